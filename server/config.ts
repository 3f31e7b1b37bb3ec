/** Configuration from environment variables, validated once at start-up with a clear message. */
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

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
  rateLimit: { max: number; windowMs: number };
  logLevel: "silent" | "error" | "info";
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
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    logLevel: e.LOG_LEVEL,
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
  };
}
