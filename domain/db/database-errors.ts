/**
 * Reading database errors, whichever engine raised them: PostgreSQL (pg) and PGlite both report the SQLSTATE
 * in `code`, and Drizzle wraps the driver's error in `cause`. The one place that walks that chain.
 */

/** SQLSTATE of a unique index refusing a row. */
export const UNIQUE_VIOLATION = "23505";

/** The error and the ones it wraps, outermost first (five deep at most). */
export function* causeChain(error: unknown): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    yield e;
}

/** True when the error, or one it wraps, carries one of `codes` (SQLSTATE or a Node error code). */
export function hasErrorCode(error: unknown, codes: ReadonlySet<string> | string): boolean {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (typeof codes === "string" ? code === codes : codes.has(code)))
      return true;
  }
  return false;
}

/** A unique index refused the row (a repeat, a code or id taken meanwhile). */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, UNIQUE_VIOLATION);
}
