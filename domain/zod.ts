/**
 * zod, configured once for every shared schema. Zod 4 probes `new Function` to speed up parsing; the site's
 * CSP has no 'unsafe-eval', so in the browser that probe is blocked and reported as a violation.
 */
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./text.ts";

z.config({ jitless: true });

export { z };

/**
 * A text field of a console form: a string without the control characters no form accepts (text.ts), refused
 * with their own message before any other check. Every console schema builds its text fields from this (the
 * public forms have the same check in checkInput, input-check.ts), so NUL, C0 controls and bidi overrides
 * never reach the database, the verify page or a PDF. `params` are z.string()'s (its error for a missing value).
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), {
    message: CONTROL_CHARACTER_MESSAGE,
    // One message for such a field: the others (length, format) would only add noise.
    abort: true,
  });
}
