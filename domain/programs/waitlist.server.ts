/**
 * The waiting list of a full batch (docs/decisions/0054-batches-with-seats.md). A visitor joins a full batch's
 * list; when a seat frees up it is claimed for the first waiting person in the same transaction
 * (offerFreedSeats in seats.server.ts) and they are mailed a link valid 24 hours. The link's token is derived
 * from the row (as pay links are: domain/payments/pay-link.ts) when the letter is composed, and only its hash
 * is stored. Registering through the link takes the seat held for them; an offer left unused lapses in the
 * seat-hold job and passes to the next person.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { recordConsent } from "../consent.server.ts";
import { isUniqueViolation } from "../db/database-errors.ts";
import type { Db } from "../db/db.ts";
import { batches, batchWaitlist } from "../db/schema.ts";
import { emailIdentity } from "../enquiries/email-identity.ts";
import { DuplicateError, RuleError } from "../errors.ts";
import type { PayLinks } from "../payments/pay-link.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import { batchLabel, getBatch } from "./batches.server.ts";
import type { ProgramKind } from "./coupon.schema.ts";
import { hashToken, tokenMatchesHash } from "./ids.ts";
import { availabilityOf, releaseSeat } from "./seats.server.ts";
import { WAITLIST_MESSAGES, type WaitlistInput } from "./waitlist.schema.ts";

/**
 * The token of a waiting-list offer's link: derived from the row id under the pay links' key (a message of its
 * own, `waitlist:{id}`, which no registration id can be), so the letter can print it whenever it is composed.
 */
export function offerToken(payLinks: PayLinks, waitlistId: number): string {
  return payLinks.tokenFor(`waitlist:${waitlistId}`);
}

function parseOffer(parameter: string): { id: number; token: string } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{20,100})$/.exec(parameter.trim());
  return match ? { id: Number(match[1]), token: match[2]! } : null;
}

/**
 * Puts a visitor on a full batch's waiting list, with their consent, in one transaction. Refused: a batch of
 * another program, one that still has seats (register instead), one not taking registrations; the same e-mail
 * (as `emailIdentity` reads it) already waiting or offered for this batch is a DuplicateError, not a second row.
 */
export async function joinWaitlist(
  db: Db,
  kind: ProgramKind,
  programId: number,
  input: WaitlistInput,
): Promise<{ id: number }> {
  const availability = await availabilityOf(db, kind, programId, input.batchId);
  if (availability === null) throw new RuleError(WAITLIST_MESSAGES.batch, ["batchId"]);
  if (availability === "open") throw new RuleError(WAITLIST_MESSAGES.notFull, ["batchId"]);
  if (availability !== "full") throw new RuleError(WAITLIST_MESSAGES.closed, ["batchId"]);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(batchWaitlist)
        .values({
          batchId: input.batchId,
          fullName: input.name,
          email: input.email,
          emailKey: emailIdentity(input.email),
          phone: input.phone,
        })
        .returning({ id: batchWaitlist.id });
      await recordConsent(tx, {
        form: "waitlist",
        email: input.email,
        phone: input.phone,
        recordTable: "batch_waitlist",
        recordId: row!.id,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError(WAITLIST_MESSAGES.duplicate);
    throw error;
  }
}

/** An offer that can still be taken: its batch and person. */
export interface LiveOffer {
  id: number;
  batchId: number;
  fullName: string;
  email: string;
}

/** The offer a link names, when it is offered, unexpired and its token matches; else null. */
export async function findLiveOffer(db: Pick<Db, "select">, parameter: string): Promise<LiveOffer | null> {
  const offer = parseOffer(parameter);
  if (!offer) return null;
  const [row] = await db
    .select({
      id: batchWaitlist.id,
      batchId: batchWaitlist.batchId,
      fullName: batchWaitlist.fullName,
      email: batchWaitlist.email,
      hash: batchWaitlist.offerTokenHash,
    })
    .from(batchWaitlist)
    .where(
      and(
        eq(batchWaitlist.id, offer.id),
        eq(batchWaitlist.status, "offered"),
        sql`${batchWaitlist.offerExpiresAt} > now()`,
      ),
    );
  if (!row?.hash || !tokenMatchesHash(offer.token, row.hash)) return null;
  const { hash: _hash, ...live } = row;
  return live;
}

/**
 * Takes the seat an offer holds, inside the registration's transaction: the row becomes `registered` (locked
 * and re-checked, so a link used twice at once registers once). The seat is already counted in the batch.
 * Returns false when the offer is not live for this batch (the registration then claims a seat as anyone's).
 */
export async function takeOffer(tx: Db, parameter: string, batchId: number): Promise<boolean> {
  const offer = parseOffer(parameter);
  if (!offer) return false;
  const [row] = await tx
    .select({ hash: batchWaitlist.offerTokenHash })
    .from(batchWaitlist)
    .where(
      and(
        eq(batchWaitlist.id, offer.id),
        eq(batchWaitlist.batchId, batchId),
        eq(batchWaitlist.status, "offered"),
        sql`${batchWaitlist.offerExpiresAt} > now()`,
      ),
    )
    .for("update");
  if (!row?.hash || !tokenMatchesHash(offer.token, row.hash)) return false;
  await tx
    .update(batchWaitlist)
    .set({ status: "registered", offerTokenHash: null, updatedAt: sql`now()` })
    .where(eq(batchWaitlist.id, offer.id));
  return true;
}

/**
 * Stores the hash of an offer's token as its letter is composed (the token is derived, so composing again
 * gives the same one). Only an offer still running gets it.
 */
export async function storeOfferHash(db: Db, waitlistId: number, token: string): Promise<void> {
  await db
    .update(batchWaitlist)
    .set({ offerTokenHash: hashToken(token) })
    .where(and(eq(batchWaitlist.id, waitlistId), eq(batchWaitlist.status, "offered")));
}

/**
 * Offers past their 24 hours lapse (the seat-hold job): each is marked `expired`, its seat given back, which
 * hands it to the next waiting person (releaseSeat → offerFreedSeats) or reopens the batch. Rows claimed with
 * SKIP LOCKED, so several instances lapse each once. Returns how many lapsed.
 */
export async function expireOffers(db: Db, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: batchWaitlist.id, batchId: batchWaitlist.batchId })
      .from(batchWaitlist)
      .where(and(eq(batchWaitlist.status, "offered"), lte(batchWaitlist.offerExpiresAt, sql`now()`)))
      .orderBy(asc(batchWaitlist.offerExpiresAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const offer of due) {
      await tx
        .update(batchWaitlist)
        .set({ status: "expired", offerTokenHash: null, updatedAt: sql`now()` })
        .where(eq(batchWaitlist.id, offer.id));
      await releaseSeat(tx, offer.batchId);
    }
    // A seat nobody else waited for reopens its batch on the program's page.
    if (due.length) afterCommit(tx, CONTENT_CHANGED);
    return due.length;
  });
}

