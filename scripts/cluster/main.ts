/**
 * `npm run cluster`: two app instances behind HAProxy on this machine's PostgreSQL and Redis, with an
 * S3-compatible store (scripts/cluster/cluster.ts, ADR 0029). Prints the address and the console's setup
 * link; Ctrl-C or SIGTERM stops everything it started and removes its temporary folders.
 *
 * Environment: CLUSTER_PORT (HAProxy, default 8080), CLUSTER_APP_PORTS (one instance per port, default
 * 8081,8082), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/techsite_cluster, created when
 * missing), REDIS_URL (default redis://127.0.0.1:6379), AUTH_SECRET (made per run when absent); anything else
 * the server reads (SMTP_URL, RATE_LIMIT_*, LOG_LEVEL, …) is passed to every instance.
 */
import { type Cluster, startCluster } from "./cluster.ts";

const DEFAULTS = {
  port: 8080,
  instancePorts: "8081,8082",
  databaseUrl: "postgres://postgres@127.0.0.1:5432/techsite_cluster",
  redisUrl: "redis://127.0.0.1:6379",
};

function portList(value: string, name: string): number[] {
  const ports = value.split(",").map((p) => Number(p.trim()));
  if (!ports.length || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535))
    throw new Error(`${name} must be ports separated by commas, such as 8081,8082`);
  return ports;
}

const say = (message: string) => process.stderr.write(`[cluster] ${message}\n`);

async function main() {
  const env = process.env;
  const [port] = portList(env.CLUSTER_PORT ?? String(DEFAULTS.port), "CLUSTER_PORT");
  const instancePorts = portList(env.CLUSTER_APP_PORTS ?? DEFAULTS.instancePorts, "CLUSTER_APP_PORTS");
  // The cluster's own settings; the rest of the environment reaches the instances as it is.
  const passed = { ...env };
  for (const name of ["PORT", "HOST", "DATA_DIR", "SITE_URL", "DATABASE_URL", "REDIS_URL", "AUTH_SECRET"])
    delete passed[name];

  let stopping = false;
  let starting: Promise<Cluster> | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping HAProxy, the instances and the S3 store…`);
    // Also when the signal comes while starting: what was started so far is stopped once it is known.
    await starting?.then(
      (cluster) => cluster.stop(),
      () => {},
    );
    say("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  starting = startCluster({
    port: port!,
    instancePorts,
    databaseUrl: env.DATABASE_URL || DEFAULTS.databaseUrl,
    redisUrl: env.REDIS_URL || DEFAULTS.redisUrl,
    authSecret: env.AUTH_SECRET || undefined,
    env: passed,
    log: say,
    onOutput: (source, line) => {
      // Each instance makes its own setup token; only app1's works through HAProxy (it gets /admin/setup).
      if (source !== "app1" && line.startsWith("No administrator yet")) return;
      process.stdout.write(`${source.padEnd(7)}| ${line}\n`);
    },
  });
  const cluster = await starting;
  if (stopping) return;
  const lines = [
    "",
    `The site: ${cluster.url}  (HAProxy, round robin over ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(", ")})`,
    cluster.setupLink
      ? `No administrator yet. Create the first one at ${cluster.setupLink}`
      : `The console: ${cluster.url}/admin`,
    `Ctrl-C (or kill ${process.pid}) stops everything.`,
    "",
  ];
  process.stdout.write(lines.join("\n"));
  // A crashed instance is HAProxy's to route around; the cluster stays up until told to stop.
  for (const instance of cluster.instances)
    void instance.process.exited.then((code) => {
      if (!stopping)
        say(`${instance.name} exited (${code ?? "killed"}); HAProxy sends its traffic elsewhere`);
    });
}

main().catch(async (error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
