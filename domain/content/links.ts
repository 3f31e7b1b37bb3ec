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

/**
 * An alert's link to a batch, as stored: `batch:12`. It is not an address: reading the alerts turns it into the
 * batch's place on its program's page (`batchLinkTargets` in domain/programs/batch-reads.server.ts), so the link
 * follows the program when its address changes and falls back to the program's page once the batch closes.
 */
const BATCH_LINK = /^batch:([1-9]\d{0,9})$/;

export const batchLink = (batchId: number) => `batch:${batchId}`;

/** The batch an alert's stored link points to; null for an ordinary link. */
export function batchIdOfLink(value: string): number | null {
  const match = BATCH_LINK.exec(value);
  return match ? Number(match[1]) : null;
}

/** The anchor of a batch on its program's page (app/features/programs/batch-list.tsx). */
export const batchAnchor = (batchId: number) => `batch-${batchId}`;
