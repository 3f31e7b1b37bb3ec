/**
 * Unpaid seats that ran out of time (docs/decisions/0054-batches-with-seats.md): a registration holding a
 * batch's seat without paying past `seat_held_until` gives the seat back, is marked `lapsed` (audited, a line
 * in its history) and its registrant is told by the `seat-lapsed` letter. Run by the seat-hold job
 * (server/jobs/seat-hold-job.ts) on every instance: rows are claimed with SKIP LOCKED, so each lapses once, and
 * a payment being recorded (which locks the registration first) is never lapsed under it.
 */
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { registrations, staffNotes } from "../db/schema.ts";
import { queueRegistrationLetters } from "../mail/outbox.server.ts";
import { holdsSeat, returnSeatOf } from "./seats.server.ts";

/** Who the history names for a lapse. */
export const SEAT_HOLD_ACTOR = { id: null, email: "seat-hold job" } as const;

/** Lapses up to `limit` registrations whose hold has run out; returns how many. */
export async function lapseUnpaidSeats(db: Db, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: registrations.id, email: registrations.email })
      .from(registrations)
      .where(
        and(
          isNotNull(registrations.seatHeldUntil),
          lte(registrations.seatHeldUntil, sql`now()`),
          eq(registrations.status, "pending-payment"),
          holdsSeat,
        ),
      )
      .orderBy(asc(registrations.seatHeldUntil))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const registration of due) {
      await returnSeatOf(tx, registration.id);
      await tx.update(registrations).set({ status: "lapsed" }).where(eq(registrations.id, registration.id));
      await tx.insert(staffNotes).values({
        entity: "registration",
        entityId: registration.id,
        authorId: null,
        authorName: "Seat hold",
        body: "Not paid in time: the batch's seat was released and the registrant told.",
        fromStatus: "pending-payment",
        toStatus: "lapsed",
      });
      await recordAudit(tx, SEAT_HOLD_ACTOR, {
        action: "status-change",
        entity: "registration",
        entityId: registration.id,
        changes: { status: ["pending-payment", "lapsed"] },
      });
    }
    await queueRegistrationLetters(tx, "seat-lapsed", due);
    return due.length;
  });
}
