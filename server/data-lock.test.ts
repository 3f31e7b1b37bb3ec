import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, processStartTime } from "./data-lock.ts";

let dataDir: string;
const children: ReturnType<typeof spawn>[] = [];

/** A live process that is not our server (as a recycled PID would be after a crash or reboot). */
function otherProcess(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "data-lock-"));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, "server.pid");

describe("the data folder's lock", () => {
  it("is taken on a free folder and released", async () => {
    const release = await lockDataDir(dataDir);
    expect(await readFile(lockFile(), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    await release();
    await expect(readFile(lockFile(), "utf8")).rejects.toThrow();
  });

  it("refuses while the process that wrote it still runs, saying what to do", async () => {
    const pid = otherProcess(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    await writeFile(lockFile(), `${pid} ${processStartTime(pid)}`);
    const refusal = lockDataDir(dataDir);
    await expect(refusal).rejects.toThrow(DataDirInUseError);
    await expect(refusal).rejects.toThrow(/in use by another server \(process \d+\)\. Stop that server/);
  });

  it("is taken over when its PID now belongs to another process (started at another time)", async () => {
    const pid = otherProcess("sleep", ["60"]);
    await writeFile(lockFile(), `${pid} 12345`);
    const release = await lockDataDir(dataDir);
    expect(await readFile(lockFile(), "utf8")).toContain(String(process.pid));
    await release();
  });

  it("is taken over when an old-style lock (PID only) names a process that is not Node", async () => {
    const pid = otherProcess("sleep", ["60"]);
    await writeFile(lockFile(), String(pid));
    await (await lockDataDir(dataDir))();
  });

  it("is taken over when its process is gone", async () => {
    await writeFile(lockFile(), "999999 1");
    await (await lockDataDir(dataDir))();
  });
});
