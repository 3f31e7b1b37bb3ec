/**
 * Shared start-up of the production and development servers: configuration, database, migrations,
 * demo content, and graceful shutdown.
 */
import { mkdir } from "node:fs/promises";
import type { ServerType } from "@hono/node-server";
import { Redis } from "ioredis";
import { removeStrayVariantsOnce } from "../domain/content/stray-variants.server.ts";
import { createPayLinks } from "../domain/payments/pay-link.ts";
import { hasActiveAdmin } from "../domain/staff/staff.server.ts";
import { CONTENT_CHANGED } from "../domain/write-effects.ts";
import { hasContent, seedDemoContentIfEmpty } from "../seed/seed.server.ts";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { createSetupLink, NO_SETUP_LINK, setupUrl } from "./auth/setup-link.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { DataDirInUseError, lockDataDir } from "./data-lock.ts";
import { type Database, openDatabase } from "./db/client.ts";
import type { Deps } from "./deps.ts";
import { createWriteContext } from "./effects/write-effects.ts";
import { syncWriteEffects } from "./http/content-sync.ts";
import { createLogger } from "./http/logger.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { createContentScheduleJob } from "./jobs/content-schedule-job.ts";
import { createSeatHoldJob } from "./jobs/seat-hold-job.ts";
import { createMail } from "./mail/index.ts";
import { createInboxDrain, type InboxDrain } from "./payments/inbox-drain.ts";
import { createPaymentJob } from "./payments/payment-job.ts";
import { createRazorpayClient } from "./payments/razorpay-client.ts";
import { createRetentionJob } from "./privacy/retention-job.ts";
import { createS3Storage } from "./storage/s3.ts";
import { createStorage } from "./storage/storage.ts";

export interface PrepareOptions {
  /**
   * How this process processes stored webhooks (server/payments/inbox-drain.ts), for the webhook route and the
   * payments round alike. Only a test's server replaces it (tests/e2e/held-inbox-server.ts holds them).
   */
  inboxDrain?: (db: Database["db"], logger: Deps["logger"]) => InboxDrain;
}

export async function prepare(options: PrepareOptions = {}): Promise<{
  deps: Deps;
  database: Database;
  inbox: InboxDrain;
  release: () => Promise<void>;
}> {
  const { config, unlock, authSecret } = await loadStartConfig();
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  const database = await openDatabase(config);
  await database.migrate();
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createStorage(config.dataDir, { minFreeBytes: config.minFreeDiskBytes });
  const payLinks = createPayLinks(authSecret);
  const mail = createMail({ db: database.db, config, logger, payLinks });
  const writes = createWriteContext(database.db, mail, logger);
  const shared = config.redisUrl ? shareWithOtherInstances(config.redisUrl, writes.effects, logger) : null;
  const gateway = config.gateway ? createRazorpayClient(config.gateway) : undefined;
  const deps: Deps = {
    ...writes,
    gateway,
    storage,
    config,
    logger,
    auth: createAuth({ db: database.db, secret: authSecret, siteUrl: config.siteUrl }),
    setupLink: NO_SETUP_LINK,
    rateLimiter: createRateLimiter(config.rateLimits, shared?.redis),
    mail,
    payLinks,
  };
  await loadDemoIfWanted(deps, database);
  logger.info("database ready", { kind: database.kind, ms: Math.round(performance.now() - started) });
  logger.info("files", { location: storage.location });
  // A maintenance step that needs the files, not only the database: it runs where the storage is known.
  await removeStrayVariantsOnce(database.db, storage).then(
    (removed) => removed !== null && logger.info("stray image variants removed", { files: removed }),
    (error) => logger.error("stray image variants not removed; tried again at the next start", { error }),
  );
  const { inbox, stopJobs } = startJobs(deps, database.db, options.inboxDrain ?? createInboxDrain);
  if (!config.mail.smtpUrl) logger.info("mail is kept, not sent (no SMTP_URL): the console shows it");
  if (!(await hasActiveAdmin(database.db))) deps.setupLink = createSetupLink();
  return {
    deps,
    database,
    inbox,
    release: async () => {
      await stopJobs();
      await shared?.close();
      await database.close();
      await unlock();
    },
  };
}

