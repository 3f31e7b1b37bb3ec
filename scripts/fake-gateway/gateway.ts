/**
 * A stand-in for Razorpay, for tests and for trying the payment flow offline
 * (docs/decisions/0050-payment-gateway-and-fake.md). It implements the calls our client makes (orders, an
 * order's payments, a payment, refunds with `X-Refund-Idempotency`) and signs as Razorpay does: the checkout
 * callback is HMAC-SHA256 of `order_id|payment_id` with the key secret, a webhook's `X-Razorpay-Signature` is
 * HMAC-SHA256 of its raw body with the webhook secret. Its HMACs are computed here, not with the site's
 * verifier, so a mistake in one is not hidden by the same mistake in the other.
 *
 * Webhooks go to `deliver` (by default a POST to `webhookUrl`) and can be sent twice, in reverse order, late,
 * or not at all; every event is kept in `events` so a test can send it again.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { CHECKOUT_SCRIPT } from "./checkout-script.ts";

export interface FakeGatewayOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks are POSTed when `deliver` is not given. */
  webhookUrl?: string;
  /** Replaces the HTTP delivery (a test's in-process app). */
  deliver?: (delivery: WebhookDelivery) => Promise<void>;
  /** How webhooks of browser payments (the stand-in checkout) are sent. */
  defaultDelivery?: DeliveryMode;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface WebhookDelivery {
  eventId: string;
  event: string;
  /** Exactly the bytes signed. */
  body: string;
  headers: Record<string, string>;
}

/** normal: in order, once; twice: each twice; reversed: last first; none: kept in `events` only. */
export type DeliveryMode = "normal" | "twice" | "reversed" | "none" | { delayMs: number };

export type FailureMode = number | "hang" | "lose-answer";

export interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed" | "refunded";
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  status: "pending" | "processed" | "failed";
  created_at: number;
}

export interface PayOptions {
  outcome?: "captured" | "failed" | "authorized";
  /** Pay a different amount than the order's (what a tampered or buggy flow would produce). */
  amountPaise?: number;
  currency?: string;
  delivery?: DeliveryMode;
}

/** What Checkout hands the browser's `handler` after a successful payment. */
export interface CheckoutCallback {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface FakeGateway {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** Every webhook made, in the order made. */
  events: WebhookDelivery[];
  /** Refund calls received, counting retries: a test of idempotency compares it with `refunds.size`. */
  refundCalls: number;
  /**
   * Makes the next `count` API calls fail: answer this status, `"hang"` (never answer), or `"lose-answer"` (do
   * the work, then never answer: a timeout after the gateway acted, what idempotency keys are for).
   */
  failNext(count: number, how: FailureMode): void;
  /** A payment attempt on an order, as the checkout would make; returns the callback and the webhooks made. */
  pay(
    orderId: string,
    options?: PayOptions,
  ): Promise<{ payment: FakePayment; callback: CheckoutCallback | null }>;
  /** Sends these events (again) as the gateway would. */
  redeliver(events: WebhookDelivery[]): Promise<void>;
  /** Settles a pending refund and sends `refund.processed` or `refund.failed`. */
  settleRefund(refundId: string, outcome: "processed" | "failed", delivery?: DeliveryMode): Promise<void>;
  close(): Promise<void>;
}

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;
const now = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function error(code: string, description: string) {
  return { error: { code, description, source: "NA", step: "NA", reason: "NA", metadata: {} } };
}

/** What the gateway knows, shared by its routes and its test controls. */
interface GatewayState
  extends Pick<
    FakeGateway,
    "keyId" | "keySecret" | "webhookSecret" | "orders" | "payments" | "refunds" | "events"
  > {
  refundKeys: Map<string, { body: string; refundId: string }>;
  /** Late deliveries still to be sent; `close` waits for them. */
  pending: Promise<unknown>[];
  failures: { count: number; how: FailureMode };
  /** A hung call waits for this: released when the gateway closes, so no timer outlives it. */
  closing: Promise<void>;
  releaseHung: () => void;
  deliver: (delivery: WebhookDelivery) => Promise<void>;
}

function createState(options: FakeGatewayOptions): GatewayState {
  let releaseHung = () => {};
  const closing = new Promise<void>((resolve) => {
    releaseHung = resolve;
  });
  const deliver =
    options.deliver ??
    (async (delivery: WebhookDelivery) => {
      if (!options.webhookUrl) return;
      await fetch(options.webhookUrl, {
        method: "POST",
        headers: delivery.headers,
        body: delivery.body,
      }).catch(() => undefined);
    });
  return {
    keyId: options.keyId ?? `rzp_test_${randomBytes(7).toString("hex")}`,
    keySecret: options.keySecret ?? randomBytes(18).toString("base64url"),
    webhookSecret: options.webhookSecret ?? randomBytes(18).toString("base64url"),
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundKeys: new Map(),
    events: [],
    pending: [],
    failures: { count: 0, how: 500 },
    closing,
    releaseHung,
    deliver,
  };
}

function makeEvent(state: GatewayState, event: string, payload: Record<string, unknown>): WebhookDelivery {
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_fake",
    event,
    contains: Object.keys(payload),
    payload: Object.fromEntries(Object.entries(payload).map(([key, entity]) => [key, { entity }])),
    created_at: now(),
  });
  const eventId = `evt_${randomUUID().replace(/-/g, "").slice(0, 14)}`;
  const made = {
    eventId,
    event,
    body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId,
      "x-razorpay-signature": hmac(state.webhookSecret, body),
    },
  };
  state.events.push(made);
  return made;
}

