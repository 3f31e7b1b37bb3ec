/** Configuration from environment variables, validated once at start-up with a clear message. */
import path from "node:path";
import { z } from "zod";
import { COMPANY } from "../domain/constants.ts";
import { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimitRules } from "./http/rate-limit-rules.ts";
import { type GatewaySettings, readGatewaySettings } from "./payments/gateway-config.ts";
import type { S3Settings } from "./storage/s3.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** `points/seconds`, such as `10/600`; absent means the default. */
function rateRule(name: string) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,6}\/[1-9]\d{0,6}$/, `${name} must look like 10/600 (requests per seconds)`)
      .transform((value): RateLimitRule => {
        const [points, durationSeconds] = value.split("/").map(Number);
        return { points: points!, durationSeconds: durationSeconds! };
      })
      .optional(),
  );
}
const NOTIFY_EMAIL_MESSAGE = "NOTIFY_EMAIL must be an e-mail address, or several separated by commas";
const MIN_FREE_DISK_MESSAGE = "MIN_FREE_DISK_MB must be a whole number of megabytes (0 turns the check off)";

/**
 * The origin the server listens on, for SITE_URL's default: `localhost` for a wildcard or loopback host (what a
 * browser on this machine opens), the host itself otherwise (IPv6 in brackets).
 */
