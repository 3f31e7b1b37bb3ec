/**
 * Shared start-up of the production and development servers: configuration, database, migrations,
 * demo content, and graceful shutdown.
 */
import { mkdir } from "node:fs/promises";
import type { ServerType } from "@hono/node-server";
import { hasActiveAdmin } from "../domain/staff/staff.server.ts";
import { seedDemoContentIfEmpty } from "../seed/seed.server.ts";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { createSetupLink, NO_SETUP_LINK, setupUrl } from "./auth/setup-link.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { DataDirInUseError, lockDataDir } from "./data-lock.ts";
import { type Database, openDatabase } from "./db/client.ts";
import type { Deps } from "./deps.ts";
import { createLogger } from "./http/logger.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { createStorage } from "./storage/storage.ts";

export async function prepare(): Promise<{ deps: Deps; database: Database; release: () => Promise<void> }> {
  let config: Config;
  let unlock: () => Promise<void>;
  let authSecret: string;
  try {
    config = loadConfig();
    await mkdir(config.dataDir, { recursive: true });
    authSecret = await resolveAuthSecret(config);
    unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  } catch (error) {
    // What to change, in one sentence: no stack trace for a problem of configuration.
    if (!(error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  const database = await openDatabase(config);
  await database.migrate();
  const storage = createStorage(config.dataDir, { minFreeBytes: config.minFreeDiskBytes });
  const deps: Deps = {
    db: database.db,
    storage,
    config,
    logger,
    rateLimiter: createRateLimiter(config.rateLimits),
    auth: createAuth({ db: database.db, secret: authSecret, siteUrl: config.siteUrl }),
    setupLink: NO_SETUP_LINK,
  };
  // The embedded database is a demo out of the box; a real PostgreSQL gets demo content only when asked.
  if (!config.databaseUrl || config.seedDemo) {
    const seeded = await seedDemoContentIfEmpty(deps);
    if (seeded) logger.info("demo content loaded");
  }
  logger.info("database ready", { kind: database.kind, ms: Math.round(performance.now() - started) });
  if (!(await hasActiveAdmin(database.db))) {
    const link = createSetupLink();
    deps.setupLink = link;
    // Printed whatever LOG_LEVEL says: without it nobody can get in.
    console.log(`No administrator yet. Create the first one at ${setupUrl(config.siteUrl, link.token!)}`);
  }
  return {
    deps,
    database,
    release: async () => {
      await database.close();
      await unlock();
    },
  };
}

/** On SIGTERM/SIGINT: stop accepting, let in-flight requests finish (up to 10 s), close the database. */
export function shutdownGracefully(server: ServerType, release: () => Promise<void>, logger: Deps["logger"]) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await release();
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold close() open.
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
