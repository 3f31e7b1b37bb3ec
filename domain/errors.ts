/**
 * Errors that domain functions throw for outcomes a caller must tell apart.
 * The HTTP layer maps them to status codes; pages map them to their not-found or error states.
 */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

/** A repeat of something that may exist only once (an enquiry for the same training, say). */
export class DuplicateError extends Error {
  override name = "DuplicateError";
}

/** Input that passed its schema but breaks a rule that needs the database (an unknown program, say). */
export class RuleError extends Error {
  override name = "RuleError";
  constructor(
    message: string,
    readonly path: string[] = [],
  ) {
    super(message);
  }
}
