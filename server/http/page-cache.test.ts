import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentVersion } from "../effects/content-version.ts";
import {
  compileTemplate,
  createPageCache,
  fillTemplate,
  NONCE_PLACEHOLDER,
  PAGE_CACHE_HEADER,
  type PageCache,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  type RenderPage,
  STALE_GRACE_MS,
} from "./page-cache.ts";

/** The process's content version, as Deps carries it. */
const content = new ContentVersion();

/** Renders like React Router does: the nonce in script attributes and in the serialized loader data. */
function page(nonce: string, extra = "") {
  return `<!DOCTYPE html><html><body><h1>Courses${extra}</h1><script nonce="${nonce}">window.__ctx=${JSON.stringify({ nonce })}</script><script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`;
}

interface FakeRenderer {
  render: RenderPage;
  calls: string[];
}

function renderer(
  answer: (nonce: string, onError?: () => void) => Response = (nonce) =>
    new Response(page(nonce), { headers: { "Content-Type": "text/html; charset=utf-8" } }),
): FakeRenderer {
  const calls: string[] = [];
  return {
    calls,
    render: async (nonce, onError) => {
      calls.push(nonce);
      return answer(nonce, onError);
    },
  };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

function noncesIn(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
}

const scriptHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * A cached answer: the page with a token in its nonce slots that is neither the placeholder nor any request's
 * nonce, and its own policy allowing exactly its inline scripts by hash (no nonce). Returns the token.
 */
async function expectCachedPage(res: Response | undefined, extra = ""): Promise<string> {
  const html = await (res as Response).text();
  const [token] = noncesIn(html);
  expect(token).toMatch(/^[0-9a-f]{24}$/);
  expect(html).toBe(page(token, extra));
  const csp = res?.headers.get("content-security-policy") ?? "";
  expect(csp).not.toContain("nonce-");
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => scriptHash(m[1]));
  expect(csp).toContain(`script-src 'self' ${scripts.join(" ")};`);
  return token;
}

let cache: PageCache;
beforeEach(() => {
  cache = createPageCache(content, { maxEntries: 3, ttlMs: 60_000 });
});