/** A batch's waiting list for its roster: who waits or was offered, in order. */
export async function batchWaitlistRows(db: Db, batchId: number) {
  return db
    .select({
      id: batchWaitlist.id,
      fullName: batchWaitlist.fullName,
      email: batchWaitlist.email,
      phone: batchWaitlist.phone,
      status: batchWaitlist.status,
      offerExpiresAt: batchWaitlist.offerExpiresAt,
      createdAt: batchWaitlist.createdAt,
    })
    .from(batchWaitlist)
    .where(and(eq(batchWaitlist.batchId, batchId), sql`${batchWaitlist.status} in ('waiting', 'offered')`))
    .orderBy(asc(batchWaitlist.id));
}

/** What the offer letter says: who, which program and batch, until when, and the link's path. */
export interface OfferLetterFacts {
  name: string;
  program: string;
  /** The batch as the site names it (batchLabel). */
  batch: string;
  expiresAt: Date;
  /** The registration form on this program and batch, with the offer (`/registration-forms?…`). */
  path: string;
}

/**
 * The letter of a running offer, its token's hash stored as it is derived; null when the offer is no longer
 * running (taken, lapsed, erased): the outbox row is then discarded.
 */
export async function loadOfferLetter(
  db: Db,
  payLinks: PayLinks,
  waitlistId: number,
): Promise<OfferLetterFacts | null> {
  const [row] = await db
    .select({ offer: batchWaitlist, batch: batches })
    .from(batchWaitlist)
    .innerJoin(batches, eq(batches.id, batchWaitlist.batchId))
    .where(and(eq(batchWaitlist.id, waitlistId), eq(batchWaitlist.status, "offered")));
  if (!row?.offer.offerExpiresAt) return null;
  const token = offerToken(payLinks, waitlistId);
  await storeOfferHash(db, waitlistId, token);
  const { batch: found, programTitle } = await getBatch(db, row.batch.id);
  const query = new URLSearchParams({
    type: found.courseId !== null ? "Courses" : "Internship",
    program: programTitle ?? "",
    batch: String(found.id),
    offer: `${waitlistId}.${token}`,
  });
  return {
    name: row.offer.fullName,
    program: programTitle ?? "",
    batch: batchLabel(found),
    expiresAt: row.offer.offerExpiresAt,
    path: `/registration-forms?${query.toString()}`,
  };
}
