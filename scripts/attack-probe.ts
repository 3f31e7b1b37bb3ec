/**
 * Replays the abuse that issue 11's security test found against a running production server and prints what
 * it did to the site: `npx tsx scripts/attack-probe.ts http://127.0.0.1:3000 [--pid N] [--seconds 10]`.
 *
 * - bypass: unique tracking parameters on `/` (each one a page-cache miss before the fix), 10 connections;
 * - unknown: unique unknown paths (rendered every time before the fix), 10 connections;
 * - while each runs, a visitor asks for `/` every 250 ms: how long does that visitor wait?
 * - enumeration: 1,000 certificate ids in sequence: how many answers carry a certificate?
 * With `--pid`, the server's resident memory before and after each flood (Linux /proc).
 */
import { readFileSync } from "node:fs";
import autocannon, { type Result } from "autocannon";

const args = process.argv.slice(2);
const base = (args.find((arg) => /^https?:\/\//.test(arg)) ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const pid = option("--pid");
const seconds = Number(option("--seconds") ?? 10);

function rssMb(): number | null {
  if (!pid) return null;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A visitor asking for `/` every 250 ms while `done` is pending: its waits in milliseconds. */
async function visitor(done: Promise<unknown>): Promise<number[]> {
  const waits: number[] = [];
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    await fetch(`${base}/`).then((res) => res.arrayBuffer());
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return waits;
}

async function flood(name: string, pathFor: (n: number) => string) {
  await fetch(`${base}/`); // the visitor's page is in the cache, as on a live site
  const before = rssMb();
  let n = 0;
  const run = new Promise<Result>((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 10,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: pathFor(++n) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const [result, waits] = await Promise.all([run, visitor(run)]);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count}`)
    .join(" ");
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${statuses}` +
      ` | visitor's / p50 ${Math.round(percentile(waits, 50))} ms, max ${Math.round(Math.max(...waits))} ms` +
      `${before === null ? "" : ` | RSS ${before} → ${rssMb()} MB`} |`,
  );
}

async function enumeration() {
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let i = 1; i <= 1000; i++) {
    const res = await fetch(`${base}/api/verify/NXT-2025-${String(i).padStart(5, "0")}`);
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = [...statuses].map(([code, count]) => `${code}×${count}`).join(" ");
  console.log(
    `| enumeration, 1,000 ids in sequence | ${Math.round(1000 / seconds)} guesses/s · ${summary} | | |`,
  );
}

console.log(`| probe (${base}, ${seconds} s per flood) | load | a visitor meanwhile | memory |`);
console.log("| --- | --- | --- | --- |");
await flood("bypass: `/?utm_source=<unique>`", (n) => `/?utm_source=probe-${n}`);
await flood("unknown paths: `/no-such-<unique>`", (n) => `/no-such-${n}`);
await enumeration();