describe("page cache", () => {
  it("renders a miss once, then answers hits from memory", async () => {
    const r = renderer();
    const first = await cache.handle(get("/blog"), "nonceA", r.render);
    const second = await cache.handle(get("/blog"), "nonceB", r.render);
    expect(r.calls).toEqual([NONCE_PLACEHOLDER]);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await expectCachedPage(second)).toBe(await expectCachedPage(first));
    expect(cache.size).toBe(1);
  });

  it("answers every request with the same bytes, its scripts allowed by hash, never a nonce or the placeholder", async () => {
    const r = renderer();
    const tokens = new Set<string>();
    for (const nonce of ["n+1/aa==", "n+2/bb==", "n+3/cc=="]) {
      const res = await cache.handle(get("/"), nonce, r.render);
      tokens.add(await expectCachedPage(res));
    }
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).not.toBe(NONCE_PLACEHOLDER);
    expect(r.calls).toHaveLength(1);
    // A page rendered again (another key) gets a token of its own.
    expect(await expectCachedPage(await cache.handle(get("/other"), "n", r.render))).not.toBe([...tokens][0]);
  });

  it("lookup answers only what is cached, for anonymous GET/HEAD requests", async () => {
    const r = renderer();
    expect(cache.lookup(get("/"), "n1")).toBeUndefined();
    await cache.handle(get("/"), "n1", r.render);
    const hit = cache.lookup(get("/"), "n2");
    expect(hit?.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    await expectCachedPage(hit);
    expect(cache.lookup(get("/", { cookie: "a=1" }), "n3")).toBeUndefined();
    expect(cache.lookup(get("/"), "")).toBeUndefined();
  });

  it("keys by path and query", async () => {
    const r = renderer();
    await cache.handle(get("/blog?page=1"), "n", r.render);
    await cache.handle(get("/blog?page=2"), "n", r.render);
    await cache.handle(get("/blog?page=1"), "n", r.render);
    expect(r.calls).toHaveLength(2);
  });

  it("gives crawlers and browsers the same cached page (both are sent the whole document)", async () => {
    const r = renderer();
    await cache.handle(get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }), "n", r.render);
    await cache.handle(
      get("/", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140" }),
      "n",
      r.render,
    );
    expect(r.calls).toHaveLength(1);
  });

  it("renders concurrent misses of one page once", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const r = renderer();
    const slow: RenderPage = async (nonce, onError) => {
      await gate;
      return r.render(nonce, onError);
    };
    const answers = Promise.all(["a1", "a2", "a3"].map((nonce) => cache.handle(get("/"), nonce, slow)));
    release();
    const tokens = await Promise.all((await answers).map((res) => expectCachedPage(res)));
    expect(r.calls).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const r = renderer();
    for (const path of ["/a", "/b", "/c"]) await cache.handle(get(path), "n", r.render);
    await cache.handle(get("/a"), "n", r.render); // /a is now the most recently used
    await cache.handle(get("/d"), "n", r.render); // evicts /b
    expect(cache.size).toBe(3);
    r.calls.length = 0;
    for (const path of ["/a", "/c", "/d"]) await cache.handle(get(path), "n", r.render);
    expect(r.calls).toHaveLength(0);
    await cache.handle(get("/b"), "n", r.render);
    expect(r.calls).toHaveLength(1);
  });

  it("keeps at most maxBytes of pages", async () => {
    const small = createPageCache(content, {
      maxEntries: 100,
      maxBytes: page(NONCE_PLACEHOLDER).length * 2 + 10,
    });
    const r = renderer();
    for (const path of ["/a", "/b", "/c"]) await small.handle(get(path), "n", r.render);
    expect(small.size).toBe(2);
  });

  describe("time to live", () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") }));
    afterEach(() => vi.useRealTimers());

    it("serves a page until its TTL has passed, with its age, then renders it again", async () => {
      const timed = createPageCache(content, { ttlMs: 60_000 });
      const r = renderer();
      await timed.handle(get("/"), "n", r.render);
      vi.advanceTimersByTime(59_000);
      const aged = await timed.handle(get("/"), "n", r.render);
      expect(aged.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
      expect(aged.headers.get("age")).toBe("59");
      expect(r.calls).toHaveLength(1);
      vi.advanceTimersByTime(1_000);
      const fresh = await timed.handle(get("/"), "n", r.render);
      expect(fresh.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
      expect(r.calls).toHaveLength(2);
    });
  });

  describe("when the content version moves (stale while revalidate)", () => {
    const html = { "Content-Type": "text/html; charset=utf-8" };
    beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") }));
    afterEach(() => vi.useRealTimers());

    /** Renders the page of the current content version; each render waits for `release()` when gated. */
    function versionedRenderer() {
      let gate: Promise<void> | null = null;
      let open: () => void = () => {};
      const r = renderer((nonce) => new Response(page(nonce, ` v${content.current}`), { headers: html }));
      return {
        ...r,
        hold() {
          gate = new Promise<void>((resolve) => {
            open = resolve;
          });
        },
        release: () => open(),
        render: (async (nonce, onDegraded) => {
          if (gate) await gate;
          return r.render(nonce, onDegraded);
        }) satisfies RenderPage,
      };
    }

    it("answers the previous page while one request renders the new one, then the new one", async () => {
      const r = versionedRenderer();
      await cache.handle(get("/"), "n0", r.render);
      const old = content.current;
      content.move();
      r.hold();
      const answers = await Promise.all(
        ["a", "b", "c"].map((nonce) => cache.handle(get("/"), nonce, r.render)),
      );
      expect(answers.map((res) => res.headers.get(PAGE_CACHE_HEADER))).toEqual(["stale", "stale", "stale"]);
      await expectCachedPage(answers[1], ` v${old}`);
      r.release();
      await vi.advanceTimersByTimeAsync(0);
      const fresh = await cache.handle(get("/"), "d", r.render);
      expect(fresh.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
      await expectCachedPage(fresh, ` v${content.current}`);
      // One render of the new version for all three, started by the first.
      expect(r.calls).toHaveLength(2);
    });

    it("the fast path answers only pages of the current version", async () => {
      const r = versionedRenderer();
      await cache.handle(get("/"), "n0", r.render);
      expect(cache.lookup(get("/"), "n1")).toBeDefined();
      content.move();
      expect(cache.lookup(get("/"), "n2")).toBeUndefined();
    });

    it("after the grace, a request waits for the new version", async () => {
      const r = versionedRenderer();
      await cache.handle(get("/"), "n0", r.render);
      content.move();
      vi.advanceTimersByTime(STALE_GRACE_MS);
      const res = await cache.handle(get("/"), "n1", r.render);
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
      await expectCachedPage(res, ` v${content.current}`);
    });

    it("never answers a page older than the version current a grace ago, however recent the last change", async () => {
      const r = versionedRenderer();
      await cache.handle(get("/"), "n0", r.render);
      content.move();
      vi.advanceTimersByTime(STALE_GRACE_MS - 1_000);
      content.move();
      vi.advanceTimersByTime(2_000);
      // The page's version was replaced 6 s ago (the newer one only 2 s ago): it is not shown.
      const res = await cache.handle(get("/"), "n1", r.render);
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
      await expectCachedPage(res, ` v${content.current}`);
    });

    it("keeps the previous page while the new render degrades, and tries again on the next request", async () => {
      let degrade = false;
      const r = renderer((nonce, onDegraded) => {
        if (degrade) onDegraded?.();
        return new Response(page(nonce, degrade ? " (section failed)" : ""), { headers: html });
      });
      await cache.handle(get("/"), "n0", r.render);
      content.move();
      degrade = true;
      for (const nonce of ["a", "b"]) {
        const res = await cache.handle(get("/"), nonce, r.render);
        expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("stale");
        await expectCachedPage(res);
        await vi.advanceTimersByTimeAsync(0);
      }
      expect(r.calls).toHaveLength(3);
      vi.advanceTimersByTime(STALE_GRACE_MS);
      const res = await cache.handle(get("/"), "c", r.render);
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
      expect(await res.text()).toBe(page("c", " (section failed)"));
    });

    it("a HEAD request gets the previous page's headers and starts no render", async () => {
      const r = versionedRenderer();
      await cache.handle(get("/"), "n0", r.render);
      content.move();
      const res = await cache.handle(new Request("http://localhost/", { method: "HEAD" }), "n1", r.render);
      expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("stale");
      expect(r.calls).toHaveLength(1);
    });
  });

  it("does not keep a page whose content changed while it rendered", async () => {
    const r = renderer((nonce) => {
      content.move();
      return new Response(page(nonce), { headers: { "Content-Type": "text/html" } });
    });
    await expectCachedPage(await cache.handle(get("/"), "n1", r.render));
    expect(cache.size).toBe(0);
  });
});

