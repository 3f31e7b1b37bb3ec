/**
 * The form flood of issue 26 (item 2), shared by its timed test (tests/e2e/form-flood.spec.ts) and the
 * benchmark (scripts/bench.ts): concurrent posts of 3 MB in 60,000 tiny multipart parts to the site's form
 * routes, while a visitor reads `/` and `/api/jobs` one request at a time, measuring what
 * the visitor waits, how soon each flood is answered and how much the server's memory grows (read from /proc
 * by its PID).
 */
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";

/** Every form route an anonymous visitor can post to, and one console screen's. */
export const FLOOD_PATHS = [
  "/admin/login",
  "/admin/setup?token=x",
  "/admin/set-password?token=x",
  "/admin/two-factor",
  "/admin/staff",
  "/registration-forms",
  "/opening-forms",
];
export const FLOODS_PER_PATH = 4;
export const FLOOD_PARTS = 60_000;
const VISITOR_PATHS = ["/", "/api/jobs"];

/** `parts` one-character text parts under one name (a repeated name costs the most to parse): ~53 bytes each. */
export function formFloodBody(parts: number, name = "email") {
  const boundary = "ff";
  const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`);
  const body = Buffer.concat([
    ...Array.from({ length: parts }, () => part),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export interface FloodAnswer {
  path: string;
  /** With a declared length, or sent chunked without one. */
  declared: boolean;
  status: number;
  /** From the first byte sent to the answer's status line. */
  ms: number;
}

/**
 * Sends the whole body as an attacker would, whatever the server answers meanwhile, on a connection of its own
 * that asks to be closed after the answer. The server answers at once, then discards what still arrives for
 * half a second before it closes (server/http/linger.ts): a write error after the answer is expected, one
 * before it is not (without the lingering close it happened, on a slow machine, 13 ms into a post).
 */
export function postFlood(origin: string, path: string, body: Buffer, type: string, declared: boolean) {
  const started = performance.now();
  let answered = false;
  return new Promise<FloodAnswer>((resolve, reject) => {
    const req = httpRequest(
      `${origin}${path}`,
      {
        method: "POST",
        // A connection of its own, as separate attackers have: the server closes one whose body it did not read.
        agent: false,
        headers: {
          origin,
          "content-type": type,
          ...(declared ? { "content-length": String(body.length) } : { "transfer-encoding": "chunked" }),
        },
      },
      (res) => {
        answered = true;
        const ms = performance.now() - started;
        res.resume();
        res.on("end", () => resolve({ path, declared, status: res.statusCode ?? 0, ms }));
        res.on("error", () => resolve({ path, declared, status: res.statusCode ?? 0, ms }));
      },
    );
    const unexpected = (error: Error) => {
      if (!answered)
        reject(
          new Error(
            `${path} (${declared ? "declared length" : "chunked"}) after ${Math.round(performance.now() - started)} ms: ${error.message}`,
          ),
        );
    };
    req.on("error", unexpected);
    req.on("socket", (socket) => socket.on("error", unexpected));
    // Without a declared length the body goes in 64 KB chunks, as a slow client's would.
    if (declared) req.end(body);
    else {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    }
  });
}

/** Resident memory of a process, in bytes (Linux). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export interface FloodFigures {
  floods: FloodAnswer[];
  probes: number;
  failedProbes: number;
  p50: number;
  p95: number;
  max: number;
  slowestFloodMs: number;
  /** Resident memory before the flood and the most seen during it, in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/**
 * The flood: FLOODS_PER_PATH posts at once to each path (half with a declared length, half chunked), a path
 * every `spacingMs`, while a visitor reads VISITOR_PATHS in turn for as long as it lasts (and at least until
 * half a second after the last path's posts went out); the server's memory sampled meanwhile.
 */
export async function runFormFlood(
  origin: string,
  pid: number,
  { paths = FLOOD_PATHS, spacingMs = 250 }: { paths?: string[]; spacingMs?: number } = {},
): Promise<FloodFigures> {
  const { body, type } = formFloodBody(FLOOD_PARTS);
  // Warm up: the first request of a connection and a cold cache are not what is measured.
  for (const path of VISITOR_PATHS)
    for (let i = 0; i < 3; i++) await (await fetch(origin + path)).arrayBuffer();
  const rssBefore = await residentBytes(pid);
  let rssPeak = rssBefore;
  let flooding = true;
  const sampler = (async () => {
    while (flooding) {
      rssPeak = Math.max(rssPeak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const floods = Promise.all(
    paths.map(async (path, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * spacingMs));
      return Promise.all(
        Array.from({ length: FLOODS_PER_PATH }, (_, i) => postFlood(origin, path, body, type, i % 2 === 0)),
      );
    }),
  )
    .then((answers) => answers.flat())
    .finally(() => {
      flooding = false;
    });
  // Awaited once the visitor has stopped; a failure is reported then, not as an unhandled rejection now.
  floods.catch(() => {});
  const minimumUntil = performance.now() + paths.length * spacingMs + 500;

  const latencies: number[] = [];
  let failedProbes = 0;
  for (let i = 0; flooding || performance.now() < minimumUntil; i++) {
    const started = performance.now();
    try {
      const res = await fetch(origin + VISITOR_PATHS[i % VISITOR_PATHS.length], {
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (res.status !== 200) failedProbes++;
    } catch {
      failedProbes++;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const answers = await floods;
  await sampler;
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    floods: answers,
    probes: latencies.length,
    failedProbes,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    max: Math.round(Math.max(...latencies)),
    slowestFloodMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
  };
}
