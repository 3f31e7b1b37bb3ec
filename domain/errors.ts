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

/**
 * The base class of an error recognised by its brand: `instanceof` a class made from it holds for any error of
 * that `kind`, whichever copy of the module made it. Also for the domain's errors kept beside what throws them.
 */
export function brandedError<const Kind extends string>(kind: Kind) {
  return class extends Error {
    override name: string = kind;
    readonly [KIND]: Kind = kind;
    static [Symbol.hasInstance](value: unknown) {
      return branded(value, kind);
    }
  };
}

export class NotFoundError extends brandedError("NotFoundError") {}

/** A repeat of something that may exist only once (an enquiry for the same training, say). */
export class DuplicateError extends brandedError("DuplicateError") {}

/**
 * An address that holds what no page of ours writes: a filter with control characters, an impossible date.
 * Pages answer 400 with the message (server/pages.ts), downloads the same.
 */
export class InvalidAddressError extends brandedError("InvalidAddressError") {}

/** Input that passed its schema but breaks a rule that needs the database (an unknown program, say). */
export class RuleError extends brandedError("RuleError") {
  constructor(
    message: string,
    readonly path: string[] = [],
  ) {
    super(message);
  }
}
