/**
 * In-process cache of rendered pages (docs/decisions/0009-render-speed-and-caches.md: uncached SSR runs at a small fraction of what the
 * machine can serve). Anonymous GET/HEAD page responses with status 200 are kept for a short time in a
 * bounded LRU keyed by path + query, and served with a header that lets a CDN keep them too.
 *
 * A rendered page allows its inline scripts by the request's CSP nonce. A cached page is the same bytes for
 * everyone, so it allows them by their SHA-256 hashes instead (its own Content-Security-Policy header): the
 * bytes and their Brotli and gzip copies are made once and sent as they are. A page that may be cached is
 * rendered with a secret placeholder instead of the nonce; once kept, the placeholder is written over with a
 * token no policy names, and an answer that is not kept gets the request's own nonce in its place.
 *
 * Never cached: requests with cookies or credentials, non-200 answers, answers that set cookies, vary,
 * set their own Cache-Control or are not HTML, and degraded renders (a page section that failed reports it,
 * see `RenderPage`; it would otherwise be shown for the whole TTL).
 *
 * When the content version moves (an edit was published), pages of the previous version are not thrown
 * away at once: for `STALE_GRACE_MS` after their version was replaced they are still answered ("stale")
 * while one request per page renders the new version in the background, so an edit never sends every
 * visitor into a render at the same moment. After the grace a request waits for the new render, so no
 * page is older than the version that was current a few seconds before.
 */
import { randomBytes } from "node:crypto";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ContentVersion } from "../effects/content-version.ts";
import { type Encoding, preferredEncoding } from "./accept-encoding.ts";
import { hashedContentSecurityPolicy } from "./content-security-policy.ts";
import { LruStore } from "./lru-store.ts";
import { inlineScriptHashes } from "./script-hashes.ts";

/** Cached pages: browsers always revalidate, a shared cache may keep them 60 s and serve stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Pages that are not cached (personal, errors, redirects). Not `no-store`: that would rule out the back/forward cache. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-cache";
/** `hit`, `stale`, `miss` or `bypass`: how the answer was produced (for benchmarks and debugging). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export const PAGE_CACHE_DEFAULTS = {
  maxEntries: 500,
  /** Not-found pages live apart, so a stream of unknown addresses cannot push real pages out. */
  maxNotFoundEntries: 200,
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 60_000,
} as const;

/** How long after its version was replaced a page may still be answered while its new version renders. */
export const STALE_GRACE_MS = 5_000;

/**
 * Stands in for the nonce in cached renders. Random per process and never sent to a client (every answer
 * has it replaced), so content cannot smuggle it in to obtain a valid nonce. Letters and digits only: it
 * survives HTML attribute and JSON escaping unchanged. As long as Hono's nonces (24 characters).
 */
export const NONCE_PLACEHOLDER = `pcn${randomBytes(16).toString("hex").slice(0, 21)}`;

/**
 * Renders the page with the given nonce. `onDegraded` (given only for renders that may be cached) is called
 * by a page section that failed (or by the renderer on an error it reports), so a degraded page is
 * answered but never kept.
 */
export type RenderPage = (nonce: string, onDegraded?: () => void) => Promise<Response>;

export interface PageCacheOptions {
  maxEntries?: number;
  maxNotFoundEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  status: number;
  /** Its own Content-Security-Policy (the page's script hashes) included. */
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
  /** Compressed copies, each made when a client first asks for it (pages of `COMPRESS_FROM_BYTES` on). */
  encoded: { br?: Buffer<ArrayBuffer>; gzip?: Buffer<ArrayBuffer> };
  /** Whether the Brotli copy has been (or is being) redone at the smallest size. */
  brotliFinal: boolean;
  /** The page and room for its compressed copies. */
  bytes: number;
  storedAt: number;
  /** The content version it was rendered from. */
  version: number;
}

