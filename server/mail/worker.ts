/**
 * Drains the outbox (docs/decisions/0020-mail-outbox.md): every app process runs one worker. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two processes never hold the same row; a process that dies
 * mid-send leaves a lease that expires, and the row is sent again with the same `Message-ID`. A failed send
 * is retried with exponential backoff until its last try, then marked failed (the dashboard shows it).
 *
 * Without a transport (no SMTP_URL) messages are not sent but kept (status `kept`), for the console's Mail
 * screen to show.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../domain/db/db.ts";
import { outbox } from "../../domain/db/schema.ts";
import type { Logger } from "../http/logger.ts";
import type { ComposedMail, OutboxRow } from "./compose.ts";

export interface MailTransport {
  /** Sends one message; `messageId` is the same on every try of the same row. */
  send(message: ComposedMail & { messageId: string }): Promise<void>;
}

export const MAIL_WORKER_DEFAULTS = {
  pollMs: 2_000,
  leaseMs: 120_000,
  batchSize: 10,
  /** Messages of a batch sent at once (the SMTP transport keeps as many connections). */
  concurrency: 3,
  maxAttempts: 8,
} as const;

/** 30 s, 1 min, 2 min … capped at one hour: eight tries span about an hour and a quarter. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

export interface MailWorkerOptions {
  db: Db;
  /** Null: keep messages instead of sending them. */
  transport: MailTransport | null;
  compose: (row: OutboxRow) => Promise<ComposedMail | null>;
  /** The right-hand side of Message-IDs (the site's host). */
  messageIdDomain: string;
  logger: Logger;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  concurrency?: number;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
}

export interface MailWorker {
  /** Starts polling (and answers `wake()`). */
  start(): void;
  /** Asks for a drain soon: a submission was just stored. */
  wake(): void;
  /** Claims and handles due messages until none is left; resolves with how many were handled. */
  drain(): Promise<number>;
  /** Stops polling, lets the message being sent finish, and gives back what it had claimed but not begun. */
  stop(): Promise<void>;
}

/** What a failure says in the outbox and the log: its kind and SMTP code, never the message. */
export function describeFailure(error: unknown): string {
  const e = error as { name?: string; code?: string; responseCode?: number; command?: string };
  return [e?.name ?? "Error", e?.code, e?.responseCode, e?.command].filter(Boolean).join(" ");
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, logger } = options;
  const pollMs = options.pollMs ?? MAIL_WORKER_DEFAULTS.pollMs;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopping = false;
  /** Rows claimed by this worker and not yet begun (given back on stop). */
  const waiting = new Set<number>();

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await drainBatches(options, waiting, () => stopping);
      } while (again && !stopping);
      return handled;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  async function poll(): Promise<void> {
    while (!stopping) {
      await drain().catch((error) => logger.error("mail worker failed", { error: describeFailure(error) }));
      if (stopping) break;
      await new Promise<void>((resolve) => {
        timer = setTimeout(resolve, pollMs);
        wakeUp = resolve;
      });
      clearTimeout(timer);
      wakeUp = null;
    }
  }

  return {
    start() {
      stopping = false;
      loop ??= poll();
    },
    wake() {
      if (running) again = true;
      else wakeUp?.();
    },
    drain,
    async stop() {
      stopping = true;
      wakeUp?.();
      await running?.catch(() => undefined);
      await loop;
      loop = null;
      await giveBack(db, waiting);
    },
  };
}

/**
 * Claims batches and sends each `concurrency` at a time until none is due or the worker stops; `waiting` holds
 * what was claimed and not yet begun. Resolves with how many were handled.
 */
async function drainBatches(
  options: MailWorkerOptions,
  waiting: Set<number>,
  stopping: () => boolean,
): Promise<number> {
  const concurrency = options.concurrency ?? MAIL_WORKER_DEFAULTS.concurrency;
  let handled = 0;
  while (!stopping()) {
    const rows = await claimDue(options);
    if (!rows.length) break;
    for (const row of rows) waiting.add(row.id);
    const queue = [...rows];
    const runner = async () => {
      for (let row = queue.shift(); row && !stopping(); row = queue.shift()) {
        waiting.delete(row.id);
        await handleRow(options, row);
        handled += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, runner));
  }
  return handled;
}

/** Leases a batch of due rows to this worker (counting the attempt) and reads them. */
async function claimDue(options: MailWorkerOptions): Promise<OutboxRow[]> {
  const { db } = options;
  const leaseMs = options.leaseMs ?? MAIL_WORKER_DEFAULTS.leaseMs;
  const batchSize = options.batchSize ?? MAIL_WORKER_DEFAULTS.batchSize;
  const result = await db.execute(sql`
    update ${outbox}
    set claimed_until = now() + ${`${leaseMs} milliseconds`}::interval,
        attempts = attempts + 1,
        updated_at = now()
    where id in (
      select id from ${outbox}
      where status = 'pending' and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by id
      limit ${batchSize}
      for update skip locked
    )
    returning id`);
  // PGlite and node-postgres both answer { rows }.
  const ids = (result as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (!ids.length) return [];
  return db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.id);
}

/** Rows claimed but not begun go back, their attempt not counted. */
async function giveBack(db: Db, waiting: Set<number>): Promise<void> {
  if (!waiting.size) return;
  await db
    .update(outbox)
    .set({ claimedUntil: null, attempts: sql`${outbox.attempts} - 1` })
    .where(inArray(outbox.id, [...waiting]));
  waiting.clear();
}

/** Updates a row this worker still holds (a lease that expired meanwhile belongs to someone else). */
const settle = (db: Db, row: OutboxRow, values: Partial<typeof outbox.$inferInsert>) =>
  db
    .update(outbox)
    .set({ ...values, claimedUntil: null })
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNotNull(outbox.claimedUntil)));

async function handleRow(options: MailWorkerOptions, row: OutboxRow): Promise<void> {
  const { db, transport } = options;
  try {
    if (!transport) {
      await settle(db, row, { status: "kept", lastError: null });
      return;
    }
    const message = await options.compose(row);
    if (!message) {
      await settle(db, row, { status: "discarded", lastError: "its record no longer exists" });
      return;
    }
    if (!message.to.length) {
      // Nobody to notify (no NOTIFY_EMAIL and no console setting): kept for the console, not lost.
      await settle(db, row, { status: "kept", lastError: "no recipients" });
      return;
    }
    await transport.send({ ...message, messageId: `<${row.messageKey}@${options.messageIdDomain}>` });
    await settle(db, row, { status: "sent", sentAt: new Date(), lastError: null });
  } catch (error) {
    const maxAttempts = options.maxAttempts ?? MAIL_WORKER_DEFAULTS.maxAttempts;
    const delay = options.retryDelayMs ?? retryDelayMs;
    const last = row.attempts >= maxAttempts;
    const lastError = describeFailure(error);
    options.logger.error(last ? "mail failed" : "mail will be retried", {
      outboxId: row.id,
      attempt: row.attempts,
      error: lastError,
    });
    await settle(
      db,
      row,
      last
        ? { status: "failed", lastError }
        : { lastError, nextAttemptAt: new Date(Date.now() + delay(row.attempts)) },
    ).catch(() => undefined); // the lease runs out and the row is tried again
  }
}