async function send(state: GatewayState, made: WebhookDelivery[], mode: DeliveryMode): Promise<void> {
  if (mode === "none") return;
  if (typeof mode === "object") {
    // Late: sent after the caller has moved on, as a gateway retrying hours later would.
    state.pending.push(sleep(mode.delayMs).then(() => send(state, made, "normal")));
    return;
  }
  const list = mode === "reversed" ? [...made].reverse() : made;
  for (const delivery of list) {
    await state.deliver(delivery);
    if (mode === "twice") await state.deliver(delivery);
  }
}

function newPayment(order: FakeOrder, pay: PayOptions): FakePayment {
  const outcome = pay.outcome ?? "captured";
  return {
    id: id("pay"),
    entity: "payment",
    amount: pay.amountPaise ?? order.amount_due,
    currency: pay.currency ?? order.currency,
    status: outcome,
    order_id: order.id,
    method: "upi",
    captured: outcome === "captured",
    amount_refunded: 0,
    error_code: outcome === "failed" ? "BAD_REQUEST_ERROR" : null,
    error_description: outcome === "failed" ? "Payment failed because the bank declined it" : null,
    created_at: now(),
  };
}

async function pay(state: GatewayState, orderId: string, pay: PayOptions = {}) {
  const order = state.orders.get(orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  const outcome = pay.outcome ?? "captured";
  const payment = newPayment(order, pay);
  state.payments.set(payment.id, payment);
  order.attempts += 1;
  if (order.status === "created") order.status = "attempted";
  const made: WebhookDelivery[] = [];
  if (outcome === "failed") made.push(makeEvent(state, "payment.failed", { payment: { ...payment } }));
  else {
    made.push(
      makeEvent(state, "payment.authorized", {
        payment: { ...payment, status: "authorized", captured: false },
      }),
    );
    if (outcome === "captured") {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      if (order.amount_due === 0) order.status = "paid";
      made.push(makeEvent(state, "payment.captured", { payment: { ...payment } }));
      if (order.status === "paid")
        made.push(makeEvent(state, "order.paid", { payment: { ...payment }, order: { ...order } }));
    }
  }
  await send(state, made, pay.delivery ?? "normal");
  const callback =
    outcome === "failed"
      ? null
      : {
          razorpay_order_id: order.id,
          razorpay_payment_id: payment.id,
          razorpay_signature: hmac(state.keySecret, `${order.id}|${payment.id}`),
        };
  return { payment, callback };
}

/** The stand-in checkout: its script, and the payment it makes from the site's pages (cross-origin). */
function checkoutRoutes(app: Hono, state: GatewayState, options: FakeGatewayOptions): void {
  app.use("/fake/checkout/*", async (c, next) => {
    c.header("access-control-allow-origin", "*");
    c.header("access-control-allow-headers", "content-type");
    if (c.req.method === "OPTIONS") return c.body(null, 204);
    await next();
  });
  app.get("/v1/checkout.js", (c) =>
    c.body(CHECKOUT_SCRIPT, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-store",
    }),
  );
  app.post("/fake/checkout/pay", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      order_id?: string;
      key?: string;
      outcome?: string;
    };
    if (body.key !== state.keyId || !body.order_id || !state.orders.has(body.order_id))
      return c.json(error("BAD_REQUEST_ERROR", "Unknown key or order"), 400);
    const outcome = body.outcome === "failed" ? "failed" : "captured";
    const result = await pay(state, body.order_id, {
      outcome,
      delivery: options.defaultDelivery ?? "normal",
    });
    return result.callback
      ? c.json(result.callback)
      : c.json(error("BAD_REQUEST_ERROR", result.payment.error_description ?? "failed"), 400);
  });
}

