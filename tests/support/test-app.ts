/** Builds the real Hono app on a test database and a temporary storage folder. */

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPayLinks } from "../../domain/payments/pay-link.ts";
import { createApp } from "../../server/app.ts";
import { createAuth } from "../../server/auth/auth.ts";
import { NO_SETUP_LINK } from "../../server/auth/setup-link.ts";
import { loadConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/client.ts";
import type { Deps } from "../../server/deps.ts";
import { createWriteContext } from "../../server/effects/write-effects.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createRateLimiter } from "../../server/http/rate-limit.ts";
import { createMail } from "../../server/mail/index.ts";
import { createStorage, type DiskStorage } from "../../server/storage/storage.ts";
import { createTestDatabase } from "./test-db.ts";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  /** deps.storage as the folder it is in tests (its root and files, for checks on disk). */
  disk: DiskStorage;
  database: Database;
  /** Sends a JSON body; `ip` picks the client address seen by the rate limiter. */
  postJson(url: string, body: unknown, ip?: string): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "1000",
    ...env,
  });
  const disk = createStorage(dataDir);
  // Not started: a test drains it when it wants the mail sent (await deps.mail.drain()).
  const payLinks = createPayLinks("test-pay-link-secret");
  const mail = createMail({ db: database.db, config, logger: createLogger("silent"), payLinks });
  const deps: Deps = {
    ...createWriteContext(database.db, mail, createLogger("silent")),
    storage: disk,
    config,
    logger: createLogger("silent"),
    rateLimiter: createRateLimiter(config.rateLimits),
    auth: createAuth({ db: database.db, secret: "test-secret-".padEnd(40, "x"), siteUrl: config.siteUrl }),
    setupLink: NO_SETUP_LINK,
    mail,
    payLinks,
  };
  const app = createApp(deps);
  let ipCounter = 0;
  return {
    app,
    deps,
    disk,
    database,
    postJson: (url, body, ip = `10.0.0.${++ipCounter % 250}`) =>
      Promise.resolve(
        app.request(url, {
          method: "POST",
          headers: { "content-type": "application/json", "x-test-client-ip": ip },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    async close() {
      await deps.mail.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
