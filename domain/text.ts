/**
 * What counts as text in a form field. `trim()` removes spaces but not characters that show nothing: a name
 * made only of zero-width spaces, bidi overrides or C1 controls would pass "required" and be stored as an
 * invisible record. Lone surrogates are not text at all (no UTF-8 encoding exists for them). And some
 * characters no field takes at all, public or console: control characters (below).
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

/**
 * Characters no form field accepts, on the public site or in the console: the C0 controls other than tab, line
 * feed and carriage return (NUL cannot even be stored in PostgreSQL text), DEL and the C1 controls, and the
 * bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which reorder what a reader
 * sees: a name typed with U+202E shows reversed on the verify page and in the PDFs made of it. Right-to-left
 * text needs none of them (its letters carry their direction); the marks U+200E and U+200F stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** What a field with such a character is told, everywhere (one message for the site and the console). */
export const CONTROL_CHARACTER_MESSAGE =
  "Remove the invisible control characters (such as NUL or text-direction overrides) from this text.";

/** True when the value holds a character no form field accepts (see CONTROL_CHARACTERS). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
