/**
 * The webhook inbox: a verified webhook is stored (keyed by its event id, raw body kept) before it is answered,
 * and processed from the table, so a duplicate is a no-op and a process killed between the two loses nothing.
 * Rows are claimed with `FOR UPDATE SKIP LOCKED`: several instances drain the inbox together, each row once.
 */
import { and, asc, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { webhookInbox } from "../db/schema.ts";
import { type ApplyOutcome, applyGatewayPayment } from "./payments.server.ts";
import { webhookEvent } from "./razorpay-entities.ts";
import { applyGatewayRefund } from "./refunds.server.ts";

/** Tries of a row before it is left for staff (its last error kept). */
export const INBOX_MAX_ATTEMPTS = 10;
/** Events one `processInbox` call takes at most; a caller that got a full batch calls again. */
export const INBOX_BATCH = 100;

export interface ReceivedWebhook {
  eventId: string;
  event: string;
  rawBody: string;
}

/** Stores a verified webhook; false when its event id was already stored (a duplicate, ignored). */
export async function recordWebhook(db: Db, webhook: ReceivedWebhook): Promise<{ stored: boolean }> {
  const rows = await db
    .insert(webhookInbox)
    .values(webhook)
    .onConflictDoNothing({ target: webhookInbox.eventId })
    .returning({ eventId: webhookInbox.eventId });
  return { stored: rows.length > 0 };
}

type Outcome = ApplyOutcome | "refund-applied";

/** What one stored event means for our records. */
export async function applyWebhook(db: Db, rawBody: string): Promise<Outcome> {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return "ignored";
  }
  const parsed = webhookEvent.safeParse(body);
  if (!parsed.success) return "ignored";
  const { event, payload } = parsed.data;
  if (event.startsWith("refund.") && payload.refund) {
    const applied = await applyGatewayRefund(db, payload.refund.entity);
    return applied ? "refund-applied" : "ignored";
  }
  if (event.startsWith("payment.") || event === "order.paid")
    return payload.payment ? applyGatewayPayment(db, payload.payment.entity) : "ignored";
  return "ignored";
}

/**
 * Processes up to `limit` stored events, oldest first, each in its own transaction with the row locked; an
 * event that fails keeps its error and is tried again by a later round. Returns how many were processed.
 */
export async function processInbox(
  db: Db,
  limit = INBOX_BATCH,
): Promise<{ processed: number; failed: number }> {
  const tried: string[] = [];
  let processed = 0;
  let failed = 0;
  while (tried.length < limit) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(webhookInbox)
        .where(
          and(
            isNull(webhookInbox.processedAt),
            lt(webhookInbox.attempts, INBOX_MAX_ATTEMPTS),
            tried.length ? notInArray(webhookInbox.eventId, tried) : undefined,
          ),
        )
        .orderBy(asc(webhookInbox.receivedAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      tried.push(row.eventId);
      try {
        // A savepoint: a failure undoes the event's writes but keeps the row's lock and lets us note the error.
        const outcome = await tx.transaction((inner) => applyWebhook(inner, row.rawBody));
        await tx
          .update(webhookInbox)
          .set({
            processedAt: new Date(),
            outcome,
            attempts: sql`${webhookInbox.attempts} + 1`,
            lastError: null,
          })
          .where(eq(webhookInbox.eventId, row.eventId));
        return "processed" as const;
      } catch (error) {
        await tx
          .update(webhookInbox)
          .set({
            attempts: sql`${webhookInbox.attempts} + 1`,
            lastError: `${(error as Error)?.name ?? "Error"}: ${String((error as Error)?.message ?? error).slice(0, 300)}`,
          })
          .where(eq(webhookInbox.eventId, row.eventId));
        return "failed" as const;
      }
    });
    if (!claimed) break;
    if (claimed === "processed") processed += 1;
    else failed += 1;
    // Back to the event loop between events: requests that arrived meanwhile (webhooks to store and answer) are
    // read before the next event is processed. On the embedded database, which runs in this thread and takes
    // one transaction at a time, a drain chaining its events in promises alone kept them waiting (scripts/bench.ts,
    // 200 webhooks a second for 1 s on a loaded machine: answers' p50 4.8 s without this, 1.6 s with it).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { processed, failed };
}
