import { gunzipSync } from "node:zlib";
import { type Context, Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentVersion } from "../effects/content-version.ts";
import { errorResponse } from "./errors.ts";
import {
  createJsonCache,
  ifNoneMatchIncludes,
  JSON_CACHE_DEFAULTS,
  JSON_CACHE_HEADER,
  type JsonCache,
  jsonCacheKey,
  publicJson,
  publicJsonCacheControl,
} from "./json-cache.ts";
import { createLogger } from "./logger.ts";

/** The process's content version, as Deps carries it. */
const content = new ContentVersion();

type Handler = (c: Context, call: number) => Response | Promise<Response>;

/** A Hono app with one cached GET route (`/list/*`) and one POST, counting how often the handler runs. */
function setup(cache: JsonCache, handler: Handler = (c, call) => c.json({ call, path: c.req.path })) {
  let calls = 0;
  const app = new Hono();
  // The real app's error mapping: thrown errors become 4xx/5xx JSON answers (503 when the database is down).
  app.onError((error, c) => errorResponse(error, c, createLogger("silent")));
  const run = (c: Context) => handler(c, ++calls);
  app.get("/list/*", cache.middleware(), run);
  app.post("/list/*", cache.middleware(), run);
  return {
    app,
    get calls() {
      return calls;
    },
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
  };
}

function deferred() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
}

