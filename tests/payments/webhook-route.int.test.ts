/**
 * The webhook route through the whole app, with the fake gateway delivering to it: verified raw bytes, stored
 * once, answered at once, processed from the inbox; tampered or unsigned bodies refused with nothing stored.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registrations, webhookInbox } from "../../domain/db/schema.ts";
import { openOrder } from "../../domain/payments/orders.server.ts";
import {
  type FakeGateway,
  startFakeGateway,
  type WebhookDelivery,
} from "../../scripts/fake-gateway/gateway.ts";
import { createRazorpayClient } from "../../server/payments/razorpay-client.ts";
import { RAZORPAY_WEBHOOK_PATH } from "../../server/payments/webhook-route.ts";
import { insertRegistration } from "../support/payments.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;
let fake: FakeGateway;
const answers: number[] = [];

const post = (delivery: Pick<WebhookDelivery, "body" | "headers">) =>
  t.app.request(RAZORPAY_WEBHOOK_PATH, { method: "POST", headers: delivery.headers, body: delivery.body });

beforeAll(async () => {
  fake = await startFakeGateway({
    deliver: async (delivery) => {
      answers.push((await post(delivery)).status);
    },
  });
  t = await createTestContext({
    // The public forms' limit is small here: webhooks must not be held to it.
    RATE_LIMIT_MAX: "3",
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

async function payableOrder() {
  const id = await insertRegistration(t.deps.db, 1_050_000);
  const opened = await openOrder(
    t.deps.db,
    createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 }),
    id,
  );
  if (!opened.ok) throw new Error("no order");
  return { id, orderId: opened.orderId };
}

/** A new payment's events, delivered and stored: what a test that sends one again starts from. */
async function deliveredEvents() {
  const { orderId } = await payableOrder();
  const before = fake.events.length;
  await fake.pay(orderId);
  return fake.events.slice(before);
}

const statusOf = async (id: string) =>
  (await t.deps.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
const stored = () => t.deps.db.select().from(webhookInbox);

// Each test pays its own order: the tests pass alone and in any order.
describe("POST /api/payments/razorpay/webhook", () => {
  it("stores each signed event, answers 200, and pays the registration from the inbox", async () => {
    const { id, orderId } = await payableOrder();
    answers.length = 0;
    const eventsBefore = fake.events.length;
    await fake.pay(orderId, { delivery: "twice" });
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    await vi.waitFor(async () => expect(await statusOf(id)).toBe("paid"), { timeout: 10_000, interval: 50 });
    const ours = new Set(fake.events.slice(eventsBefore).map((event) => event.eventId));
    const rows = (await stored()).filter((row) => ours.has(row.eventId));
    expect(rows.map((row) => row.event).sort()).toEqual([
      "order.paid",
      "payment.authorized",
      "payment.captured",
    ]);
  });

  it("answers a duplicate 200 without storing it again", async () => {
    const [event] = await deliveredEvents();
    const before = (await stored()).length;
    const response = await post(event!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: true });
    expect((await stored()).length).toBe(before);
  });

  it("refuses a tampered body, a wrong or missing signature, and a missing event id, storing nothing", async () => {
    const [event] = await deliveredEvents();
    const before = (await stored()).length;
    const tampered = event!.body.replace('"amount":1050000', '"amount":100');
    expect(tampered).not.toBe(event!.body);
    const fresh: Record<string, string> = { ...event!.headers, "x-razorpay-event-id": "evt_tampered_1" };
    expect((await post({ body: tampered, headers: fresh })).status).toBe(400);
    expect(
      (await post({ body: event!.body, headers: { ...fresh, "x-razorpay-signature": "0".repeat(64) } }))
        .status,
    ).toBe(400);
    const { "x-razorpay-signature": _, ...unsigned } = fresh;
    expect((await post({ body: event!.body, headers: unsigned })).status).toBe(400);
    const { "x-razorpay-event-id": __, ...noId } = event!.headers;
    expect((await post({ body: event!.body, headers: noId })).status).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it("is not found when online payment is not set up", async () => {
    const off = await createTestContext();
    try {
      const [event] = await deliveredEvents();
      expect(
        (
          await off.app.request(RAZORPAY_WEBHOOK_PATH, {
            method: "POST",
            headers: event!.headers,
            body: event!.body,
          })
        ).status,
      ).toBe(404);
      expect(await off.deps.db.select().from(webhookInbox)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
