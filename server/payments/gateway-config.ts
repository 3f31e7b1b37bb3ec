/**
 * The payment gateway's settings from the environment. Online payment needs the key id, key secret and webhook
 * secret together: none of them means online payment is off (visitors see bank and UPI details, staff record
 * what arrives); some but not all is a mistake that stops the server, naming what is missing, rather than a
 * site that takes money it cannot confirm.
 */
export const RAZORPAY_API_URL = "https://api.razorpay.com";
export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

export interface GatewaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash; the client adds `/v1/…`. */
  apiUrl: string;
  checkoutUrl: string;
  timeoutMs: number;
}

export interface GatewayEnvironment {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  apiUrl?: string;
  checkoutUrl?: string;
  timeoutSeconds: number;
}

/** The settings, undefined when online payment is off, or a message saying what a partial set lacks. */
export function readGatewaySettings(env: GatewayEnvironment): GatewaySettings | undefined | string {
  const secrets = {
    RAZORPAY_KEY_ID: env.keyId,
    RAZORPAY_KEY_SECRET: env.keySecret,
    RAZORPAY_WEBHOOK_SECRET: env.webhookSecret,
  };
  const given = Object.entries(secrets).filter(([, value]) => value);
  const anyUrl = Boolean(env.apiUrl || env.checkoutUrl);
  if (given.length === 0 && !anyUrl) return undefined;
  const missing = Object.entries(secrets)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length)
    return `${missing.join(", ")}: online payment needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (set all three, or none to take payments by bank transfer and UPI)`;
  return {
    keyId: env.keyId!,
    keySecret: env.keySecret!,
    webhookSecret: env.webhookSecret!,
    apiUrl: (env.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, ""),
    checkoutUrl: env.checkoutUrl ?? RAZORPAY_CHECKOUT_URL,
    timeoutMs: env.timeoutSeconds * 1000,
  };
}
