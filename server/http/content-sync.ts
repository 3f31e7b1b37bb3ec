/**
 * Write effects across instances (docs/decisions/0034-writes-own-their-effects.md): an edit
 * on one instance moves the content version of every other one, so the next request anywhere shows it, and
 * mail queued on one wakes every instance's worker. Each effect run by this instance's writes is published
 * on a Redis channel; every instance subscribed to it runs it too (its pages of the previous version then
 * answer only while their grace lasts, as after a local edit). Messages carry the sender's id, so an
 * instance ignores its own.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { WRITE_EFFECTS, type WriteEffect } from "../../domain/write-effects.ts";
import type { WriteEffects } from "../effects/write-effects.ts";
import type { Logger } from "./logger.ts";

export const CONTENT_CHANNEL = "site:content-version";

export interface ContentSync {
  /** Resolves once this instance hears the channel. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A message: `<sender> <effect>`. */
function parse(message: string): { sender: string; effect: WriteEffect } | null {
  const [sender, effect] = message.split(" ");
  return sender && WRITE_EFFECTS.includes(effect as WriteEffect)
    ? { sender, effect: effect as WriteEffect }
    : null;
}

export function syncWriteEffects(
  redisUrl: string,
  publisher: Redis,
  effects: WriteEffects,
  logger: Logger,
): ContentSync {
  const instance = randomUUID();
  // A subscribed connection can do nothing else: it is its own.
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  subscriber.on("error", (error) => logger.error("redis subscriber error", { error }));
  subscriber.on("message", (channel, message) => {
    const heard = channel === CONTENT_CHANNEL ? parse(message) : null;
    if (heard && heard.sender !== instance) effects.runFromElsewhere([heard.effect]);
  });
  const ready = subscriber.subscribe(CONTENT_CHANNEL).then(() => undefined);
  const unsubscribe = effects.onLocal((effect) => {
    publisher.publish(CONTENT_CHANNEL, `${instance} ${effect}`).catch((error: unknown) => {
      // The other instances still follow within the content TTL (15 s), the page TTL (60 s), the mail poll.
      logger.error("write effect not published", { effect, error });
    });
  });
  return {
    ready,
    async close() {
      unsubscribe();
      subscriber.disconnect();
    },
  };
}