/** Lets every request started so far run up to its first wait. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("a cached route", () => {
  it("answers the second request from memory with the same bytes, an ETag and the public Cache-Control", async () => {
    const t = setup(createJsonCache(content));
    const first = await t.get("/list/a");
    const second = await t.get("/list/a");
    expect(t.calls).toBe(1);
    expect(first.headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect(await second.json()).toEqual({ call: 1, path: "/list/a" });
    expect(await first.json()).toEqual({ call: 1, path: "/list/a" });
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=15, stale-while-revalidate=30",
    );
    expect(second.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("keys by path and query", async () => {
    const t = setup(createJsonCache(content), (c, call) => c.json({ call, page: c.req.query("page") }));
    expect(await (await t.get("/list/a?page=1")).json()).toEqual({ call: 1, page: "1" });
    expect(await (await t.get("/list/a?page=2")).json()).toEqual({ call: 2, page: "2" });
    expect(await (await t.get("http://other.host/list/a?page=1")).json()).toEqual({ call: 1, page: "1" });
    expect(t.calls).toBe(2);
  });

  it("keeps an answer for the TTL, then produces it again", async () => {
    vi.useFakeTimers();
    const t = setup(createJsonCache(content));
    await t.get("/list/a");
    vi.advanceTimersByTime(JSON_CACHE_DEFAULTS.ttlMs - 1);
    const late = await t.get("/list/a");
    expect(late.headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect(late.headers.get("age")).toBe(String(Math.floor((JSON_CACHE_DEFAULTS.ttlMs - 1) / 1000)));
    vi.advanceTimersByTime(1);
    const expired = await t.get("/list/a");
    expect(expired.headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect(await expired.json()).toEqual({ call: 2, path: "/list/a" });
  });

  it("answers HEAD from the cache without a body and lets POST through every time", async () => {
    const t = setup(createJsonCache(content));
    await t.get("/list/a");
    const head = await t.app.request("/list/a", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect(await head.text()).toBe("");
    await t.app.request("/list/a", { method: "POST" });
    const post = await t.app.request("/list/a", { method: "POST" });
    expect(await post.json()).toEqual({ call: 3, path: "/list/a" });
    expect(post.headers.get(JSON_CACHE_HEADER)).toBeNull();
  });
});

describe("concurrent misses", () => {
  it("run the handler once and share its answer", async () => {
    const { gate, open } = deferred();
    const t = setup(createJsonCache(content), async (c, call) => {
      await gate;
      return c.json({ call });
    });
    const pending = Array.from({ length: 20 }, () => t.get("/list/a"));
    await settle();
    open();
    const answers = await Promise.all(pending);
    expect(t.calls).toBe(1);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual(Array(20).fill({ call: 1 }));
    expect(answers.map((a) => a.headers.get(JSON_CACHE_HEADER)).sort()).toEqual([
      ...Array(19).fill("hit"),
      "miss",
    ]);
  });

  it("each produce their own answer when the first one failed, and the failure is not kept", async () => {
    const { gate, open } = deferred();
    const t = setup(createJsonCache(content), async (c, call) => {
      if (call === 1) {
        await gate;
        return c.json({ error: "down" }, 503);
      }
      return c.json({ call });
    });
    const pending = Array.from({ length: 5 }, () => t.get("/list/a"));
    await settle();
    open();
    const statuses = (await Promise.all(pending)).map((a) => a.status);
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 503]);
    expect(t.calls).toBe(5);
    // Nothing was kept: the next request is a fresh miss, and the one after it a hit.
    expect((await t.get("/list/a")).headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect((await t.get("/list/a")).headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect(t.calls).toBe(6);
  });
});

describe("errors and answers that are not the same for everyone", () => {
  it("never keeps a 503 from an unavailable database, a 404 or a 500", async () => {
    const failures = [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("boom"),
    ];
    const t = setup(createJsonCache(content), (c, call) => {
      if (call <= failures.length) throw failures[call - 1];
      if (call === 3) return c.json({ error: "Not found." }, 404);
      return c.json({ call });
    });
    const unavailable = await t.get("/list/a");
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("5");
    expect(unavailable.headers.get("cache-control")).toBeNull();
    expect(unavailable.headers.get(JSON_CACHE_HEADER)).toBeNull();
    expect((await t.get("/list/a")).status).toBe(500);
    expect((await t.get("/list/a")).status).toBe(404);
    const ok = await t.get("/list/a");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ call: 4 });
    expect(t.calls).toBe(4);
  });

  it.each([
    ["sets a cookie", (c: Context) => c.json({}, 200, { "Set-Cookie": "a=1" })],
    ["sets its own Cache-Control", (c: Context) => c.json({}, 200, { "Cache-Control": "no-store" })],
    ["varies", (c: Context) => c.json({}, 200, { Vary: "Cookie" })],
    ["is not JSON", (c: Context) => c.text("plain")],
  ])("does not keep an answer that %s", async (_, handler) => {
    const t = setup(createJsonCache(content), handler);
    await t.get("/list/a");
    const second = await t.get("/list/a");
    expect(t.calls).toBe(2);
    expect(second.headers.get(JSON_CACHE_HEADER)).toBeNull();
  });
});

describe("size bound", () => {
  it("evicts the least recently used entry beyond maxEntries", async () => {
    const t = setup(createJsonCache(content, { maxEntries: 2 }));
    await t.get("/list/a");
    await t.get("/list/b");
    await t.get("/list/a"); // a is now the most recently used
    await t.get("/list/c"); // evicts b
    expect((await t.get("/list/a")).headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect((await t.get("/list/c")).headers.get(JSON_CACHE_HEADER)).toBe("hit");
    expect((await t.get("/list/b")).headers.get(JSON_CACHE_HEADER)).toBe("miss");
  });

  it("keeps the stored bytes under maxBytes and never stores a body larger than that", async () => {
    const body = "x".repeat(300); // under the gzip threshold: one copy per entry
    const cache = createJsonCache(content, { maxBytes: 800 });
    const t = setup(cache, (c) => (c.req.path === "/list/huge" ? c.json("y".repeat(900)) : c.json(body)));
    for (const key of ["a", "b", "c", "d"]) await t.get(`/list/${key}`);
    expect(cache.size).toBe(2);
    expect(cache.storedBytes).toBeLessThanOrEqual(800);
    await t.get("/list/huge");
    expect((await t.get("/list/huge")).headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect((await t.get("/list/d")).headers.get(JSON_CACHE_HEADER)).toBe("hit");
  });
});

describe("invalidation", () => {
  it("invalidate() empties the cache: the next request sees new content", async () => {
    const cache = createJsonCache(content);
    const t = setup(cache);
    await t.get("/list/a");
    cache.invalidate();
    expect(cache.size).toBe(0);
    const after = await t.get("/list/a");
    expect(after.headers.get(JSON_CACHE_HEADER)).toBe("miss");
    expect(await after.json()).toEqual({ call: 2, path: "/list/a" });
  });

  it("content.move() empties the JSON caches too", async () => {
    const cache = createJsonCache(content);
    const t = setup(cache);
    await t.get("/list/a");
    expect(cache.size).toBe(1);
    content.move();
    expect(cache.size).toBe(0);
    expect(await (await t.get("/list/a")).json()).toEqual({ call: 2, path: "/list/a" });
  });

  it("sends an answer produced across an invalidation but does not keep it", async () => {
    const { gate, open } = deferred();
    const cache = createJsonCache(content);
    const t = setup(cache, async (c, call) => {
      if (call === 1) await gate;
      return c.json({ call });
    });
    const pending = t.get("/list/a");
    await settle();
    cache.invalidate();
    // A request after the invalidation does not wait for the older answer.
    expect(await (await t.get("/list/a")).json()).toEqual({ call: 2 });
    open();
    expect(await (await pending).json()).toEqual({ call: 1 });
    expect(await (await t.get("/list/a")).json()).toEqual({ call: 2 });
  });

  it("lets requests after an invalidation wait for the new answer, not the old one", async () => {
    const gates = [deferred(), deferred()];
    const cache = createJsonCache(content);
    const t = setup(cache, async (c, call) => {
      if (call <= gates.length) await gates[call - 1].gate;
      return c.json({ call });
    });
    const old = t.get("/list/a");
    await settle();
    cache.invalidate();
    const fresh = t.get("/list/a");
    await settle();
    gates[0].open();
    expect(await (await old).json()).toEqual({ call: 1 });
    const joining = t.get("/list/a");
    await settle();
    gates[1].open();
    expect(await (await fresh).json()).toEqual({ call: 2 });
    expect(await (await joining).json()).toEqual({ call: 2 });
    expect(t.calls).toBe(2);
  });
});

describe("validators and compression", () => {
  it("answers If-None-Match with the current ETag with an empty 304 (also after a refill of equal content)", async () => {
    const cache = createJsonCache(content);
    const t = setup(cache, (c) => c.json({ same: true }));
    const etag = (await t.get("/list/a")).headers.get("etag") ?? "";
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await t.get("/list/a", { "if-none-match": header });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe(cache.cacheControl);
    }
    expect((await t.get("/list/a", { "if-none-match": '"other"' })).status).toBe(200);
    cache.invalidate();
    expect((await t.get("/list/a", { "if-none-match": etag })).status).toBe(304);
    expect(t.calls).toBe(2);
  });

  it("sends large bodies gzipped to clients that accept gzip, as a representation with its own ETag", async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Course ${i}` }));
    const t = setup(createJsonCache(content), (c) => c.json(items));
    const plain = await t.get("/list/a");
    const zipped = await t.get("/list/a", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(JSON.stringify(items)) / 2);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(items);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(items);
    for (const res of [plain, zipped]) expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(zipped.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const refused = await t.get("/list/a", { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers.get("content-encoding")).toBeNull();
    const revalidated = await t.get("/list/a", {
      "accept-encoding": "gzip",
      "if-none-match": zipped.headers.get("etag") ?? "",
    });
    expect(revalidated.status).toBe(304);
    expect(t.calls).toBe(1);
  });
});

describe("without a cache (development and tests)", () => {
  it("produces every answer and marks successful ones public", async () => {
    let calls = 0;
    const app = new Hono();
    app.get("/list/:id", publicJson(null), (c) => {
      calls += 1;
      return c.req.param("id") === "missing" ? c.json({ error: "Not found." }, 404) : c.json({ calls });
    });
    await app.request("/list/a");
    const second = await app.request("/list/a");
    expect(await second.json()).toEqual({ calls: 2 });
    expect(second.headers.get("cache-control")).toBe(publicJsonCacheControl(JSON_CACHE_DEFAULTS.ttlMs));
    expect(second.headers.get(JSON_CACHE_HEADER)).toBeNull();
    expect((await app.request("/list/missing")).headers.get("cache-control")).toBeNull();
  });
});

describe("helpers", () => {
  it("jsonCacheKey keeps the path and query and drops the origin", () => {
    expect(jsonCacheKey("http://example.com/api/getcourses?page=2")).toBe("/api/getcourses?page=2");
    expect(jsonCacheKey("https://example.com:8443/api/x")).toBe("/api/x");
    expect(jsonCacheKey("http://example.com")).toBe("/");
  });

  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"abcd"', false],
    ["*", true],
  ])("ifNoneMatchIncludes(%j, '\"abc\"') is %s", (header, expected) => {
    expect(ifNoneMatchIncludes(header, '"abc"')).toBe(expected);
  });
});