/** The configuration, the auth secret and the data folder's lock; a problem of configuration ends the process. */
async function loadStartConfig(): Promise<{
  config: Config;
  unlock: () => Promise<void>;
  authSecret: string;
}> {
  try {
    const config = loadConfig();
    await mkdir(config.dataDir, { recursive: true });
    const authSecret = await resolveAuthSecret(config);
    const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
    return { config, unlock, authSecret };
  } catch (error) {
    // What to change, in one sentence: no stack trace for a problem of configuration.
    if (!(error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The embedded database is a demo out of the box; a real PostgreSQL gets demo content only when asked. */
async function loadDemoIfWanted(deps: Deps, database: Database): Promise<void> {
  if (deps.config.databaseUrl && !deps.config.seedDemo) return;
  // The one slow step of a first start: say so before it, whatever LOG_LEVEL says.
  if (!(await hasContent(database.db)))
    console.log("Loading the demo content and rendering its images (first start; a minute or so)…");
  const seeded = await seedDemoContentIfEmpty(deps);
  if (seeded) deps.logger.info("demo content loaded");
}

/**
 * The mail worker and the background jobs, and the function that stops them in this order. `db` is the
 * database itself, without the write context (deps.db) that the seat and schedule jobs write through.
 */
function startJobs(
  deps: Deps,
  db: Database["db"],
  makeInbox: NonNullable<PrepareOptions["inboxDrain"]>,
): { inbox: InboxDrain; stopJobs: () => Promise<void> } {
  const { logger, gateway, storage } = deps;
  deps.mail.start();
  const retention = createRetentionJob({ db, storage, logger });
  retention.start();
  const inbox = makeInbox(db, logger);
  const payments = gateway
    ? createPaymentJob({ db, gateway, logger, inbox }, { firstDelayMs: deps.config.paymentsFirstRoundMs })
    : null;
  payments?.start();
  // On the write context: a released seat moves the content version and its letter wakes the mail worker.
  const seatHolds = createSeatHoldJob({ db: deps.db, logger });
  seatHolds.start();
  const schedule = createContentScheduleJob({ db: deps.db, logger });
  schedule.start();
  const stopJobs = async () => {
    await deps.mail.stop();
    await retention.stop();
    await payments?.stop();
    await seatHolds.stop();
    await inbox.idle();
    await schedule.stop();
  };
  return { inbox, stopJobs };
}

/**
 * The last lines of the start log, printed whatever LOG_LEVEL says, once the server listens: where the site
 * is and, while no administrator exists, the setup link (without it nobody can get in).
 */
export function printReady(deps: Deps, address: string) {
  const token = (deps.setupLink as { token?: string | null }).token;
  const rule = "─".repeat(72);
  const lines = [rule, `The site is up at ${address}`];
  if (token)
    lines.push(`No administrator yet. Create the first one at ${setupUrl(deps.config.siteUrl, token)}`);
  lines.push(rule);
  console.log(lines.join("\n"));
}

/** REDIS_URL: one connection for rate limits and publishing, one subscribed to other instances' effects. */
function shareWithOtherInstances(redisUrl: string, effects: Deps["effects"], logger: Deps["logger"]) {
  // A command waits for one reconnection at most; rate limits fall back to memory meanwhile.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on("error", (error) => logger.error("redis error", { error }));
  const sync = syncWriteEffects(redisUrl, redis, effects, logger);
  sync.ready.then(() => logger.info("sharing limits and content versions through redis"));
  return {
    redis,
    async close() {
      await sync.close();
      redis.disconnect();
    },
  };
}

let stopping = false;

/** True once SIGTERM or SIGINT arrived: the process finishes what it has and takes nothing new. */
export function shuttingDown(): boolean {
  return stopping;
}

/**
 * On SIGTERM (a deploy, the load balancer's orchestrator) or SIGINT: stop accepting connections, finish the
 * requests in progress, stop the mail worker (it gives back what it claimed but had not begun), close the
 * database, exit. Ten seconds at most.
 */
export function shutdownGracefully(server: ServerType, release: () => Promise<void>, logger: Deps["logger"]) {
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

/**
 * `kill -USR2 <pid>`: content was changed outside this process (`npm run db:seed`, SQL by hand): every cache
 * of this process moves to a new content version, as after an edit in the console. (SIGHUP is left alone: a
 * server started in a terminal must still stop when the terminal closes.)
 */
export function reloadContentOnSignal({
  effects,
  content,
  logger,
}: Pick<Deps, "effects" | "content" | "logger">) {
  process.on("SIGUSR2", () => {
    effects.run([CONTENT_CHANGED]);
    logger.info("content version moved", { signal: "SIGUSR2", version: content.current });
  });
}