/** Pages from this size on are also sent compressed. */
const COMPRESS_FROM_BYTES = 1024;
/** Room kept for a page's compressed copies: HTML compresses to well under a quarter each. */
const COMPRESSED_SHARE = 0.5;
/**
 * Brotli in two steps: a fast quality for the page's first compressed answer (a page asked for once costs
 * about as much as its render's last millisecond), then, once it is asked for again, the smallest size
 * (quality 11, ~100 ms for the home page) made off the event loop, for every later answer.
 */
const BROTLI_FIRST_QUALITY = 5;
const BROTLI_FINAL_QUALITY = 11;

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

type Filled =
  | { kind: "entry"; entry: Entry }
  | { kind: "uncacheable"; status: number; headers: Headers; body: Buffer<ArrayBuffer>; failed: boolean };

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function requestIsCacheable(request: Request): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.has("cookie") &&
    !request.headers.has("authorization")
  );
}

/** 200, and 404: an unknown address's page is as much a page as any other. */
const CACHEABLE_STATUSES = new Set([200, 404]);

export function responseIsCacheable(status: number, headers: Headers): boolean {
  return (
    CACHEABLE_STATUSES.has(status) &&
    (headers.get("content-type") ?? "").startsWith("text/html") &&
    !headers.has("set-cookie") &&
    !headers.has("cache-control") &&
    !headers.has("vary")
  );
}

/**
 * The cache key: the page's path and the query its routes read. Crawlers and browsers share it, since every
 * page is rendered whole (app/entry.server.tsx). `address` is the page's address when the caller has already worked it out (server/page-address.ts), so a
 * hit costs no second URL parse and no new Request.
 */
export function pageCacheKey(request: Request, address: URL = new URL(request.url)): string {
  return `${address.pathname}${address.search}`;
}

/** A rendered body and where its nonce placeholders are (answers that are not kept). */
export interface NonceTemplate {
  bytes: Buffer<ArrayBuffer>;
  offsets: number[];
}

const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

export function compileTemplate(bytes: Buffer<ArrayBuffer>): NonceTemplate {
  const offsets: number[] = [];
  for (
    let at = bytes.indexOf(PLACEHOLDER_BYTES);
    at !== -1;
    at = bytes.indexOf(PLACEHOLDER_BYTES, at + PLACEHOLDER_BYTES.length)
  )
    offsets.push(at);
  return { bytes, offsets };
}

/** The body with every placeholder replaced by `nonce`. */
export function fillTemplate({ bytes, offsets }: NonceTemplate, nonce: string): Buffer<ArrayBuffer> {
  if (offsets.length === 0) return bytes;
  // Same length (the usual case: both are 24 characters): one copy, then the nonce written in place.
  if (Buffer.byteLength(nonce) === PLACEHOLDER_BYTES.length) {
    const out = Buffer.allocUnsafe(bytes.length);
    bytes.copy(out);
    for (const at of offsets) out.write(nonce, at);
    return out;
  }
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const at of offsets) {
    chunks.push(bytes.subarray(from, at), nonceBytes);
    from = at + PLACEHOLDER_BYTES.length;
  }
  chunks.push(bytes.subarray(from));
  return Buffer.concat(chunks);
}

