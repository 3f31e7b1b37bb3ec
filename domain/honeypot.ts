/**
 * Honeypot for public forms: the forms render a visually hidden, unlabelled-for-humans field named
 * `HONEYPOT_FIELD`. People leave it empty; naive bots fill it. A filled honeypot gets the normal success
 * answer (so the bot learns nothing) and nothing is stored.
 */
export const HONEYPOT_FIELD = "website_url";

export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
