/**
 * What the effects a write declares (domain/write-effects.ts) do on this server, and the database handle
 * that runs them after each commit. Built once at start-up into `Deps`: routes, actions and middleware never
 * call any of this by hand.
 */
import type { Db } from "../../domain/db/db.ts";
import { bindWriteEffects, type WriteEffect } from "../../domain/write-effects.ts";
import type { Logger } from "../http/logger.ts";
import type { Mail } from "../mail/index.ts";
import { ContentVersion } from "./content-version.ts";

/** What each kind of effect does in one process. A new kind in WRITE_EFFECTS must be added here. */
export type EffectHandlers = Record<WriteEffect, () => void>;

export interface WriteEffects {
  /** Runs `effects` here and tells every listener (the other instances, through Redis). */
  run(effects: Iterable<WriteEffect>): void;
  /** Runs effects another instance ran, here only. */
  runFromElsewhere(effects: Iterable<WriteEffect>): void;
  /** Hears every effect run by this process's own writes (to pass it on); returns the unsubscribe. */
  onLocal(listener: (effect: WriteEffect) => void): () => void;
}

export function createWriteEffects(handlers: EffectHandlers, logger: Logger): WriteEffects {
  const listeners = new Set<(effect: WriteEffect) => void>();
  const runHere = (effects: Iterable<WriteEffect>) => {
    for (const effect of effects) {
      try {
        handlers[effect]();
      } catch (error) {
        // The write is stored; a cache or a wake-up that failed catches up at its next TTL or poll.
        logger.error("write effect failed", { effect, error });
      }
    }
  };
  return {
    run(effects) {
      const once = new Set(effects);
      runHere(once);
      for (const effect of once) for (const listener of listeners) listener(effect);
    },
    runFromElsewhere: runHere,
    onLocal(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The parts of `Deps` the write context makes: the bound database, the content version and the runner. */
export interface WriteContext {
  db: Db;
  content: ContentVersion;
  effects: WriteEffects;
}

/**
 * The write context of one process over `db`: a content change moves `content`, queued mail wakes `mail`.
 */
export function createWriteContext(db: Db, mail: Pick<Mail, "wake">, logger: Logger): WriteContext {
  const content = new ContentVersion();
  const effects = createWriteEffects(
    {
      "content-changed": () => content.move(),
      "mail-queued": () => mail.wake(),
    },
    logger,
  );
  return { db: bindWriteEffects(db, (declared) => effects.run(declared)), content, effects };
}
