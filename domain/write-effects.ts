/**
 * The write context (docs/decisions/0034-writes-own-their-effects.md): a write declares, inside its own
 * transaction, what the rest of the system must hear once it commits (`afterCommit(tx, CONTENT_CHANGED)`),
 * and nobody else has to remember it. The database handle the server passes down is bound to a runner
 * (`bindWriteEffects`); every `transaction` opened on it collects the effects its writes declare and hands
 * them to the runner after the commit, once each. A transaction that rolls back runs nothing.
 *
 * A handle that is not bound (a script, a domain test on a bare database) has no caches or workers to tell:
 * effects declared through it are dropped.
 */
import type { Db } from "./db/db.ts";

/**
 * Every kind of effect a write can declare. Add a kind here (payments will add theirs) and the server's
 * runner (server/effects/write-effects.ts) must say what it does, or it does not compile.
 */
export const WRITE_EFFECTS = [
  /** What public pages or `/api` reads show changed: every cache moves to a new content version. */
  "content-changed",
  /** Mail was put in the outbox (or made due again): the mail worker looks now, not at its next poll. */
  "mail-queued",
] as const;

export type WriteEffect = (typeof WRITE_EFFECTS)[number];

export const CONTENT_CHANGED = "content-changed" satisfies WriteEffect;
export const MAIL_QUEUED = "mail-queued" satisfies WriteEffect;

/** Runs the effects of one committed write (each kind once). Must not throw: the write is already stored. */
export type RunWriteEffects = (effects: ReadonlySet<WriteEffect>) => void;

/** What a handle given to a write leads to: a runner (a bound database) or the open transaction's effects. */
type Target = { run: RunWriteEffects } | { pending: Set<WriteEffect> };
/**
 * Kept on the handle under a registered symbol, not in a module-level map: the React Router server build
 * bundles its own copy of this module, and a write made by a page action must reach the server's runner.
 */
const TARGET = Symbol.for("write-effects.target");

function targetOf(handle: object): Target | undefined {
  return (handle as { [TARGET]?: Target })[TARGET];
}

function setTarget(handle: object, target: Target): void {
  Object.defineProperty(handle, TARGET, { value: target });
}

/**
 * Declares `effect` for when the write that `handle` belongs to commits. Inside a transaction of a bound
 * database that is after the outermost commit; on the bound database itself (a single statement, committed
 * as it ran) it is now.
 */
export function afterCommit(handle: object, effect: WriteEffect): void {
  const target = targetOf(handle);
  if (!target) return;
  if ("run" in target) target.run(new Set([effect]));
  else target.pending.add(effect);
}

/**
 * `db` as a write context: the same handle, whose transactions run their declared effects through `run`
 * once they commit.
 */
export function bindWriteEffects(db: Db, run: RunWriteEffects): Db {
  const bound = withCollectingTransactions(db, (effects) => {
    if (effects.size) run(effects);
  });
  setTarget(bound, { run });
  return bound;
}

/**
 * A handle that delegates everything to `handle` but whose `transaction` gives its callback a handle of the
 * same kind, collecting effects, and passes them to `settle` once the transaction has succeeded. A nested
 * transaction (a savepoint) hands its effects to the enclosing one, and loses them if it rolls back.
 */
function withCollectingTransactions<T extends Db>(handle: T, settle: (effects: Set<WriteEffect>) => void): T {
  const wrapped = Object.create(handle) as T;
  const transaction: Db["transaction"] = async (body, config) => {
    const pending = new Set<WriteEffect>();
    const result = await handle.transaction(async (tx) => {
      const inner = withCollectingTransactions(tx, (effects) => {
        for (const effect of effects) pending.add(effect);
      });
      setTarget(inner, { pending });
      return body(inner);
    }, config);
    settle(pending);
    return result;
  };
  Object.defineProperty(wrapped, "transaction", { value: transaction, writable: true, configurable: true });
  return wrapped;
}
