/**
 * Asks the database whether it answers at all (`select 1`). Pages use it after a render in which something
 * failed: most loaders catch their own read errors and show an in-page error state, so only the database
 * itself can tell a temporary outage (503) from a bug in one query.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** Longer than a healthy `select 1` ever takes, short enough not to hold a failing page much longer. */
export const DATABASE_PROBE_TIMEOUT_MS = 2000;

/** True when the database answered in time. */
export type DatabaseProbe = () => Promise<boolean>;

/**
 * One probe at a time: during an outage every failing page asks at once, and they share the answer of the
 * probe in flight instead of each opening a connection. Nothing is remembered after it settles, so the first
 * page after the database comes back sees it.
 */
export function createDatabaseProbe(db: Db, timeoutMs = DATABASE_PROBE_TIMEOUT_MS): DatabaseProbe {
  let pending: Promise<boolean> | undefined;
  return () => {
    pending ??= answers(db, timeoutMs).finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

async function answers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
