/**
 * What public pages read of the content, kept per content version (the idea of `cachified`, in the few
 * lines this needs): a page render reads the database only when staff published something since the last
 * read of the same thing, or when the answer is older than `ttlMs`. The TTL bounds how long content written
 * by another process (`npm run db:seed`, SQL) or a time window that opens or closes (alerts, job deadlines)
 * takes to show, as the JSON cache's does.
 *
 * Concurrent reads of the same thing share one query. A failed read is never kept: the next request tries
 * again, and a section that failed shows its failure state only for the request that saw it. Answers are
 * deep-frozen, because every request gets the same objects: a loader that changed one in place would change
 * it for everyone, and now throws instead.
 */
import { CONTENT_READS, type ContentReads } from "../../domain/content-reads.server.ts";
import type { Db } from "../../domain/db/db.ts";
import type { ContentVersion } from "../effects/content-version.ts";
import { LruStore } from "./lru-store.ts";

export const CONTENT_CACHE_DEFAULTS = {
  maxEntries: 2000,
  ttlMs: 15_000,
} as const;

export interface ContentCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  storedAt: number;
  bytes: number;
  version: number;
  value: Promise<unknown>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

type Registry = Record<string, (db: Db, ...args: never[]) => Promise<unknown>>;
type Rest<F> = F extends (db: Db, ...args: infer A) => unknown ? A : never;
export type CachedReads<R extends Registry> = { [K in keyof R]: (...args: Rest<R[K]>) => ReturnType<R[K]> };

/** Each read of `registry` over `db`, its answers kept for the current version of `content`. */
export function cacheReads<R extends Registry>(
  db: Db,
  content: ContentVersion,
  registry: R,
  options: ContentCacheOptions = {},
): CachedReads<R> {
  const maxEntries = options.maxEntries ?? CONTENT_CACHE_DEFAULTS.maxEntries;
  const now = options.now ?? Date.now;
  const store = new LruStore<Entry>({
    maxEntries,
    // Every entry counts as one: the limit that matters is the number of distinct reads.
    maxBytes: maxEntries,
    ttlMs: options.ttlMs ?? CONTENT_CACHE_DEFAULTS.ttlMs,
    now,
  });

  const read = (name: string, load: (db: Db, ...args: unknown[]) => Promise<unknown>, args: unknown[]) => {
    const key = `${name}\u0000${JSON.stringify(args)}`;
    const version = content.current;
    const cached = store.get(key);
    if (cached && cached.version === version) return cached.value;
    const value = load(db, ...args).then(deepFreeze);
    const entry: Entry = { storedAt: now(), bytes: 1, version, value };
    store.set(key, entry);
    value.catch(() => {
      if (store.get(key) === entry) store.delete(key);
    });
    return value;
  };

  const reads: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, load] of Object.entries(registry))
    reads[name] = (...args) => read(name, load as (db: Db, ...args: unknown[]) => Promise<unknown>, args);
  // Built name by name above; the mapped type is what each entry is, which TypeScript cannot follow.
  return reads as unknown as CachedReads<R>;
}

/** The content reads public pages make (domain/content-reads.server.ts) over `db`. */
export function createContentReads(
  db: Db,
  content: ContentVersion,
  options: ContentCacheOptions = {},
): ContentReads {
  return cacheReads(db, content, CONTENT_READS, options);
}