export function listeningOrigin(host: string, port: number): string {
  const wildcard = ["0.0.0.0", "::", "", "127.0.0.1", "::1", "localhost"].includes(host);
  const name = wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number()
    .int()
    .min(1, "PORT must be between 1 and 65535")
    .max(65535, "PORT must be between 1 and 65535")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  SITE_URL: optionalText.pipe(
    z.url({ message: "SITE_URL must be an absolute URL such as https://example.com" }).optional(),
  ),
  SEED_DEMO: z
    .enum(["0", "1", "true", "false", ""])
    .default("")
    .transform((v) => v === "1" || v === "true"),
  /** POST requests allowed per IP and window on public forms. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Own budgets of guessable or expensive requests, `points/seconds` (server/http/rate-limit.ts). */
  RATE_LIMIT_COUPON: rateRule("RATE_LIMIT_COUPON"),
  RATE_LIMIT_PDF: rateRule("RATE_LIMIT_PDF"),
  RATE_LIMIT_VERIFY: rateRule("RATE_LIMIT_VERIFY"),
  RATE_LIMIT_UPLOAD: rateRule("RATE_LIMIT_UPLOAD"),
  /** Staff sign-in (docs/decisions/0031-sign-in-limits.md): failures per account and address, per address, per account. */
  RATE_LIMIT_SIGN_IN_ACCOUNT_ADDRESS: rateRule("RATE_LIMIT_SIGN_IN_ACCOUNT_ADDRESS"),
  RATE_LIMIT_SIGN_IN_ADDRESS: rateRule("RATE_LIMIT_SIGN_IN_ADDRESS"),
  RATE_LIMIT_SIGN_IN_ACCOUNT: rateRule("RATE_LIMIT_SIGN_IN_ACCOUNT"),
  /** Attempts a slowed account takes from addresses it does not know, `attempts/seconds`. */
  RATE_LIMIT_SIGN_IN_SLOWED: rateRule("RATE_LIMIT_SIGN_IN_SLOWED"),
  RATE_LIMIT_SET_PASSWORD: rateRule("RATE_LIMIT_SET_PASSWORD"),
  /** Proxies in front of the server that append to X-Forwarded-For (0: use the socket's address). */
  TRUST_PROXY: z.coerce
    .number({ error: "TRUST_PROXY must be a whole number of proxy hops (0 for none)" })
    .int("TRUST_PROXY must be a whole number of proxy hops (0 for none)")
    .min(0, "TRUST_PROXY must be a whole number of proxy hops (0 for none)")
    .max(10, "TRUST_PROXY must be at most 10")
    .default(0),
  /** Signs staff session cookies and encrypts two-factor secrets (server/auth/auth-secret.ts). */
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, "AUTH_SECRET must be at least 32 characters (openssl rand -base64 32)").optional(),
  ),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  /** Uploads are refused while storing one would leave less free disk space than this (0: no check). */
  MIN_FREE_DISK_MB: z.coerce
    .number({ error: MIN_FREE_DISK_MESSAGE })
    .int(MIN_FREE_DISK_MESSAGE)
    .min(0, MIN_FREE_DISK_MESSAGE)
    .default(512),
  /** Mail (server/mail): sent over SMTP when set, otherwise kept for the console to show. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^smtps?:\/\//,
        "SMTP_URL must start with smtp:// or smtps:// (for example smtp://user:pass@host:587)",
      )
      .optional(),
  ),
  MAIL_FROM: optionalText,
  /** Files in an S3 bucket instead of DATA_DIR (several instances share them). */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ message: "S3_ENDPOINT must be a URL such as http://127.0.0.1:9000" }).optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** How long a message claimed by a process that died waits before another process sends it. */
  MAIL_LEASE_SECONDS: z.coerce
    .number({ error: "MAIL_LEASE_SECONDS must be a whole number of seconds" })
    .int("MAIL_LEASE_SECONDS must be a whole number of seconds")
    .min(1, "MAIL_LEASE_SECONDS must be at least 1")
    .max(3600, "MAIL_LEASE_SECONDS must be at most 3600")
    .default(120),
  /** Tries of a message before it is marked failed (the dashboard shows it; the Mail screen can send it again). */
  MAIL_MAX_ATTEMPTS: z.coerce
    .number({ error: "MAIL_MAX_ATTEMPTS must be a whole number" })
    .int("MAIL_MAX_ATTEMPTS must be a whole number")
    .min(1, "MAIL_MAX_ATTEMPTS must be at least 1")
    .max(20, "MAIL_MAX_ATTEMPTS must be at most 20")
    .default(8),
  /** Several instances: rate limits and content versions shared through Redis. */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^rediss?:\/\//,
        "REDIS_URL must start with redis:// or rediss:// (for example redis://127.0.0.1:6379)",
      )
      .optional(),
  ),
  /** Online payment (server/payments/gateway-config.ts): all three secrets or none. */
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(
    z.url({ message: "RAZORPAY_API_URL must be a URL such as https://api.razorpay.com" }).optional(),
  ),
  RAZORPAY_CHECKOUT_URL: optionalText.pipe(
    z
      .url({
        message: "RAZORPAY_CHECKOUT_URL must be a URL such as https://checkout.razorpay.com/v1/checkout.js",
      })
      .optional(),
  ),
  RAZORPAY_TIMEOUT_SECONDS: z.coerce
    .number({ error: "RAZORPAY_TIMEOUT_SECONDS must be a whole number of seconds" })
    .int("RAZORPAY_TIMEOUT_SECONDS must be a whole number of seconds")
    .min(1, "RAZORPAY_TIMEOUT_SECONDS must be at least 1")
    .max(60, "RAZORPAY_TIMEOUT_SECONDS must be at most 60")
    .default(10),
  PAYMENTS_FIRST_ROUND_SECONDS: z.coerce
    .number({ error: "PAYMENTS_FIRST_ROUND_SECONDS must be a whole number of seconds" })
    .int("PAYMENTS_FIRST_ROUND_SECONDS must be a whole number of seconds")
    .min(1, "PAYMENTS_FIRST_ROUND_SECONDS must be at least 1")
    .max(600, "PAYMENTS_FIRST_ROUND_SECONDS must be at most 600")
    .default(20),
  NOTIFY_EMAIL: optionalText.pipe(
    z
      .string()
      .transform((value) => value.split(",").map((address) => address.trim()))
      .pipe(z.array(z.email(NOTIFY_EMAIL_MESSAGE)))
      .optional(),
  ),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  siteUrl: string;
  seedDemo: boolean;
  rateLimits: RateLimitRules;
  trustProxy: number;
  logLevel: "silent" | "error" | "info";
  /** AUTH_SECRET as given; absent means the embedded default (server/auth/auth-secret.ts). */
  authSecret?: string;
  /** Free disk space in DATA_DIR that uploads must leave, in bytes (0: no check). */
  minFreeDiskBytes: number;
  /** Absent: one instance, limits and caches in process memory. */
  redisUrl?: string;
  /** Absent: files under DATA_DIR. */
  s3?: S3Settings;
  /** Absent: online payment is off; visitors are shown bank and UPI details and staff record payments. */
  gateway?: GatewaySettings;
  /** How long after start the first payments round runs (server/payments/payment-job.ts); 20 s when absent. */
  paymentsFirstRoundMs?: number;
  mail: {
    /** Absent: messages are kept (status `kept`) and shown in the console instead of being sent. */
    smtpUrl?: string;
    /** The From header, such as `Nexora Technologies <no-reply@example.com>`. */
    from: string;
    /** Staff to notify of submissions when the console's settings name nobody for a kind. */
    notify: string[];
    leaseMs: number;
    maxAttempts: number;
  };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? listeningOrigin(e.HOST, e.PORT)).replace(/\/$/, "");
  if (e.S3_ENDPOINT && !e.S3_BUCKET)
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET: S3_ENDPOINT is set, so S3_BUCKET must name the bucket",
    );
  const gateway = readGatewaySettings({
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: e.RAZORPAY_API_URL,
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
    timeoutSeconds: e.RAZORPAY_TIMEOUT_SECONDS,
  });
  if (typeof gateway === "string") throw new ConfigError(`Invalid configuration:\n  ${gateway}`);
  const accountAddress = e.RATE_LIMIT_SIGN_IN_ACCOUNT_ADDRESS ?? DEFAULT_RATE_LIMITS.signInAccountAddress;
  const account = e.RATE_LIMIT_SIGN_IN_ACCOUNT ?? DEFAULT_RATE_LIMITS.signInAccount;
  // Within one window of the account's budget, one address can fail this often (its own windows start when it
  // starts, so a window of the account can hold the end of one of them and the start of the next).
  const oneAddress =
    accountAddress.points * (Math.ceil(account.durationSeconds / accountAddress.durationSeconds) + 1);
  if (account.points <= oneAddress)
    throw new ConfigError(
      `Invalid configuration:\n  RATE_LIMIT_SIGN_IN_ACCOUNT: must allow more than ${oneAddress} failures (what one address may make under RATE_LIMIT_SIGN_IN_ACCOUNT_ADDRESS in that time), or one address alone could slow an account`,
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    seedDemo: e.SEED_DEMO,
    rateLimits: {
      post: { points: e.RATE_LIMIT_MAX, durationSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
      coupon: e.RATE_LIMIT_COUPON ?? DEFAULT_RATE_LIMITS.coupon,
      pdf: e.RATE_LIMIT_PDF ?? DEFAULT_RATE_LIMITS.pdf,
      verify: e.RATE_LIMIT_VERIFY ?? DEFAULT_RATE_LIMITS.verify,
      upload: e.RATE_LIMIT_UPLOAD ?? DEFAULT_RATE_LIMITS.upload,
      signInAccountAddress: accountAddress,
      signInAddress: e.RATE_LIMIT_SIGN_IN_ADDRESS ?? DEFAULT_RATE_LIMITS.signInAddress,
      signInAccount: account,
      signInSlowed: e.RATE_LIMIT_SIGN_IN_SLOWED ?? DEFAULT_RATE_LIMITS.signInSlowed,
      setPassword: e.RATE_LIMIT_SET_PASSWORD ?? DEFAULT_RATE_LIMITS.setPassword,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
    redisUrl: e.REDIS_URL,
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    gateway,
    paymentsFirstRoundMs: e.PAYMENTS_FIRST_ROUND_SECONDS * 1000,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${COMPANY.name} <no-reply@${new URL(siteUrl).hostname}>`,
      notify: e.NOTIFY_EMAIL ?? [],
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
  };
}
