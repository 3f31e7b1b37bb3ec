/**
 * Razorpay's signatures, checked in constant time over the exact bytes that were signed:
 * - Checkout's callback: HMAC-SHA256 of `order_id|payment_id` with the key secret, where the order id is the one
 *   we stored (never the one the browser sends back);
 * - webhooks: `X-Razorpay-Signature`, HMAC-SHA256 of the raw request body with the webhook secret, checked
 *   before the body is parsed.
 * Both are lowercase hex.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

function hmacHex(secret: string, data: string | Uint8Array): Buffer {
  return createHmac("sha256", secret).update(data).digest();
}

/** True when `signatureHex` is the HMAC of `data`; false for anything else, including malformed hex. */
function matches(expected: Buffer, signatureHex: string | null | undefined): boolean {
  if (!signatureHex || !/^[0-9a-f]{64}$/i.test(signatureHex)) return false;
  return timingSafeEqual(expected, Buffer.from(signatureHex, "hex"));
}

export function checkoutSignatureValid(input: {
  storedOrderId: string;
  paymentId: string;
  signature: string | null | undefined;
  keySecret: string;
}): boolean {
  return matches(hmacHex(input.keySecret, `${input.storedOrderId}|${input.paymentId}`), input.signature);
}

export function webhookSignatureValid(input: {
  rawBody: Uint8Array | string;
  signature: string | null | undefined;
  webhookSecret: string;
}): boolean {
  return matches(hmacHex(input.webhookSecret, input.rawBody), input.signature);
}
