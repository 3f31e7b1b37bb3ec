/**
 * Our Razorpay client against the fake gateway: the calls and their shapes, Razorpay's signatures as the site
 * checks them, refunds that a retry cannot repeat, and every failure as a typed value.
 */
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSignatureValid, webhookSignatureValid } from "../../domain/payments/signatures.ts";
import {
  type FakeGateway,
  startFakeGateway,
  type WebhookDelivery,
} from "../../scripts/fake-gateway/gateway.ts";
import {
  createRazorpayClient,
  isTransient,
  type RazorpayClient,
} from "../../server/payments/razorpay-client.ts";

let fake: FakeGateway;
let client: RazorpayClient;
const delivered: WebhookDelivery[] = [];

beforeAll(async () => {
  fake = await startFakeGateway({
    deliver: async (delivery) => {
      delivered.push(delivery);
    },
  });
  client = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 10_000 });
});
afterAll(() => fake.close());

async function newOrder(amountPaise = 2_049_920) {
  const order = await client.createOrder({ amountPaise, receipt: "REG-7K3QX9M2TA" });
  if (!order.ok) throw new Error(JSON.stringify(order.error));
  return order.value;
}

describe("orders and payments", () => {
  it("creates an order, sees it paid, and lists its payments", async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      amount: 2_049_920,
      currency: "INR",
      receipt: "REG-7K3QX9M2TA",
      status: "created",
    });
    const { payment } = await fake.pay(order.id);
    const fetched = await client.fetchOrder(order.id);
    expect(fetched.ok && fetched.value).toMatchObject({
      status: "paid",
      amount_paid: 2_049_920,
      amount_due: 0,
    });
    const listed = await client.fetchOrderPayments(order.id);
    expect(listed.ok && listed.value.map((p) => [p.id, p.status, p.amount])).toEqual([
      [payment.id, "captured", 2_049_920],
    ]);
    const one = await client.fetchPayment(payment.id);
    expect(one.ok && one.value.order_id).toBe(order.id);
  });

  it("answers the gateway's own refusal as a value with its code", async () => {
    const result = await client.createOrder({ amountPaise: 50, receipt: "REG-X" });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: "rejected",
        status: 400,
        code: "BAD_REQUEST_ERROR",
        description: "The amount must be at least INR 1.00",
      },
    });
    const wrongKeys = createRazorpayClient({
      keyId: fake.keyId,
      keySecret: "wrong",
      apiUrl: fake.url,
      timeoutMs: 10_000,
    });
    const refused = await wrongKeys.fetchOrder("order_x");
    expect(refused.ok || refused.error).toMatchObject({ kind: "rejected", status: 401 });
  });
});

describe("signatures as Razorpay makes them", () => {
  it("accepts the checkout callback only over the stored order id", async () => {
    const order = await newOrder();
    const { callback } = await fake.pay(order.id);
    const check = (storedOrderId: string, signature = callback!.razorpay_signature) =>
      checkoutSignatureValid({
        storedOrderId,
        paymentId: callback!.razorpay_payment_id,
        signature,
        keySecret: fake.keySecret,
      });
    expect(check(order.id)).toBe(true);
    const other = await newOrder();
    expect(check(other.id)).toBe(false);
    expect(
      check(
        order.id,
        callback!.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0")),
      ),
    ).toBe(false);
    expect(check(order.id, "not hex")).toBe(false);
    expect(check(order.id, "")).toBe(false);
  });

  it("accepts a webhook only with its exact raw body", async () => {
    const order = await newOrder();
    delivered.length = 0;
    await fake.pay(order.id);
    expect(delivered.map((d) => d.event)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    for (const delivery of delivered) {
      const signature = delivery.headers["x-razorpay-signature"];
      expect(
        webhookSignatureValid({ rawBody: delivery.body, signature, webhookSecret: fake.webhookSecret }),
      ).toBe(true);
      expect(
        webhookSignatureValid({
          rawBody: Buffer.from(delivery.body),
          signature,
          webhookSecret: fake.webhookSecret,
        }),
      ).toBe(true);
      // Re-serialised JSON is not the signed bytes, nor is a changed amount.
      const reparsed = JSON.stringify(JSON.parse(delivery.body), null, 1);
      expect(webhookSignatureValid({ rawBody: reparsed, signature, webhookSecret: fake.webhookSecret })).toBe(
        false,
      );
      const tampered = delivery.body.replace('"amount":2049920', '"amount":100');
      expect(tampered).not.toBe(delivery.body);
      expect(webhookSignatureValid({ rawBody: tampered, signature, webhookSecret: fake.webhookSecret })).toBe(
        false,
      );
      expect(webhookSignatureValid({ rawBody: delivery.body, signature, webhookSecret: "other" })).toBe(
        false,
      );
    }
  });
});

describe("refunds", () => {
  it("refunds once however often the same request is retried, and refuses the key for another amount", async () => {
    const order = await newOrder(1_000_000);
    const { payment } = await fake.pay(order.id);
    const before = fake.refunds.size;
    const calls = fake.refundCalls;
    const request = { paymentId: payment.id, amountPaise: 400_000, idempotencyKey: "refund-0001-retry" };
    const first = await client.createRefund(request);
    const again = await client.createRefund(request);
    expect(first.ok && again.ok && first.value.id === again.value.id).toBe(true);
    expect(first.ok && first.value).toMatchObject({
      amount: 400_000,
      status: "pending",
      payment_id: payment.id,
    });
    expect(fake.refundCalls - calls).toBe(2);
    expect(fake.refunds.size - before).toBe(1);
    const changed = await client.createRefund({ ...request, amountPaise: 500_000 });
    expect(changed.ok || changed.error).toMatchObject({ kind: "rejected", status: 400 });
    expect(fake.refunds.size - before).toBe(1);
  });
});

describe("the gateway down", () => {
  it("says a 5xx is worth retrying and a 4xx is not", async () => {
    fake.failNext(1, 503);
    const result = await client.fetchOrder("order_any");
    expect(result.ok || result.error).toMatchObject({ kind: "rejected", status: 503 });
    expect(!result.ok && isTransient(result.error)).toBe(true);
    const missing = await client.fetchOrder("order_missing");
    expect(!missing.ok && isTransient(missing.error)).toBe(false);
  });

  it("gives up after the configured timeout", async () => {
    const quick = createRazorpayClient({ ...fake, apiUrl: fake.url, timeoutMs: 300 });
    fake.failNext(1, "hang");
    const started = Date.now();
    const result = await quick.fetchOrder("order_any");
    expect(result).toEqual({ ok: false, error: { kind: "timeout" } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("says unreachable when nothing listens", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const nowhere = createRazorpayClient({ ...fake, apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 10_000 });
    const result = await nowhere.fetchOrder("order_any");
    expect(result.ok || result.error.kind).toBe("unreachable");
  });
});
