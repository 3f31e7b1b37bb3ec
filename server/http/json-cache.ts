/**
 * In-process cache of public JSON answers of /api (catalogue and content lists, details by slug). A list
 * costs a database round trip, row mapping and JSON serialisation per request; a hit is a map lookup and a
 * copy of bytes that were serialised (and gzipped) once.
 *
 * Only wrap routes whose answer depends on nothing but the path, the query and the public database content:
 * the cache serves every client the same bytes, cookies and credentials notwithstanding. Never wrap personal
 * answers (registration PDF, certificate check), media or anything that is not a GET.
 *
 * Kept: GET/HEAD answers with status 200 and a JSON body that set no cookie, no Vary and no Cache-Control of
 * their own, produced without an error. Everything else (404 for an unknown slug, 503 while the database is
 * unavailable, 500) is answered as usual and not kept, so a failure never outlives its request.
 *
 * Freshness: entries live `ttlMs` (15 s); `invalidate()` empties one cache, and a move of the content version
 * (server/effects/content-version.ts: a write that declared a content change, here or on another instance)
 * empties every page and JSON cache of the process. Content loaded by another process (`npm run db:seed`,
 * SQL) shows after at most one TTL (or at once after SIGUSR2), as does an alert or banner whose start or end
 * time passes.
 */

import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler, Next } from "hono";
import { accepts } from "hono/accepts";
import type { ContentVersion } from "../effects/content-version.ts";
import { LruStore } from "./lru-store.ts";

export const JSON_CACHE_DEFAULTS = {
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
  ttlMs: 15_000,
} as const;

/** `hit` or `miss`: how a cached route's answer was produced (for benchmarks and debugging). */
export const JSON_CACHE_HEADER = "X-Api-Cache";

/** A shared cache may keep an answer as long as we do; browsers revalidate (a cheap 304 with the ETag). */
export function publicJsonCacheControl(ttlMs: number): string {
  return `public, max-age=0, s-maxage=${Math.max(1, Math.round(ttlMs / 1000))}, stale-while-revalidate=30`;
}

/** Bodies from this size on are also kept gzipped (smaller ones gain nothing on the wire). */
const GZIP_FROM_BYTES = 1024;
/** gzip when Accept-Encoding names it with a non-zero q (every browser does), else the plain body. */
const ACCEPT_GZIP: Parameters<typeof accepts>[1] = {
  header: "Accept-Encoding",
  supports: ["gzip"],
  default: "identity",
};

interface Entry {
  contentType: string;
  identity: { body: Buffer<ArrayBuffer>; etag: string };
  gzip?: { body: Buffer<ArrayBuffer>; etag: string };
  bytes: number;
  storedAt: number;
}