/** The Cache-Control of a page answer that did not come from (and will not go into) the cache. */
function markUncached(response: Response, how: "miss" | "bypass"): Response {
  const headers = new Headers(response.headers);
  if (!headers.has("cache-control"))
    headers.set(
      "Cache-Control",
      responseIsCacheable(response.status, headers) ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL,
    );
  headers.set(PAGE_CACHE_HEADER, how);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export class PageCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly entries: LruStore<Entry>;
  private readonly notFound: LruStore<Entry>;
  private readonly inflight = new Map<string, Promise<Filled>>();

  /** `content`: the process's content version; pages of an older one are stale, then dropped. */
  constructor(
    private readonly content: ContentVersion,
    options: PageCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? PAGE_CACHE_DEFAULTS.maxEntries;
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_DEFAULTS.maxBytes;
    this.ttlMs = options.ttlMs ?? PAGE_CACHE_DEFAULTS.ttlMs;
    this.now = options.now ?? Date.now;
    const store = (maxEntries: number, maxBytes: number) =>
      new LruStore<Entry>({
        maxEntries,
        maxBytes,
        ttlMs: this.ttlMs,
        now: () => this.now(),
      });
    this.entries = store(this.maxEntries, this.maxBytes);
    this.notFound = store(
      options.maxNotFoundEntries ?? PAGE_CACHE_DEFAULTS.maxNotFoundEntries,
      this.maxBytes / 4,
    );
  }

  /** Pages kept, stale ones in their grace included. */
  get size(): number {
    return this.entries.size + this.notFound.size;
  }

  clear(): void {
    this.entries.clear();
    this.notFound.clear();
  }

  /**
   * The cached answer to a request; undefined when it has to be rendered. Without a nonce (development)
   * nothing is cached. `address`: the request's page address, when it differs from its URL.
   */
  lookup(request: Request, nonce: string, address?: URL): Response | undefined {
    if (!nonce || !requestIsCacheable(request)) return undefined;
    const cached = this.get(pageCacheKey(request, address));
    return cached && this.respond(cached, request, "hit");
  }

  /**
   * Answers a page request: from the cache, by rendering it once for all concurrent requests of the same
   * key, or (requests with credentials, other methods) by rendering it with the request's own nonce.
   */
  async handle(request: Request, nonce: string, render: RenderPage): Promise<Response> {
    // Without a nonce (development) there is nothing to substitute and the page is not worth caching.
    if (!nonce || !requestIsCacheable(request)) {
      const response = await render(nonce);
      const headers = new Headers(response.headers);
      if (!headers.has("cache-control")) headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
      headers.set(PAGE_CACHE_HEADER, "bypass");
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
    const key = pageCacheKey(request);
    const stored = this.find(key);
    if (stored?.version === this.content.current) return this.respond(stored, request, "hit");
    // The content moved on: the previous page answers while one request renders the new one. A render that
    // fails (queue full, degraded) leaves the stale page in place until the grace is over.
    if (stored) {
      if (request.method === "GET" && !this.inflight.has(key)) this.startFill(key, render).catch(() => {});
      return this.respond(stored, request, "stale");
    }
    // A HEAD miss is answered directly; only GET fills the cache.
    if (request.method === "HEAD") return markUncached(await render(nonce), "miss");

    let pending = this.inflight.get(key);
    const leader = !pending;
    pending ??= this.startFill(key, render);
    const filled = await pending;
    if (filled.kind === "entry") return this.respond(filled.entry, request, leader ? "miss" : "hit");
    // Not cacheable: the first request gets the rendered answer with its own nonce, the others render their own.
    if (!leader) return markUncached(await render(nonce), "miss");
    const headers = new Headers(filled.headers);
    headers.delete("content-length");
    if (!headers.has("cache-control")) headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    headers.set(PAGE_CACHE_HEADER, "miss");
    const body = NULL_BODY_STATUSES.has(filled.status)
      ? null
      : fillTemplate(compileTemplate(filled.body), nonce);
    return new Response(body, { status: filled.status, headers });
  }

  /** The page of the current version only (the fast path answers nothing else). */
  private get(key: string): Entry | undefined {
    const entry = this.find(key);
    return entry?.version === this.content.current ? entry : undefined;
  }

  /** The page of the current version, or of a previous one still in its grace; older ones are dropped. */
  private find(key: string): Entry | undefined {
    for (const store of [this.entries, this.notFound]) {
      const entry = store.get(key);
      if (!entry) continue;
      if (this.stillShowable(entry.version)) return entry;
      store.delete(key);
    }
    return undefined;
  }

  /** Whether a page of `version` may still be shown: current, or replaced less than the grace ago. */
  private stillShowable(version: number): boolean {
    if (version === this.content.current) return true;
    const replaced = this.content.replacedAt(version);
    return replaced !== undefined && Date.now() - replaced < STALE_GRACE_MS;
  }

  /** Renders `key` once for every request that asks for it meanwhile. */
  private startFill(key: string, render: RenderPage): Promise<Filled> {
    const pending = this.fill(key, render).finally(() => this.inflight.delete(key));
    this.inflight.set(key, pending);
    return pending;
  }

  private async fill(key: string, render: RenderPage): Promise<Filled> {
    const versionAtStart = this.content.current;
    let failed = false;
    const response = await render(NONCE_PLACEHOLDER, () => {
      failed = true;
    });
    // The whole body is needed to store it; the stream has ended when this resolves, deferred data included.
    const body = Buffer.from(await response.arrayBuffer());
    if (failed || !responseIsCacheable(response.status, response.headers)) {
      return { kind: "uncacheable", status: response.status, headers: response.headers, body, failed };
    }
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== "content-length") headers.push([name, value]);
    });
    // The nonce slots get a token that no policy names; the scripts are allowed by their hashes.
    const sealed = fillTemplate(compileTemplate(body), randomBytes(12).toString("hex"));
    headers.push([
      "content-security-policy",
      hashedContentSecurityPolicy(inlineScriptHashes(sealed.toString())),
    ]);
    const entry: Entry = {
      status: response.status,
      headers,
      body: sealed,
      encoded: {},
      brotliFinal: false,
      bytes: Math.ceil(
        sealed.byteLength * (sealed.byteLength >= COMPRESS_FROM_BYTES ? 1 + COMPRESSED_SHARE : 1),
      ),
      storedAt: this.now(),
      version: versionAtStart,
    };
    // Content changed while this page rendered: answer with it, but do not keep it.
    if (versionAtStart === this.content.current) {
      // A page that changed status moves between the stores; the other one must not keep the old answer.
      (entry.status === 404 ? this.entries : this.notFound).delete(key);
      (entry.status === 404 ? this.notFound : this.entries).set(key, entry);
    }
    return { kind: "entry", entry };
  }

  private respond(entry: Entry, request: Request, how: "hit" | "stale" | "miss"): Response {
    const headers = new Headers(entry.headers);
    headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    headers.set("Age", String(Math.max(0, Math.floor((this.now() - entry.storedAt) / 1000))));
    headers.set("Vary", "Accept-Encoding");
    headers.set(PAGE_CACHE_HEADER, how);
    const encoding: Encoding =
      entry.body.byteLength >= COMPRESS_FROM_BYTES
        ? preferredEncoding(request.headers.get("accept-encoding"))
        : "identity";
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    if (request.method === "HEAD") return new Response(null, { status: entry.status, headers });
    return new Response(bodyIn(entry, encoding), { status: entry.status, headers });
  }
}

/** The page's bytes in an encoding, made on first use and kept with the page. */
function bodyIn(entry: Entry, encoding: Encoding): Buffer<ArrayBuffer> {
  if (encoding === "identity") return entry.body;
  const kept = entry.encoded[encoding];
  if (!kept) {
    const made =
      encoding === "br"
        ? brotliCompressSync(entry.body, brotliOptions(BROTLI_FIRST_QUALITY, entry.body.byteLength))
        : gzipSync(entry.body);
    entry.encoded[encoding] = made as Buffer<ArrayBuffer>;
    return made as Buffer<ArrayBuffer>;
  }
  if (encoding === "br" && !entry.brotliFinal) {
    entry.brotliFinal = true;
    brotliCompress(
      entry.body,
      brotliOptions(BROTLI_FINAL_QUALITY, entry.body.byteLength),
      (error, smaller) => {
        if (!error && smaller.byteLength < kept.byteLength) entry.encoded.br = smaller as Buffer<ArrayBuffer>;
      },
    );
  }
  return kept;
}

export function createPageCache(content: ContentVersion, options?: PageCacheOptions): PageCache {
  return new PageCache(content, options);
}