/** Basic auth with the key, then the failures a test asked for (`failNext`). */
function guardApi(app: Hono, state: GatewayState): void {
  app.use("/v1/*", async (c, next) => {
    if (c.req.path === "/v1/checkout.js") return next();
    const expected = Buffer.from(
      `Basic ${Buffer.from(`${state.keyId}:${state.keySecret}`).toString("base64")}`,
    );
    const given = Buffer.from(c.req.header("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return c.json(error("BAD_REQUEST_ERROR", "Authentication failed"), 401);
    const failures = state.failures;
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.how === "hang") {
        await state.closing;
        return c.body(null, 504);
      }
      if (failures.how === "lose-answer") {
        await next();
        await state.closing;
        return;
      }
      return c.json(error("SERVER_ERROR", "The fake gateway was told to fail"), failures.how as 500);
    }
    await next();
  });
}

const notFound = () => error("BAD_REQUEST_ERROR", "The id provided does not exist");

function orderRoutes(app: Hono, state: GatewayState): void {
  app.post("/v1/orders", async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      amount?: unknown;
      currency?: unknown;
      receipt?: unknown;
      notes?: Record<string, string>;
    } | null;
    if (!body || !Number.isInteger(body.amount) || (body.amount as number) < 100)
      return c.json(error("BAD_REQUEST_ERROR", "The amount must be at least INR 1.00"), 400);
    const order: FakeOrder = {
      id: id("order"),
      entity: "order",
      amount: body.amount as number,
      amount_paid: 0,
      amount_due: body.amount as number,
      currency: typeof body.currency === "string" ? body.currency : "INR",
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      status: "created",
      attempts: 0,
      notes: body.notes ?? {},
      created_at: now(),
    };
    state.orders.set(order.id, order);
    return c.json(order);
  });
  app.get("/v1/orders/:id", (c) => {
    const order = state.orders.get(c.req.param("id"));
    return order ? c.json(order) : c.json(notFound(), 400);
  });
  app.get("/v1/orders/:id/payments", (c) => {
    if (!state.orders.has(c.req.param("id"))) return c.json(notFound(), 400);
    const items = [...state.payments.values()].filter((payment) => payment.order_id === c.req.param("id"));
    return c.json({ entity: "collection", count: items.length, items });
  });
  app.get("/v1/payments/:id", (c) => {
    const payment = state.payments.get(c.req.param("id"));
    return payment ? c.json(payment) : c.json(notFound(), 400);
  });
}

