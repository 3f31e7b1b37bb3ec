/**
 * The payments' round that every instance runs: what a killed process left in the inbox is processed, and an
 * order whose webhooks never came is paid from the gateway's own answer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paymentOrders, registrations, webhookInbox } from "../../domain/db/schema.ts";
import { recordWebhook } from "../../domain/payments/inbox.server.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import { type FakeGateway, startFakeGateway } from "../../scripts/fake-gateway/gateway.ts";
import type { Database } from "../../server/db/client.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createPaymentJob } from "../../server/payments/payment-job.ts";
import { createRazorpayClient } from "../../server/payments/razorpay-client.ts";
import { insertRegistration } from "../support/payments.ts";
import { createTestDatabase } from "../support/test-db.ts";

let database: Database;
let fake: FakeGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  // Stored, never processed: what a process killed right after answering the webhook leaves behind.
  fake = await startFakeGateway({
    deliver: async (delivery) => {
      await recordWebhook(database.db, {
        eventId: delivery.eventId,
        event: delivery.event,
        rawBody: delivery.body,
      });
    },
  });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const pendingRegistration = () => insertRegistration(database.db, 550_000);

it("processes the inbox's leftovers and pays orders whose webhooks never came", async () => {
  const client = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 });
  const fromInbox = await pendingRegistration();
  const fromReconciler = await pendingRegistration();
  const first = await openOrder(database.db, client, fromInbox);
  const second = await openOrder(database.db, client, fromReconciler);
  if (!first.ok || !second.ok) throw new Error("no orders");
  await fake.pay(first.orderId);
  await fake.pay(second.orderId, { delivery: "none" });
  // The second order was made 11 minutes ago: old enough for the reconciler.
  await database.db
    .update(paymentOrders)
    .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(paymentOrders.id, second.orderId));
  expect((await database.db.select().from(webhookInbox)).every((row) => row.processedAt === null)).toBe(true);

  const job = createPaymentJob({ db: database.db, gateway: client, logger: createLogger("silent") });
  await job.runNow();
  await job.stop();

  const status = async (id: string) =>
    (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
  expect(await status(fromInbox)).toBe("paid");
  expect(await status(fromReconciler)).toBe("paid");
  expect((await database.db.select().from(webhookInbox)).every((row) => row.processedAt !== null)).toBe(true);
});
