/**
 * Content versions across instances (architecture §8): an edit on one instance moves the version of every
 * other one, so the next request anywhere shows it. Each local change is published on a Redis channel; every
 * instance subscribed to it follows (its pages of the previous version then answer only while their grace
 * lasts, as after a local edit). Messages carry the sender's id, so an instance ignores its own.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";
import { contentChangedElsewhere, onContentChanged } from "./page-cache.ts";

export const CONTENT_CHANNEL = "site:content-version";

export interface ContentSync {
  /** Resolves once this instance hears the channel. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function syncContentVersions(redisUrl: string, publisher: Redis, logger: Logger): ContentSync {
  const instance = randomUUID();
  // A subscribed connection can do nothing else: it is its own.
  const subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  subscriber.on("error", (error) => logger.error("redis subscriber error", { error }));
  subscriber.on("message", (channel, sender) => {
    if (channel === CONTENT_CHANNEL && sender !== instance) contentChangedElsewhere();
  });
  const ready = subscriber.subscribe(CONTENT_CHANNEL).then(() => undefined);
  const unsubscribe = onContentChanged(() => {
    publisher.publish(CONTENT_CHANNEL, instance).catch((error: unknown) => {
      // The other instances still follow within the content TTL (15 s) and the page TTL (60 s).
      logger.error("content version not published", { error });
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
