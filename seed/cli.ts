/**
 * `npm run db:seed`: migrates the configured database (PGlite under DATA_DIR, or DATABASE_URL) and loads
 * the demo content when it is empty. Prints what it did.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createStorage } from "../server/storage/storage.ts";
import { loadDemoContent } from "./seed.server.ts";

/**
 * The embedded database must not be opened by two processes: refuse while a server holds the folder, and
 * hold it ourselves (the same `server.pid` lock the server uses) while seeding. Returns the release function.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.pid");
  const holder = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
  if (holder && holder !== process.pid) {
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch {}
    if (alive)
      throw new ConfigError(
        `The data folder ${dataDir} is in use by process ${holder}. Stop the server first (it seeds an empty database itself).`,
      );
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const database = await openDatabase(config).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  try {
    await database.migrate();
    const summary = await loadDemoContent({ db: database.db, storage: createStorage(config.dataDir) });
    const where = database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
    if (!summary) {
      console.log(`The ${where} already has content; nothing was loaded.`);
      return;
    }
    const { ms, files, ...rows } = summary;
    const counts = Object.entries(rows)
      .map(([table, count]) => `${count} ${table}`)
      .join(", ");
    console.log(`Loaded demo content into the ${where} in ${ms} ms: ${counts}; ${files} media files.`);
  } finally {
    await database.close();
    await unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
