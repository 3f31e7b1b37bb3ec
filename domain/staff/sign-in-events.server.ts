/**
 * Sign-in events in the audit log (docs/decisions/0011-audit-log.md, 0031-sign-in-limits.md). A sign-in, a
 * sign-out and an administrator's clearing of limits are one row each. Failures are summed: one row per
 * account, address, reason and 15-minute window, whose count grows in place (the table's trigger allows that
 * and nothing else), so a script guessing passwords adds a row per window, not per guess. Attempts the limits
 * refuse before any password is checked write nothing.
 */
import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { auditLog } from "../db/schema.ts";
import { queueSignInAlert } from "../mail/outbox.server.ts";
import type { Actor } from "./actor.ts";
import { findStaffByEmail } from "./staff.server.ts";

/** The window failures of one account, address and reason are summed over. */
export const SIGN_IN_AUDIT_WINDOW_MS = 15 * 60 * 1000;
/** At most one notice per account in this time, however long an attack goes on. */
export const SIGN_IN_ALERT_WINDOW_MS = 60 * 60 * 1000;

/** The `reason` of a failure row (what the console's audit screen says of it: app/features/console). */
export type SignInFailureReason =
  | "wrong-credentials"
  | "disabled"
  | "wrong-two-factor-code"
  | "used-two-factor-code"
  | "wrong-backup-code";

const windowOf = (at: Date, ms: number) => Math.floor(at.getTime() / ms);

/** A sign-in (after the password, or after both factors) or a sign-out: one row. */
export async function recordSignInEvent(
  db: Db,
  event: {
    action: "sign-in" | "sign-in-password" | "sign-out";
    email: string;
    userId?: string;
    reason?: string;
    ipAddress?: string;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: event.userId ?? null,
    actorEmail: event.email.slice(0, 254),
    ipAddress: event.ipAddress ?? null,
    action: event.action,
    entity: "session",
    entityId: event.userId ?? null,
    changes: event.reason ? { reason: event.reason } : {},
  });
}

/** A failed sign-in, added to its window's row (the e-mail as typed, never the password). */
export async function recordSignInFailure(
  db: Db,
  event: { email: string; ipAddress: string; reason: SignInFailureReason },
  at = new Date(),
): Promise<void> {
  const email = event.email.slice(0, 254);
  const key = ["sign-in-failed", email, event.ipAddress, event.reason, windowOf(at, SIGN_IN_AUDIT_WINDOW_MS)];
  await db
    .insert(auditLog)
    .values({
      at,
      actorEmail: email,
      ipAddress: event.ipAddress,
      action: "sign-in-failed",
      entity: "session",
      changes: { reason: event.reason },
      attempts: 1,
      lastAt: at,
      windowKey: key.join("\n"),
    })
    .onConflictDoUpdate({
      target: auditLog.windowKey,
      targetWhere: isNotNull(auditLog.windowKey),
      // greatest(): instances' clocks differ a little, and the trigger wants last_at never to go back.
      set: {
        attempts: sql`${auditLog.attempts} + 1`,
        lastAt: sql`greatest(${auditLog.lastAt}, excluded.last_at)`,
      },
    });
}

/**
 * The account's sign-ins are now slowed: a row, and a notice to the administrators in the same transaction,
 * at most once per account an hour. Nothing for an address that is no account (nobody to warn, nothing at
 * risk). True when the notice was queued.
 */
export async function recordSignInSlowed(
  db: Db,
  event: { email: string; failures: number; windowMinutes: number; everySeconds: number },
  at = new Date(),
): Promise<boolean> {
  const member = await findStaffByEmail(db, event.email);
  if (!member) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auditLog)
      .values({
        at,
        actorEmail: member.email,
        action: "sign-in-slowed",
        entity: "staff",
        entityId: member.id,
        changes: { failures: event.failures, minutes: event.windowMinutes, everySeconds: event.everySeconds },
        windowKey: ["sign-in-slowed", member.email, windowOf(at, SIGN_IN_ALERT_WINDOW_MS)].join("\n"),
        lastAt: at,
      })
      .onConflictDoNothing({ target: auditLog.windowKey, where: isNotNull(auditLog.windowKey) })
      .returning({ id: auditLog.id });
    if (!row) return false;
    await queueSignInAlert(tx, row.id);
    return true;
  });
}

/** The client addresses the account's failures came from since `since` (whose limits a clearing resets). */
export async function failureAddresses(db: Db, email: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ address: auditLog.ipAddress })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "sign-in-failed"),
        eq(auditLog.actorEmail, email),
        // A summed row spans one window at most: this bound lets the index on `at` narrow the search.
        gte(auditLog.at, new Date(since.getTime() - SIGN_IN_AUDIT_WINDOW_MS)),
        gte(sql`coalesce(${auditLog.lastAt}, ${auditLog.at})`, since),
      ),
    );
  return rows.flatMap((row) => (row.address ? [row.address] : []));
}

/** An administrator cleared an account's sign-in limits (ADR 31). */
export async function recordSignInLimitsCleared(
  db: Db,
  actor: Actor,
  member: { id: string; email: string },
  detail: { failures: number; addresses: number },
): Promise<void> {
  await recordAudit(db, actor, {
    action: "clear-sign-in-limits",
    entity: "staff",
    entityId: member.id,
    changes: { account: member.email, ...detail },
  });
}
