/**
 * Where a link typed in the console may point: one rule for every field that takes one (an alert's button, a
 * link in an article's text), checked as you type and again on the server.
 */

/** Characters no link holds as typed: spaces and invisible ones (browsers drop a tab or line break inside an
 * address, so `/<tab>/evil.example` is `//evil.example` to them) and the backslash (a slash to browsers). */
const NOT_IN_A_LINK = /[\s\p{Cc}\p{Cf}\\]/u;

/**
 * A path on this site (`/learning-opportunities`, `/blog?page=2`): exactly one `/` first. `//evil.example` is
 * another site to a browser, and so are `/\evil.example` and `\\evil.example`, since browsers read a backslash
 * as a slash.
 */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && value[1] !== "/" && !NOT_IN_A_LINK.test(value);
}

/** A full web address with a host: `https://…` or `http://…`. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || NOT_IN_A_LINK.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

/** An e-mail link: `mailto:someone@example.in` (a `?subject=` after it is fine). */
export function isMailLink(value: string): boolean {
  return /^mailto:[^@]+@[^@]+$/i.test(value) && !NOT_IN_A_LINK.test(value);
}

export const LINK_MESSAGES = {
  /** An alert's button: a page of the site or another site. */
  alert: "Enter a path on this site (/learning-opportunities) or a full address (https://…).",
  /** A link in an article's text may also write an e-mail. */
  text: "Enter a path on this site (/courses), a full address (https://…) or an e-mail link (mailto:…).",
} as const;

/** The alert button's rule. */
export const isAlertLink = (value: string) => isSitePath(value) || isWebAddress(value);

/** The rule of a link in an article's text. */
export const isTextLink = (value: string) => isAlertLink(value) || isMailLink(value);