export interface JsonCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** The cache key: the path and query exactly as requested (the host does not matter). */
export function jsonCacheKey(url: string): string {
  const scheme = url.indexOf("://");
  const path = url.indexOf("/", scheme === -1 ? 0 : scheme + 3);
  return path === -1 ? "/" : url.slice(path);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
export function ifNoneMatchIncludes(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, "");
  for (const item of header.split(",")) {
    const tag = item.trim();
    if (tag === "*" || tag.replace(/^W\//, "") === wanted) return true;
  }
  return false;
}

function isStorable(c: Context): boolean {
  const { status, headers } = c.res;
  return (
    !c.error &&
    status === 200 &&
    (headers.get("content-type") ?? "").startsWith("application/json") &&
    !headers.has("set-cookie") &&
    !headers.has("vary") &&
    !headers.has("cache-control")
  );
}

function strongEtag(body: Buffer, suffix = ""): string {
  return `"${createHash("sha1").update(body).digest("base64url")}${suffix}"`;
}

function makeEntry(body: Buffer<ArrayBuffer>, contentType: string, storedAt: number): Entry {
  const identity = { body, etag: strongEtag(body) };
  let gzip: Entry["gzip"];
  if (body.length >= GZIP_FROM_BYTES) {
    const compressed = gzipSync(body);
    // A representation of its own: its own ETag (RFC 9110 §8.8.3).
    if (compressed.length < body.length * 0.9)
      gzip = { body: compressed, etag: `${identity.etag.slice(0, -1)}-gzip"` };
  }
  return { contentType, identity, gzip, bytes: body.length + (gzip?.body.length ?? 0), storedAt };
}

export class JsonCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly cacheControl: string;
  private readonly now: () => number;
  private readonly entries: LruStore<Entry>;
  /** Misses being produced: concurrent requests of the same key wait for the first one. */
  private readonly inflight = new Map<string, Promise<Entry | undefined>>();
  /** Grows with every invalidation of this cache; a fill started in an older one is not kept. */
  private generation = 0;
  private version: number;

  /** `content`: the process's content version; answers of an older one are never sent. */
  constructor(
    private readonly content: ContentVersion,
    options: JsonCacheOptions = {},
  ) {
    this.version = content.current;
    this.maxEntries = options.maxEntries ?? JSON_CACHE_DEFAULTS.maxEntries;
    this.maxBytes = options.maxBytes ?? JSON_CACHE_DEFAULTS.maxBytes;
    this.ttlMs = options.ttlMs ?? JSON_CACHE_DEFAULTS.ttlMs;
    this.cacheControl = publicJsonCacheControl(this.ttlMs);
    // Read at every call, so fake timers installed after construction apply.
    this.now = options.now ?? (() => Date.now());
    this.entries = new LruStore<Entry>({
      maxEntries: this.maxEntries,
      maxBytes: this.maxBytes,
      ttlMs: this.ttlMs,
      now: () => this.now(),
    });
  }

  get size(): number {
    this.checkVersion();
    return this.entries.size;
  }

  /** Bytes held (bodies and their gzipped copies). */
  get storedBytes(): number {
    this.checkVersion();
    return this.entries.bytes;
  }

  /** Empties the cache; answers being produced right now are sent but not kept. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
  }

  /** The Hono middleware for routes whose public JSON answer may be cached (see the module comment). */
  middleware(): MiddlewareHandler {
    return (c, next) => this.handle(c, next);
  }

  private async handle(c: Context, next: Next): Promise<Response | undefined> {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      await next();
      return;
    }
    const key = jsonCacheKey(c.req.url);
    const cached = this.get(key);
    if (cached) return this.respond(c, cached, "hit");

    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return this.respond(c, shared, "hit");
      // The first request's answer was not cacheable (an error): this one is produced on its own.
      await next();
      return;
    }

    let settle: (entry: Entry | undefined) => void = () => {};
    const flight = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    this.inflight.set(key, flight);
    let entry: Entry | undefined;
    try {
      entry = await this.fill(c, next, key);
    } finally {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
      settle(entry);
    }
    // The handler's response has been read; the answer is rebuilt from the entry like every hit.
    if (entry) c.res = this.respond(c, entry, "miss");
  }

  private async fill(c: Context, next: Next, key: string): Promise<Entry | undefined> {
    const generation = this.generation;
    const version = this.content.current;
    await next();
    if (!isStorable(c)) return undefined;
    const body = Buffer.from(await c.res.arrayBuffer());
    const entry = makeEntry(body, c.res.headers.get("content-type") ?? "application/json", this.now());
    // Content changed while this answer was produced: send it, but do not keep it.
    if (generation === this.generation && version === this.content.current) this.set(key, entry);
    return entry;
  }

  private respond(c: Context, entry: Entry, how: "hit" | "miss"): Response {
    const representation = entry.gzip && accepts(c, ACCEPT_GZIP) === "gzip" ? entry.gzip : entry.identity;
    const headers: Record<string, string> = {
      "Cache-Control": this.cacheControl,
      ETag: representation.etag,
      [JSON_CACHE_HEADER]: how,
    };
    if (entry.gzip) headers.Vary = "Accept-Encoding";
    if (ifNoneMatchIncludes(c.req.header("if-none-match"), representation.etag))
      return c.body(null, 304, headers);
    headers["Content-Type"] = entry.contentType;
    headers.Age = String(Math.max(0, Math.floor((this.now() - entry.storedAt) / 1000)));
    if (representation === entry.gzip) headers["Content-Encoding"] = "gzip";
    return c.body(representation.body, 200, headers);
  }

  private checkVersion(): void {
    const current = this.content.current;
    if (current !== this.version) {
      this.invalidate();
      this.version = current;
    }
  }

  private get(key: string): Entry | undefined {
    this.checkVersion();
    return this.entries.get(key);
  }

  private set(key: string, entry: Entry): void {
    this.checkVersion();
    this.entries.set(key, entry);
  }
}

export function createJsonCache(content: ContentVersion, options?: JsonCacheOptions): JsonCache {
  return new JsonCache(content, options);
}

/**
 * The middleware for public JSON routes: the cache's when there is one; otherwise (development, tests) the
 * answers are produced every time and successful ones still carry the public Cache-Control.
 */
export function publicJson(cache: JsonCache | null): MiddlewareHandler {
  if (cache) return cache.middleware();
  const cacheControl = publicJsonCacheControl(JSON_CACHE_DEFAULTS.ttlMs);
  return async (c, next) => {
    await next();
    if ((c.req.method === "GET" || c.req.method === "HEAD") && isStorable(c))
      c.header("Cache-Control", cacheControl);
  };
}
