/** Maps any thrown error to the JSON error shape of docs/product/api.md, without stack traces. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { causeChain, hasErrorCode } from "../../domain/db/database-errors.ts";
import { DuplicateError, NotFoundError, RuleError } from "../../domain/errors.ts";
import { MESSAGES } from "../../domain/messages.ts";
import type { Logger } from "./logger.ts";
import { BadRequestError, CONTROL_CHARACTER_MESSAGE } from "./validation.ts";

/** Seconds a client is asked to wait (Retry-After) when the database is unavailable, API and pages alike. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Network errors, PostgreSQL's connection exceptions (class 08), server shutdown/crash/start-up (57P01-57P03),
 * a full server (53300), and a database that no longer exists or refuses our login (3D000, 28000, 28P01).
 */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // The database is gone or we may not log in to it (dropped, renamed, role removed): an outage like any other.
  "3D000",
  "28000",
  "28P01",
]);

/**
 * Messages of failures that carry no specific code: pg's lost connection and pool timeout, a closed PGlite,
 * and a database closed to new connections for maintenance (`ALLOW_CONNECTIONS false`, code 55000, which
 * other, unrelated errors share).
 */
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|is not currently accepting connections/i;

/** invalid byte sequence / untranslatable character. */
const INVALID_TEXT_CODES = new Set(["22021", "22P05"]);

/** True for errors that mean the database cannot be reached right now (worth a 503 and a retry). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (hasErrorCode(error, CONNECTION_ERROR_CODES)) return true;
  for (const e of causeChain(error))
    if (CONNECTION_ERROR_MESSAGE.test((e as Error).message ?? "")) return true;
  return false;
}

export function errorResponse(error: unknown, c: Context, logger: Logger): Response {
  if (error instanceof BadRequestError) return c.json({ error: error.message, issues: error.issues }, 400);
  if (error instanceof RuleError)
    return c.json(
      { error: error.message, issues: [{ path: error.path.join("."), message: error.message }] },
      400,
    );
  if (error instanceof DuplicateError) return c.json({ error: error.message }, 400);
  if (error instanceof NotFoundError) return c.json({ error: error.message }, 404);
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 413 ? MESSAGES.bodyTooLarge : error.message || MESSAGES.internalError;
    return c.json({ error: message }, status);
  }
  if (hasErrorCode(error, INVALID_TEXT_CODES)) {
    // Text the database cannot store (a backstop: validation refuses control characters first).
    return c.json({ error: CONTROL_CHARACTER_MESSAGE }, 400);
  }
  if (isDatabaseUnavailable(error)) {
    logger.error("database unavailable", { requestId: c.get("requestId"), error });
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return c.json({ error: MESSAGES.serviceUnavailable }, 503);
  }
  logger.error("unhandled error", {
    requestId: c.get("requestId"),
    error,
  });
  return c.json({ error: MESSAGES.internalError }, 500);
}
