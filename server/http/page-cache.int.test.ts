/**
 * The page cache inside the real Hono app (security headers, request ids, routing): every answer's inline
 * scripts are allowed by its own Content-Security-Policy header, by nonce (rendered) or hash (cached). The page handler stands in for React Router and
 * carries the nonce where React Router does (script attributes and serialized loader data).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createApp, type PageHandler } from "../app.ts";
import { createPageCache, PAGE_CACHE_HEADER, PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache.ts";
import { RenderQueue } from "./render-queue.ts";

let t: TestContext;
let renders = 0;
const pages: PageHandler = async (request, context) => {
  renders += 1;
  const url = new URL(request.url);
  if (url.pathname === "/missing")
    return new Response("<h1>Not found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
  context.logger.info("rendering", { requestId: context.requestId });
  const html = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${context.nonce}"></head><body><h1>${url.pathname}</h1><script nonce="${context.nonce}">window.__reactRouterContext=${JSON.stringify({ loaderData: { root: { nonce: context.nonce } } })}</script></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
};

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function cspNonce(res: Response): string {
  const csp = res.headers.get("content-security-policy") ?? "";
  const match = /'nonce-([^']+)'/.exec(csp);
  if (!match) throw new Error(`no nonce in CSP: ${csp}`);
  return match[1];
}

async function bodyNonces(res: Response): Promise<string[]> {
  const html = await res.text();
  return [
    ...[...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/"nonce":"([^"]*)"/g)].map((m) => m[1]),
  ];
}

describe("pages through the app with the page cache", () => {
  it("a rendered page allows its scripts by the request's nonce; a cached one by their hashes, the same bytes for all", async () => {
    const app = createApp(t.deps, { pages, pageCache: createPageCache(t.deps.content) });
    renders = 0;
    const first = await app.request("/");
    const second = await app.request("/");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const [html1, html2] = [await first.text(), await second.text()];
    expect(html2).toBe(html1);
    for (const [res, html] of [
      [first, html1],
      [second, html2],
    ] as const) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain("'nonce-");
      const script = /<script nonce="[^"]*">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
      expect(csp).toContain(
        `script-src 'self' 'sha256-${createHash("sha256").update(script).digest("base64")}';`,
      );
      // The rest of the policy is the one every answer has.
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    // The security headers are still set on a hit.
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(renders).toBe(1);
    // A request the cache does not answer is rendered with its own nonce, in its header and in the page.
    const rendered = await app.request("/", { headers: { cookie: "a=1" } });
    expect(await bodyNonces(rendered)).toEqual(Array(3).fill(cspNonce(rendered)));
  });

  it("keeps a 404 like any other page: rendered once, then answered from the cache", async () => {
    const app = createApp(t.deps, { pages, pageCache: createPageCache(t.deps.content) });
    renders = 0;
    const res = await app.request("/missing");
    const again = await app.request("/missing");
    expect([res.status, again.status]).toEqual([404, 404]);
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(again.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(renders).toBe(1);
  });

  it("never serves the cached page to a request with a cookie", async () => {
    const app = createApp(t.deps, { pages, pageCache: createPageCache(t.deps.content) });
    renders = 0;
    await app.request("/");
    const withCookie = await app.request("/", { headers: { cookie: "a=1" } });
    expect(withCookie.headers.get(PAGE_CACHE_HEADER)).toBe("bypass");
    expect(await bodyNonces(withCookie)).toEqual(Array(3).fill(cspNonce(withCookie)));
    expect(renders).toBe(2);
  });

  it("is off outside production unless given, so tests and development always render", async () => {
    const app = createApp(t.deps, { pages });
    renders = 0;
    await app.request("/");
    const second = await app.request("/");
    expect(renders).toBe(2);
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });
});

describe("renders the cache does not answer", () => {
  it("wait in a bounded queue; beyond it the answer is 503 with Retry-After, while cached pages still answer", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: PageHandler = async (request, context) => {
      if (new URL(request.url).pathname !== "/cached") await held;
      return pages(request, context);
    };
    const app = createApp(t.deps, {
      pages: slow,
      pageCache: createPageCache(t.deps.content),
      renderQueue: new RenderQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000 }),
    });
    expect((await app.request("/cached")).status).toBe(200);

    const rendering = app.request("/slow-1"); // runs
    const waiting = app.request("/slow-2"); // waits for the slot
    const refused = await app.request("/slow-3"); // nothing left: told to come back
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toBe(MESSAGES.busy);

    const hit = await app.request("/cached");
    expect(hit.status).toBe(200);
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");

    release();
    expect((await rendering).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });
});
