/**
 * The secret that signs staff session cookies and encrypts two-factor secrets.
 *
 * AUTH_SECRET when set. Otherwise, on the embedded database, a random secret kept beside it in
 * DATA_DIR/auth-secret (created once, readable by the owner only), so `npm start` needs no setup and sessions
 * survive a restart. On PostgreSQL in production it must be set: several instances have to share it, and a
 * secret on one machine's disk would sign everyone out whenever another instance answered.
 */
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, ConfigError } from "../config.ts";

export const AUTH_SECRET_FILE = "auth-secret";

export async function resolveAuthSecret(config: Config): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (config.databaseUrl) {
    if (config.env === "production")
      throw new ConfigError(
        "Invalid configuration:\n  AUTH_SECRET: must be set when DATABASE_URL is (at least 32 characters, the same on every instance; openssl rand -base64 32)",
      );
    return randomBytes(32).toString("base64url");
  }
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
