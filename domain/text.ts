/**
 * What counts as text in a form field. `trim()` removes spaces but not characters that show nothing: a name
 * made only of zero-width spaces, bidi overrides or C1 controls would pass "required" and be stored as an
 * invisible record. Lone surrogates are not text at all (no UTF-8 encoding exists for them).
 */

/**
 * Characters that show nothing on their own: controls (C0, C1), format characters (zero-width, bidi
 * controls, BOM, soft hyphen), combining marks with nothing to combine with, and the Hangul fillers (letters by
 * category, blank by design).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{M}\p{Z}\u115F\u1160\u3164\uFFA0]/gu;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the value has at least one character a reader can see. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "").length > 0;
}

/** True when the value is a proper Unicode string (no lone surrogates). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Both: what a required text field accepts. */
export function isMeaningfulText(value: string): boolean {
  return isWellFormedText(value) && hasVisibleText(value);
}
