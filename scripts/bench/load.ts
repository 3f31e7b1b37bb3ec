/** Load runs with autocannon's programmatic API: a short warm-up, then a measured run. */

import { Worker } from "node:worker_threads";
import autocannon, { type Options, type Result } from "autocannon";
import { cpuSeconds } from "./processes.ts";

export interface LoadTarget {
  /** Shown in the table. */
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Process serving it: its CPU time per request is measured too (robust on a busy machine). */
  pid?: number;
  /** Each request asks for a path never asked before: `url`'s path with `-<n>` appended. */
  uniquePaths?: boolean;
}

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Server CPU milliseconds per request, when its PID was given and /proc exists. */
  cpuMsPerRequest?: number;
}

let active: { stop(): void } | undefined;

/** Stops a run in progress (Ctrl-C). */
export function stopLoad(): void {
  active?.stop();
}

function fire(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    active = autocannon(options, (error, result) => {
      active = undefined;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

export async function measure(
  target: LoadTarget,
  connections: number,
  { seconds, warmupSeconds }: { seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const options: Options = {
    url: target.url,
    connections,
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    timeout: 10,
  };
  if (target.uniquePaths) {
    const base = new URL(target.url).pathname;
    let next = 0;
    options.requests = [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: `${base}-${process.pid}-${next++}` }),
      },
    ];
  }
  await fire({ ...options, duration: warmupSeconds });
  const cpuBefore = await cpuSeconds(target.pid);
  const result = await fire({ ...options, duration: seconds });
  const cpuAfter = await cpuSeconds(target.pid);
  const requests = result.requests.total;
  return {
    name: target.name,
    connections,
    requestsPerSecond: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors, // timeouts included
    non2xx: result.non2xx,
    requests,
    cpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && requests > 0
        ? ((cpuAfter - cpuBefore) * 1000) / requests
        : undefined,
  };
}

/** The visitor's loop, in a thread of its own: autocannon's clients share the bench's event loop. */
const VISITOR = `
const { parentPort, workerData } = require("node:worker_threads");
let stop = false;
parentPort.once("message", () => { stop = true; });
(async () => {
  const started = performance.now();
  const latencies = [];
  while (!stop || performance.now() - started < workerData.minMs) {
    const at = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    latencies.push(performance.now() - at);
  }
  parentPort.postMessage(latencies);
})();
`;

/**
 * One visitor reading `url` a request at a time until `until` settles (and for at least `minMs`): what each
 * request waited, in milliseconds. The visitor runs in a worker thread: in the bench's own event loop its
 * requests would also wait for autocannon's, and the figure would measure the load generator.
 */
export async function visitorLatencies(url: string, until: Promise<unknown>, minMs = 0): Promise<number[]> {
  const worker = new Worker(VISITOR, { eval: true, workerData: { url, minMs } });
  const latencies = new Promise<number[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  until.finally(() => worker.postMessage("stop"));
  try {
    return await latencies;
  } finally {
    await worker.terminate();
  }
}
