/**
 * "Send payment link" on a registration's console page (docs/product/console.md, Registrations): a new pay link
 * for what is still due, mailed to the registrant. In one transaction: the token's hash on the registration
 * (the link the visitor had before stops working), the row the letter is rendered from, the letter in the
 * outbox and the audit row; the mail worker hears of it once this commits.
 */
import { desc, eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { payLinks, registrations } from "../db/schema.ts";
import { NotFoundError, RuleError } from "../errors.ts";
import { queueLetters } from "../mail/outbox.server.ts";
import { hashToken, tokenMatchesHash } from "../programs/ids.ts";
import type { Actor } from "../staff/actor.ts";
import type { PayLinks } from "./pay-link.ts";
import { payLinkPath } from "./pay-link-path.ts";
import { PAYMENT_TEXT } from "./payment-text.ts";
import { amountDue } from "./payments.server.ts";

export interface SentPayLink {
  /** `/pay/REG-…?token=…`: shown once to the staff member who sent it, to pass on by phone or chat. */
  path: string;
  duePaise: number;
}

export async function sendPayLink(
  db: Db,
  links: PayLinks,
  actor: Actor,
  registrationId: string,
): Promise<SentPayLink> {
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ id: registrations.id, status: registrations.status, email: registrations.email })
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for("update");
    if (!registration) throw new NotFoundError("No such registration.");
    if (registration.status !== "pending-payment") throw new RuleError(PAYMENT_TEXT.payLinkNotPending);
    const duePaise = await amountDue(tx, registration.id);
    if (duePaise <= 0) throw new RuleError(PAYMENT_TEXT.payLinkNothingDue);
    const [link] = await tx
      .insert(payLinks)
      .values({ registrationId: registration.id, sentById: actor.id, sentByName: actor.name || actor.email })
      .returning({ id: payLinks.id });
    // The link's token is derived from the registration and this row, so only its hash is stored.
    const token = links.tokenFor(registration.id, link!.id);
    await tx
      .update(registrations)
      .set({ payTokenHash: hashToken(token) })
      .where(eq(registrations.id, registration.id));
    await queueLetters(tx, {
      template: "pay-link",
      kind: "registration",
      recordTable: "pay_links",
      recordId: link!.id,
      toAddress: registration.email,
    });
    await recordAudit(tx, actor, {
      action: "pay-link-sent",
      entity: "registration",
      entityId: registration.id,
      changes: { amountPaise: duePaise },
    });
    return { path: payLinkPath(registration.id, token), duePaise };
  });
}

/**
 * What a pay-link letter says, read when it is sent: the registration and what is due then. Null (the letter
 * is discarded) once the link is worthless: a newer link was sent, or the registration was paid or cancelled.
 */
export async function loadPayLinkLetter(db: Db, links: PayLinks, payLinkId: number) {
  const [row] = await db
    .select({ link: payLinks, registration: registrations })
    .from(payLinks)
    .innerJoin(registrations, eq(registrations.id, payLinks.registrationId))
    .where(eq(payLinks.id, payLinkId))
    .orderBy(desc(payLinks.id));
  if (row?.registration.status !== "pending-payment") return null;
  const token = links.tokenFor(row.registration.id, row.link.id);
  if (!tokenMatchesHash(token, row.registration.payTokenHash)) return null;
  const duePaise = await amountDue(db, row.registration.id);
  if (duePaise <= 0) return null;
  return {
    name: row.registration.fullName,
    registrationId: row.registration.id,
    program: row.registration.specificTraining,
    duePaise,
    path: payLinkPath(row.registration.id, token),
  };
}
