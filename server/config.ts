/** Configuration from environment variables, validated once at start-up with a clear message. */
import path from "node:path";
import { z } from "zod";
import { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimitRules } from "./http/rate-limit.ts";

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
const MIN_FREE_DISK_MESSAGE = "MIN_FREE_DISK_MB must be a whole number of megabytes (0 turns the check off)";

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
  SITE_URL: z
    .url({ message: "SITE_URL must be an absolute URL such as https://example.com" })
    .default("http://localhost:3000"),
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
  RATE_LIMIT_SIGN_IN_ACCOUNT: rateRule("RATE_LIMIT_SIGN_IN_ACCOUNT"),
  RATE_LIMIT_SIGN_IN_ADDRESS: rateRule("RATE_LIMIT_SIGN_IN_ADDRESS"),
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
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL.replace(/\/$/, ""),
    seedDemo: e.SEED_DEMO,
    rateLimits: {
      post: { points: e.RATE_LIMIT_MAX, durationSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
      coupon: e.RATE_LIMIT_COUPON ?? DEFAULT_RATE_LIMITS.coupon,
      pdf: e.RATE_LIMIT_PDF ?? DEFAULT_RATE_LIMITS.pdf,
      verify: e.RATE_LIMIT_VERIFY ?? DEFAULT_RATE_LIMITS.verify,
      upload: e.RATE_LIMIT_UPLOAD ?? DEFAULT_RATE_LIMITS.upload,
      signInAccount: e.RATE_LIMIT_SIGN_IN_ACCOUNT ?? DEFAULT_RATE_LIMITS.signInAccount,
      signInAddress: e.RATE_LIMIT_SIGN_IN_ADDRESS ?? DEFAULT_RATE_LIMITS.signInAddress,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
  };
}
