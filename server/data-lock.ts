/**
 * PGlite does not lock its folder, and two processes on one folder corrupt it: the server locks DATA_DIR
 * itself with `server.pid`, which names the holder by process id AND start time. A process id alone is not
 * enough: after a crash or a reboot the id in a stale lock file may belong to some other process, and a check
 * by id would then refuse to start for good. The start time (Linux: field 22 of /proc/<pid>/stat) tells the
 * holder from a newcomer with a recycled id.
 */
import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export class DataDirInUseError extends Error {}

/** A process's start time as the kernel counts it, or null where /proc is not available. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface Holder {
  pid: number;
  startTime: string | null;
}

function parseLock(text: string): Holder | null {
  const [pidText, startTime] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime: startTime ?? null } : null;
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return null;
  }
}

/** True when the process the lock names is still the one that wrote it. */
export function holdsLock(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = processStartTime(holder.pid);
  if (now === null) return true; // No /proc: a live process with that id is given the benefit of the doubt.
  if (holder.startTime !== null) return now === holder.startTime;
  // A lock written before start times were recorded: only a Node process can be its holder.
  return /\bnode\b/.test(commandLine(holder.pid) ?? "node");
}

/** Takes the folder's lock or throws DataDirInUseError with what to do; returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, "server.pid");
  const holder = parseLock(await readFile(lockFile, "utf8").catch(() => ""));
  if (holder && holdsLock(holder))
    throw new DataDirInUseError(
      `The data folder ${dataDir} is in use by another server (process ${holder.pid}). Stop that server, or ` +
        `give this one its own folder with DATA_DIR. If no server is running, delete ${lockFile}.`,
    );
  await writeFile(lockFile, `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim());
  return () => rm(lockFile, { force: true });
}
