/**
 * Errors that domain functions throw for outcomes a caller must tell apart.
 * The HTTP layer maps them to status codes; pages map them to their not-found or error states.
 *
 * `instanceof` works across copies of this module: the React Router server build bundles its own copy, while
 * the content reads it is handed (context.reads) are made by the server's copy, so each class recognises an
 * error by a brand under a global symbol, not by its prototype.
 */
const KIND = Symbol.for("nexora.domain-error-kind");

function branded(error: unknown, kind: string): boolean {
  return typeof error === "object" && error !== null && (error as { [KIND]?: string })[KIND] === kind;
}

export class NotFoundError extends Error {
  override name = "NotFoundError";
  readonly [KIND] = "NotFoundError";
  static [Symbol.hasInstance](value: unknown) {
    return branded(value, "NotFoundError");
  }
}

/** A repeat of something that may exist only once (an enquiry for the same training, say). */
export class DuplicateError extends Error {
  override name = "DuplicateError";
  readonly [KIND] = "DuplicateError";
  static [Symbol.hasInstance](value: unknown) {
    return branded(value, "DuplicateError");
  }
}

/**
 * An address that holds what no page of ours writes: a filter with control characters, an impossible date.
 * Pages answer 400 with the message (server/pages.ts), downloads the same.
 */
export class InvalidAddressError extends Error {
  override name = "InvalidAddressError";
  readonly [KIND] = "InvalidAddressError";
  static [Symbol.hasInstance](value: unknown) {
    return branded(value, "InvalidAddressError");
  }
}

/** Input that passed its schema but breaks a rule that needs the database (an unknown program, say). */
export class RuleError extends Error {
  override name = "RuleError";
  readonly [KIND] = "RuleError";
  static [Symbol.hasInstance](value: unknown) {
    return branded(value, "RuleError");
  }
  constructor(
    message: string,
    readonly path: string[] = [],
  ) {
    super(message);
  }
}