/** `POST /v1/payments/:id/refund`, idempotent by `X-Refund-Idempotency`; `onCall` counts every call. */
function refundRoute(app: Hono, state: GatewayState, onCall: () => void): void {
  app.post("/v1/payments/:id/refund", async (c) => {
    onCall();
    const raw = await c.req.text();
    const key = c.req.header("x-refund-idempotency");
    if (key) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key))
        return c.json(error("BAD_REQUEST_ERROR", "The idempotency key is invalid"), 400);
      const seen = state.refundKeys.get(key);
      if (seen) {
        if (seen.body !== raw)
          return c.json(
            error(
              "BAD_REQUEST_ERROR",
              "Different request with the same idempotency key has already been processed.",
            ),
            400,
          );
        return c.json(state.refunds.get(seen.refundId));
      }
    }
    const payment = state.payments.get(c.req.param("id"));
    if (!payment) return c.json(notFound(), 400);
    const body = JSON.parse(raw || "{}") as { amount?: number };
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (payment.status !== "captured" && payment.status !== "refunded")
      return c.json(error("BAD_REQUEST_ERROR", "Only captured payments can be refunded"), 400);
    if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded)
      return c.json(
        error("BAD_REQUEST_ERROR", "The refund amount provided is greater than amount captured"),
        400,
      );
    payment.amount_refunded += amount;
    const refund: FakeRefund = {
      id: id("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      status: "pending",
      created_at: now(),
    };
    state.refunds.set(refund.id, refund);
    if (key) state.refundKeys.set(key, { body: raw, refundId: refund.id });
    const created = makeEvent(state, "refund.created", { refund: { ...refund }, payment: { ...payment } });
    await send(state, [created], "normal");
    return c.json(refund);
  });
}

async function settleRefund(
  state: GatewayState,
  refundId: string,
  outcome: "processed" | "failed",
  delivery: DeliveryMode,
): Promise<void> {
  const refund = state.refunds.get(refundId);
  if (!refund) throw new Error(`No refund ${refundId}`);
  refund.status = outcome;
  const payment = state.payments.get(refund.payment_id)!;
  if (outcome === "failed") payment.amount_refunded -= refund.amount;
  else if (payment.amount_refunded === payment.amount) payment.status = "refunded";
  await send(
    state,
    [makeEvent(state, `refund.${outcome}`, { refund: { ...refund }, payment: { ...payment } })],
    delivery,
  );
}

async function listen(app: Hono, options: FakeGatewayOptions) {
  const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  // Idle connections are kept longer than any pause of a test: a client reusing one the server has just closed
  // sees "fetch failed" (a race of every keep-alive server, made likely by Node's 5 s default on a busy machine).
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 120_000;
  http.headersTimeout = 125_000;
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  return { url: `http://${host}:${address.port}`, close };
}

export async function startFakeGateway(options: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const state = createState(options);
  const app = new Hono();
  checkoutRoutes(app, state, options);
  guardApi(app, state);
  orderRoutes(app, state);
  refundRoute(app, state, () => {
    gateway.refundCalls += 1;
  });
  const server = await listen(app, options);

  const gateway: FakeGateway = {
    url: server.url,
    keyId: state.keyId,
    keySecret: state.keySecret,
    webhookSecret: state.webhookSecret,
    orders: state.orders,
    payments: state.payments,
    refunds: state.refunds,
    events: state.events,
    refundCalls: 0,
    failNext(count, how) {
      state.failures = { count, how };
    },
    pay: (orderId, options) => pay(state, orderId, options),
    redeliver: (made) => send(state, made, "normal"),
    settleRefund: (refundId, outcome, delivery = "normal") =>
      settleRefund(state, refundId, outcome, delivery),
    async close() {
      state.releaseHung();
      await Promise.allSettled(state.pending);
      await server.close();
    },
  };
  return gateway;
}
