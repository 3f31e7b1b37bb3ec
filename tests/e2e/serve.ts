/**
 * The visitor-site specs' server (playwright.config.ts `webServer`): the production server in a process of
 * its own, on a copy of the first start's data folder (tests/support/seeded-data.ts) in a temporary folder.
 * This process only waits: it passes SIGTERM/SIGINT on, and removes the folder once the server has exited,
 * however it exited (a server that removed its own folder on exit left it behind when killed).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { copySeededData } from "../support/seeded-data.ts";
import { productionServerArgs } from "../support/server-command.ts";

const dataDir = await mkdtemp(path.join(tmpdir(), "site-e2e-"));
let server: ChildProcess | undefined;
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, async () => {
    if (server) server.kill(signal);
    else {
      // Stopped while still copying: nothing else to wait for.
      await rm(dataDir, { recursive: true, force: true });
      process.exit(1);
    }
  });
await copySeededData("visitor", dataDir);
const serverArgs = await productionServerArgs();
server = spawn(process.execPath, serverArgs, {
  cwd: path.resolve(import.meta.dirname, "../.."),
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
  stdio: "inherit",
});
server.on("exit", async (code, signal) => {
  await rm(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