describe("what is never cached", () => {
  const html = { "Content-Type": "text/html; charset=utf-8" };

  it.each([
    ["a 500", () => new Response("<p>Error</p>", { status: 500, headers: html })],
    ["a redirect", () => new Response(null, { status: 302, headers: { Location: "/open-positions" } })],
    [
      "a page that sets a cookie",
      () => new Response("<p>x</p>", { headers: { ...html, "Set-Cookie": "a=1" } }),
    ],
    [
      "a page with its own Cache-Control",
      () => new Response("<p>x</p>", { headers: { ...html, "Cache-Control": "no-store" } }),
    ],
    ["a page that varies", () => new Response("<p>x</p>", { headers: { ...html, Vary: "Accept-Language" } })],
    ["route data (not HTML)", () => new Response("[]", { headers: { "Content-Type": "text/x-script" } })],
  ])("%s", async (_name, answer) => {
    const r = renderer(answer);
    const first = await cache.handle(get("/x"), "n", r.render);
    await cache.handle(get("/x"), "n", r.render);
    expect(r.calls).toHaveLength(2);
    expect(cache.size).toBe(0);
    expect(first.headers.get("cache-control")).not.toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get("cache-control")).toBeTruthy();
  });

  it("answers an uncached page with the request's nonce in place of the placeholder", async () => {
    const r = renderer((nonce) => new Response(page(nonce), { status: 500, headers: html }));
    const res = await cache.handle(get("/broken"), "nonce500", r.render);
    expect(res.status).toBe(500);
    expect(res.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(await res.text()).toBe(page("nonce500"));
  });
});

