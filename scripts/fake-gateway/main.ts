/**
 * `npm run fake-gateway`: the fake Razorpay on a port of this machine, for trying the payment flow offline.
 * It prints the variables to give the site. Options (environment): FAKE_GATEWAY_PORT (default 4010),
 * FAKE_GATEWAY_WEBHOOK_URL (default the site on SITE_URL or http://localhost:3000), FAKE_GATEWAY_DELIVERY
 * (normal, twice, reversed, none, or a delay in milliseconds: how the webhooks of each payment are sent).
 * Stops on Ctrl-C.
 */
import { type DeliveryMode, startFakeGateway } from "./gateway.ts";

function deliveryMode(value: string | undefined): DeliveryMode {
  if (!value) return "normal";
  if (/^\d+$/.test(value)) return { delayMs: Number(value) };
  if (["normal", "twice", "reversed", "none"].includes(value)) return value as DeliveryMode;
  throw new Error("FAKE_GATEWAY_DELIVERY must be normal, twice, reversed, none or a number of milliseconds");
}

const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const webhookUrl = process.env.FAKE_GATEWAY_WEBHOOK_URL ?? `${site}/api/payments/razorpay/webhook`;
const gateway = await startFakeGateway({
  port: Number(process.env.FAKE_GATEWAY_PORT ?? 4010),
  webhookUrl,
  defaultDelivery: deliveryMode(process.env.FAKE_GATEWAY_DELIVERY),
});

console.log(`Fake payment gateway on ${gateway.url}; webhooks to ${webhookUrl}.
Start the site with:

RAZORPAY_KEY_ID=${gateway.keyId}
RAZORPAY_KEY_SECRET=${gateway.keySecret}
RAZORPAY_WEBHOOK_SECRET=${gateway.webhookSecret}
RAZORPAY_API_URL=${gateway.url}
RAZORPAY_CHECKOUT_URL=${gateway.url}/v1/checkout.js
`);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
