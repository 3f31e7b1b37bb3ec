/**
 * The webhook inbox's drain in a process (server/payments/inbox-drain.ts): one wake-up after a burst larger than
 * one batch processes all of it, not one batch with the rest left for the payments round minutes later.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookInbox } from "../../domain/db/schema.ts";
import { INBOX_BATCH, recordWebhook } from "../../domain/payments/inbox.server.ts";
import type { Database } from "../../server/db/client.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createInboxDrain } from "../../server/payments/inbox-drain.ts";
import { createTestDatabase } from "../support/test-db.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it("drains a burst of more than one batch after a single wake-up", async () => {
  const burst = INBOX_BATCH + 30;
  for (let i = 0; i < burst; i++)
    await recordWebhook(database.db, {
      eventId: `evt_burst_${i}`,
      event: "payment.authorized",
      // No order of ours: processed as ignored, which is all this test needs to count.
      rawBody: JSON.stringify({ event: "payment.authorized", payload: {} }),
    });
  const drain = createInboxDrain(database.db, createLogger("silent"));
  drain.wake();
  await drain.idle();
  expect(await database.db.select().from(webhookInbox).where(isNull(webhookInbox.processedAt))).toEqual([]);
  expect(await database.db.select().from(webhookInbox)).toHaveLength(burst);
});