describe("not-found pages", () => {
  const html = { "Content-Type": "text/html; charset=utf-8" };

  it("are cached like any other page, with their status", async () => {
    const r = renderer((nonce) => new Response(page(nonce), { status: 404, headers: html }));
    const first = await cache.handle(get("/nope"), "nonce404", r.render);
    const second = await cache.handle(get("/nope"), "other404", r.render);
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    await expectCachedPage(second);
    expect(r.calls).toHaveLength(1);
  });

  it("live apart: a stream of unknown addresses cannot push real pages out", async () => {
    const small = createPageCache(content, { maxEntries: 5, maxNotFoundEntries: 2 });
    const ok = renderer();
    const missing = renderer((nonce) => new Response(page(nonce), { status: 404, headers: html }));
    await small.handle(get("/"), "n", ok.render);
    for (let i = 0; i < 50; i++) await small.handle(get(`/junk-${i}`), "n", missing.render);
    expect(small.size).toBe(3);
    await small.handle(get("/"), "n", ok.render);
    expect(ok.calls).toHaveLength(1);
  });

  it("keeps the redirect target and a null body", async () => {
    const r = renderer(() => new Response(null, { status: 302, headers: { Location: "/open-positions" } }));
    const res = await cache.handle(get("/open-poistions"), "n", r.render);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/open-positions");
    expect(await res.text()).toBe("");
  });

  it.each([
    ["a cookie", { cookie: "session=abc" }],
    ["credentials", { authorization: "Basic eDp5" }],
  ])("requests with %s: rendered with their own nonce, private", async (_name, headers) => {
    const r = renderer();
    const res = await cache.handle(get("/", headers), "ownNonce", r.render);
    await cache.handle(get("/", headers), "ownNonce", r.render);
    expect(r.calls).toEqual(["ownNonce", "ownNonce"]);
    expect(res.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(cache.size).toBe(0);
  });

  it("does not serve a cookie-carrying request from the cache either", async () => {
    const r = renderer();
    await cache.handle(get("/"), "n", r.render);
    await cache.handle(get("/", { cookie: "a=1" }), "n", r.render);
    expect(r.calls).toHaveLength(2);
  });

  it("POST requests go straight to the page", async () => {
    const r = renderer();
    await cache.handle(new Request("http://localhost/", { method: "POST", body: "x" }), "n", r.render);
    expect(r.calls).toEqual(["n"]);
    expect(cache.size).toBe(0);
  });

  it("does not cache without a nonce (development)", async () => {
    const r = renderer();
    await cache.handle(get("/"), "", r.render);
    expect(r.calls).toEqual([""]);
    expect(cache.size).toBe(0);
  });

  it("a degraded render (a section reported its failure) is answered but not kept", async () => {
    const r = renderer((nonce, onError) => {
      onError?.();
      return new Response(page(nonce, " (section failed)"), { headers: html });
    });
    const res = await cache.handle(get("/"), "n1", r.render);
    expect(await res.text()).toBe(page("n1", " (section failed)"));
    expect(cache.size).toBe(0);
  });
});

describe("compression", () => {
  const big = (nonce: string) => page(nonce, " and internships".repeat(500));
  const bigRenderer = () =>
    renderer((nonce) => new Response(big(nonce), { headers: { "Content-Type": "text/html" } }));
  const accepting = (encodings: string) => get("/", { "accept-encoding": encodings });

  async function bytesOf(res: Response | undefined) {
    return Buffer.from(await (res as Response).arrayBuffer());
  }

  it("sends Brotli to clients that accept it, the same page as the uncompressed one", async () => {
    const r = bigRenderer();
    const plain = await (await cache.handle(get("/"), "n0", r.render)).text();
    for (let i = 0; i < 3; i++) {
      const res = cache.lookup(accepting("gzip, deflate, br"), `n${i}`);
      expect(res?.headers.get("content-encoding")).toBe("br");
      expect(res?.headers.get("vary")).toBe("Accept-Encoding");
      const compressed = await bytesOf(res);
      expect(compressed.length).toBeLessThan(plain.length / 10);
      expect(brotliDecompressSync(compressed).toString()).toBe(plain);
      // The second answer starts the smallest encoding off the event loop; later answers may carry it.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(r.calls).toHaveLength(1);
  });

  it("sends gzip to clients that accept only gzip, and the page as it is to the others", async () => {
    const r = bigRenderer();
    const plain = await (await cache.handle(get("/"), "n0", r.render)).text();
    const gzipped = cache.lookup(accepting("gzip;q=1, br;q=0"), "n1");
    expect(gzipped?.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(plain);
    const identity = cache.lookup(accepting("deflate"), "n2");
    expect(identity?.headers.get("content-encoding")).toBeNull();
    expect(identity?.headers.get("vary")).toBe("Accept-Encoding");
    expect(await identity?.text()).toBe(plain);
  });

  it("leaves a page under 1 KB uncompressed", async () => {
    const r = renderer();
    await cache.handle(get("/"), "n0", r.render);
    const res = cache.lookup(accepting("br, gzip"), "n1");
    expect(res?.headers.get("content-encoding")).toBeNull();
    await expectCachedPage(res);
  });

  it("a HEAD request is told the encoding it would get", async () => {
    const r = bigRenderer();
    await cache.handle(get("/"), "n0", r.render);
    const res = cache.lookup(
      new Request("http://localhost/", { method: "HEAD", headers: { "accept-encoding": "br" } }),
      "n",
    );
    expect(res?.headers.get("content-encoding")).toBe("br");
    expect(await res?.text()).toBe("");
  });
});

describe("HEAD", () => {
  it("is answered from a cached page without a body", async () => {
    const r = renderer();
    await cache.handle(get("/"), "n", r.render);
    const res = await cache.handle(new Request("http://localhost/", { method: "HEAD" }), "n", r.render);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(await res.text()).toBe("");
    expect(r.calls).toHaveLength(1);
  });

  it("a miss is rendered with the request's nonce and does not fill the cache", async () => {
    const r = renderer();
    const res = await cache.handle(new Request("http://localhost/", { method: "HEAD" }), "n", r.render);
    expect(r.calls).toEqual(["n"]);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(cache.size).toBe(0);
  });
});

describe("helpers", () => {
  it("fillTemplate writes the nonce over every placeholder, whatever its length", () => {
    const template = compileTemplate(Buffer.from(`a${NONCE_PLACEHOLDER}b${NONCE_PLACEHOLDER}c`));
    expect(template.offsets).toHaveLength(2);
    const sameLength = "x".repeat(NONCE_PLACEHOLDER.length);
    expect(fillTemplate(template, sameLength).toString()).toBe(`a${sameLength}b${sameLength}c`);
    expect(fillTemplate(template, "N").toString()).toBe("aNbNc");
    expect(fillTemplate(template, "a-much-longer-nonce-than-the-placeholder==").toString()).toBe(
      "aa-much-longer-nonce-than-the-placeholder==ba-much-longer-nonce-than-the-placeholder==c",
    );
    // The cached bytes are never modified.
    expect(template.bytes.toString()).toBe(`a${NONCE_PLACEHOLDER}b${NONCE_PLACEHOLDER}c`);
    const plain = compileTemplate(Buffer.from("plain"));
    expect(fillTemplate(plain, "N")).toBe(plain.bytes);
  });

  it("the placeholder is letters and digits only, as long as a nonce", () => {
    expect(NONCE_PLACEHOLDER).toMatch(/^[a-z0-9]{24}$/);
  });
});
