/**
 * The console's Mail screen (docs/product/console.md#mail): the outbox as staff see it, and the two things they may
 * do to a message that did not go out: send it again (a failed message gets a fresh set of tries) or discard it.
 * Both are audited. The message itself is composed by server/mail/compose.ts, as the worker would send it.
 */
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { outbox } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, MAIL_QUEUED } from "../write-effects.ts";
import { OUTBOX_STATUSES, type OutboxStatus } from "./kinds.ts";

export const MAIL_PAGE_SIZE = 50;

export const MAIL_MESSAGES = {
  notFound: "That message does not exist.",
  notRetryable: "Only a failed or discarded message can be sent again.",
  notDiscardable: "Only a failed or waiting message can be discarded.",
  noneFailed: "No message has failed.",
} as const;

export interface OutboxFilter {
  status?: OutboxStatus;
  page?: number;
}

export async function listOutbox(db: Db, filter: OutboxFilter) {
  const where: SQL | undefined = filter.status ? eq(outbox.status, filter.status) : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(MAIL_PAGE_SIZE + 1)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
  ]);
  const byStatus = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const { status, n } of counts) byStatus[status] = Number(n);
  return { rows: rows.slice(0, MAIL_PAGE_SIZE), page, hasNext: rows.length > MAIL_PAGE_SIZE, byStatus };
}

export async function getOutboxRow(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row ?? null;
}

/**
 * A message (or one of its attachments) shown to staff: it carries the visitor's details, so the reading is
 * in the audit log (ADR 11), written before the message leaves the server.
 */
export async function recordMailRead(
  db: Db,
  actor: Actor,
  row: Pick<typeof outbox.$inferSelect, "id" | "template" | "recordTable" | "recordId">,
  attachment?: string,
): Promise<void> {
  await recordAudit(db, actor, {
    action: attachment === undefined ? "view" : "download",
    entity: "mail",
    entityId: String(row.id),
    changes: {
      template: row.template,
      about: `${row.recordTable} ${row.recordId}`,
      ...(attachment === undefined ? {} : { file: attachment }),
    },
  });
}

/** A message due now with a full set of tries. */
const dueNowAgain = () => ({
  status: "pending" as const,
  attempts: 0,
  nextAttemptAt: new Date(),
  claimedUntil: null,
  updatedAt: new Date(),
});

/**
 * Sends a failed (or discarded) message again: due now, with a full set of tries. It keeps its Message-ID,
 * so a recipient's mail program sees the same message if an earlier try did arrive.
 */
export async function retryMail(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outbox)
      .set(dueNowAgain())
      .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "discarded"])))
      .returning({ id: outbox.id, template: outbox.template, kind: outbox.kind });
    if (!row) throw new RuleError(await whyNot(tx, id, MAIL_MESSAGES.notRetryable));
    afterCommit(tx, MAIL_QUEUED);
    await recordAudit(tx, actor, {
      action: "mail.retry",
      entity: "outbox",
      entityId: String(id),
      changes: { template: row.template, kind: row.kind },
    });
  });
}

/** Every failed message again, in one step (after the mail server's outage is over). */
export async function retryAllFailedMail(db: Db, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set(dueNowAgain())
      .where(eq(outbox.status, "failed"))
      .returning({ id: outbox.id });
    if (rows.length === 0) throw new RuleError(MAIL_MESSAGES.noneFailed);
    afterCommit(tx, MAIL_QUEUED);
    await recordAudit(tx, actor, {
      action: "mail.retry",
      entity: "outbox",
      changes: { messages: rows.length },
    });
    return rows.length;
  });
}

/** A message nobody should get any more (a wrong address, a test): it stays listed as discarded. */
export async function discardMail(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // A message a worker holds right now is being sent: it cannot be taken back.
    const [row] = await tx
      .update(outbox)
      .set({ status: "discarded", updatedAt: new Date() })
      .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "pending"])))
      .returning({
        id: outbox.id,
        template: outbox.template,
        kind: outbox.kind,
        claimedUntil: outbox.claimedUntil,
      });
    if (!row || (row.claimedUntil && row.claimedUntil > new Date()))
      throw new RuleError(await whyNot(tx, id, MAIL_MESSAGES.notDiscardable));
    await recordAudit(tx, actor, {
      action: "mail.discard",
      entity: "outbox",
      entityId: String(id),
      changes: { template: row.template, kind: row.kind },
    });
  });
}

async function whyNot(tx: Pick<Db, "select">, id: number, otherwise: string): Promise<string> {
  const [row] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
  return row ? otherwise : MAIL_MESSAGES.notFound;
}
