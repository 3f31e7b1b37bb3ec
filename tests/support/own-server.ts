/**
 * A production server process of a test's own (the shared e2e server's PID and configuration are not the
 * test's to use): a new data folder (on the embedded database, a copy of a first start's: seeded-data.ts),
 * the build in BUILD_DIR, on 127.0.0.1 and a free port, started and ready (`/readyz`). The caller stops it by its PID (`stop()`) and removes the folder (`dataDir`).
 * A test may give its own entry script and a data folder it prepared.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Started, start, waitFor } from "../../scripts/bench/processes.ts";
import { copySeededData } from "./seeded-data.ts";
import { productionServerArgs } from "./server-command.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface OwnServer extends Started {
  port: number;
  /** `http://127.0.0.1:<port>`: the process itself. */
  url: string;
  dataDir: string;
}

export interface OwnServerOptions {
  /** A TypeScript entry to run instead of the server bundle (tests/e2e/held-inbox-server.ts holds the webhook inbox). */
  entry?: string;
  /** A data folder prepared by the caller (kept on failure too: the caller removes it), instead of a new copy. */
  dataDir?: string;
}

export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  options: OwnServerOptions = {},
): Promise<OwnServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "site-own-server-")));
  if (!env.DATABASE_URL && !options.dataDir) await copySeededData("visitor", dataDir);
  const url = `http://127.0.0.1:${port}`;
  const args = options.entry ? ["--import", "tsx", options.entry] : await productionServerArgs();
  const server = start("server", process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: "error",
      ...env,
    },
  });
  const own = { ...server, port, url, dataDir };
  await waitFor(`the server on ${url}`, async () => (await fetch(`${url}/readyz`)).ok, {
    alive: server,
    timeoutMs: 120_000,
  }).catch(async (error) => {
    await server.stop();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return own;
}
