/**
 * `POST /api/payments/razorpay/webhook`: the raw bytes are checked against `X-Razorpay-Signature` (constant
 * time) before anything is parsed, stored in the inbox under `X-Razorpay-Event-Id`, and answered 200 at once;
 * processing follows from the inbox (server/payments/inbox-drain.ts). A tampered or unsigned body is refused
 * with 400 and stores nothing; a duplicate is answered 200 and stores nothing. The public forms' rate limit
 * does not apply: the gateway sends from few addresses, in bursts, and retries what is refused.
 */
import { Hono } from "hono";
import { recordWebhook } from "../../domain/payments/inbox.server.ts";
import { webhookSignatureValid } from "../../domain/payments/signatures.ts";
import type { AppEnv, Deps } from "../deps.ts";
import type { InboxDrain } from "./inbox-drain.ts";

export const RAZORPAY_WEBHOOK_PATH = "/api/payments/razorpay/webhook";

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function razorpayWebhookRoutes(deps: Pick<Deps, "db" | "config">, drain: InboxDrain) {
  const routes = new Hono<AppEnv>();
  routes.post(RAZORPAY_WEBHOOK_PATH, async (c) => {
    const gateway = deps.config.gateway;
    if (!gateway) return c.json({ error: "Online payment is not set up." }, 404);
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (
      !webhookSignatureValid({
        rawBody: raw,
        signature: c.req.header("x-razorpay-signature"),
        webhookSecret: gateway.webhookSecret,
      })
    )
      return c.json({ error: "The signature does not match." }, 400);
    const eventId = c.req.header("x-razorpay-event-id") ?? "";
    let rawBody: string;
    let event: unknown;
    try {
      rawBody = new TextDecoder("utf-8", { fatal: true }).decode(raw);
      event = (JSON.parse(rawBody) as { event?: unknown }).event;
    } catch {
      return c.json({ error: "The body is not JSON." }, 400);
    }
    if (!EVENT_ID.test(eventId) || typeof event !== "string" || !event)
      return c.json({ error: "The event id or name is missing." }, 400);
    const { stored } = await recordWebhook(deps.db, { eventId, event: event.slice(0, 100), rawBody });
    if (stored) drain.wake();
    return c.json({ received: true, duplicate: !stored });
  });
  return routes;
}
