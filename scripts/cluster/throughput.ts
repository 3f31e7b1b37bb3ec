/**
 * `npx tsx scripts/cluster/throughput.ts [--seconds N] [--connections N]`: requests per second through
 * HAProxy with one app instance and with two, in turn in one run (scripts/cluster/cluster.ts on a database
 * of its own, dropped at the end): page renders the page cache does not answer (each request carries a cookie, as a
 * signed-in visitor's does) and an API read. Prints a markdown table with the ratio. The figures depend on
 * the machine's cores and on what else runs: the table says how many cores there were and the load average.
 *
 * Environment: DATABASE_URL (the server to make the database on, default postgres://postgres@127.0.0.1:5432/
 * postgres), REDIS_URL (default redis://127.0.0.1:6379).
 */
import { cpus, loadavg } from "node:os";
import { type LoadResult, measure, stopLoad } from "../bench/load.ts";
import { freePort } from "../bench/processes.ts";
import { dropDatabase, type Haproxy, startCluster, startHaproxy } from "./cluster.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SECONDS = option("--seconds", 10);
const CONNECTIONS = option("--connections", 10);
const ROUNDS = 2;

const TARGETS: { name: string; path: string; headers: Record<string, string> }[] = [
  {
    name: "course page, rendered (no page cache)",
    path: "/created-courses-web/full-stack-web-development",
    headers: { cookie: "throughput=uncached" },
  },
  { name: "home page, rendered (no page cache)", path: "/", headers: { cookie: "throughput=uncached" } },
  { name: "API read /api/getcourses", path: "/api/getcourses", headers: {} },
];

const log = (message: string) => process.stderr.write(`[throughput] ${message}\n`);
/** Ctrl-C: the run in progress stops, then everything started is stopped and the database dropped. */
let interrupted = false;

/**
 * The mean of the rounds' figures, counting answered requests only: an overloaded instance answers 503 at
 * once (its render queue is full), which would otherwise count as throughput.
 */
function mean(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const answered = (r: LoadResult) =>
    r.requests ? (r.requestsPerSecond * (r.requests - r.non2xx)) / r.requests : 0;
  return {
    ...results[0]!,
    requestsPerSecond: sum(answered) / results.length,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    requests: sum((r) => r.requests),
  };
}

async function main() {
  const server = new URL(process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  server.pathname = `/throughput_${process.pid}`;
  const databaseUrl = server.toString();
  const stop = () => {
    interrupted = true;
    stopLoad();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const [port, onePort, ...instancePorts] = await Promise.all([0, 1, 2, 3].map(() => freePort()));
  const cluster = await startCluster({
    port: port!,
    instancePorts,
    databaseUrl,
    redisUrl: process.env.REDIS_URL || "redis://127.0.0.1:6379",
    env: { LOG_LEVEL: "error" },
    log,
  });
  // One instance: the same HAProxy configuration in front of app1 alone (app2 idles meanwhile). Measured
  // in turn with the pair, twice, so both see the same machine.
  let single: Haproxy | undefined;
  const loadBefore = loadavg()[0]!;
  try {
    single = await startHaproxy(onePort!, cluster.instances.slice(0, 1));
    const rows: string[] = [];
    for (const target of TARGETS) {
      const runs: Record<"one" | "two", LoadResult[]> = { one: [], two: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [which, origin] of [
          ["one", single!.url],
          ["two", cluster.url],
        ] as const) {
          if (interrupted) throw new Error("interrupted");
          log(`${target.name} through ${which === "one" ? "1 instance" : "2 instances"}…`);
          const result = await measure(
            { name: target.name, url: `${origin}${target.path}`, headers: target.headers },
            CONNECTIONS,
            { seconds: SECONDS, warmupSeconds: 2 },
          );
          runs[which].push(result);
          log(
            `  ${mean([result]).requestsPerSecond.toFixed(0)} answered/s, load average ${loadavg()[0]!.toFixed(1)}`,
          );
        }
      }
      const [a, b] = [mean(runs.one), mean(runs.two)];
      const errors = a.errors + a.non2xx + b.errors + b.non2xx;
      rows.push(
        `| ${target.name} | ${a.requestsPerSecond.toFixed(0)} (p99 ${a.p99} ms) | ` +
          `${b.requestsPerSecond.toFixed(0)} (p99 ${b.p99} ms) | ` +
          `${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}× | ${errors} |`,
      );
    }
    const table = [
      `Through HAProxy, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each (mean), ` +
        `${new Date().toISOString().slice(0, 16)}Z; ${cpus().length} cores, load average ` +
        `${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after (HAProxy, the load generator, ` +
        "PostgreSQL and Redis share the machine with the instances).",
      "",
      "| request | 1 instance, 2xx/s | 2 instances, 2xx/s | ratio | non-2xx and errors |",
      "|---|---|---|---|---|",
      ...rows,
    ];
    process.stdout.write(`${table.join("\n")}\n`);
  } finally {
    await single?.stop();
    await cluster.stop();
    await dropDatabase(databaseUrl);
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
