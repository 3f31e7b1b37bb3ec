/**
 * Everything the benchmark starts is registered here and undone at the end, on failure and on Ctrl-C:
 * child processes (stopped by their own PID, never by name), temporary folders and other clean-ups.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

type Cleanup = { name: string; run: () => Promise<unknown> | unknown };

const cleanups: Cleanup[] = [];
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Registers work to undo; run last-in, first-out. */
export function onCleanup(name: string, run: Cleanup["run"]): void {
  cleanups.push({ name, run });
}

export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function killChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(child.pid, signal);
    } catch {}
  }
}

export interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function start(
  label: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; echo?: boolean } = {},
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => {
    child.on("exit", (code) => {
      children.delete(child);
      resolve(code);
    });
    child.on("error", (error) => {
      output += `\n${label}: ${error.message}`;
      children.delete(child);
      resolve(-1);
    });
  });
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killChild(child, "SIGTERM");
    const timer = setTimeout(() => killChild(child, "SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { child, output: () => output, exited, stop };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(label: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const started = start(label, command, args, { env });
  const code = await started.exited;
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${started.output().slice(-4000)}`);
  return started.output();
}

let cleaningUp: Promise<void> | undefined;

/** Stops every child still running, runs the registered clean-ups and removes the temporary folders. */
export function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const { name, run: undo } of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        process.stderr.write(`clean-up "${name}" failed: ${(error as Error).message}\n`);
      }
    }
    for (const child of children) killChild(child, "SIGKILL");
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

/** Ctrl-C or SIGTERM: clean up, then exit. On a plain exit, at least no child outlives the script. */
export function installSignalHandlers(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping everything the benchmark started…\n`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  process.on("exit", () => {
    for (const child of children) killChild(child, "SIGKILL");
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  {
    timeoutMs = 180_000,
    intervalMs = 250,
    alive,
  }: { timeoutMs?: number; intervalMs?: number; alive?: Started } = {},
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (alive && (alive.child.exitCode !== null || alive.child.signalCode !== null))
      throw new Error(`${what}: the process exited early:\n${alive.output().slice(-4000)}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `${what}: not ready after ${timeoutMs / 1000} s${alive ? `:\n${alive.output().slice(-4000)}` : ""}`,
  );
}

/** CPU seconds (user + system, all threads) a process has used so far; undefined where /proc is missing. */
export async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  try {
    const { readFile } = await import("node:fs/promises");
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
    return ticks / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for a server that must know its port before it starts
 * (SITE_URL, a proxy's backend). Chosen below the kernel's ephemeral range: a port `listen(0)` hands out is in
 * that range, and until the server binds it any outgoing connection (to the database, from the browser) may
 * take it as its own local port. HAProxy once failed to start so ("Address already in use").
 */
export async function freePort(): Promise<number> {
  const below = ephemeralPortsStart();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (below - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between 10000 and ${below}`);
}

/** The first port of the range the kernel picks local ports from (Linux: 32768 unless configured). */
function ephemeralPortsStart(): number {
  try {
    const first = Number(
      readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0],
    );
    return first > 20_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
