/**
 * The person an e-mail address reaches, for recognising a repeated enquiry. Addresses are stored as typed;
 * this key is compared. Case never matters, and Gmail delivers `a.sha+promo@googlemail.com` to the same
 * mailbox as `asha@gmail.com` (dots and `+tags` in the local part are ignored, googlemail.com is gmail.com).
 * Other providers' rules differ, so only Gmail's are applied.
 */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return address;
  return `${local.split("+", 1)[0]!.replaceAll(".", "")}@gmail.com`;
}
