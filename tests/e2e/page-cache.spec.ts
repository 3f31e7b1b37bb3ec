/**
 * The page cache on the production build: a cached page carries each response's own nonce, so the
 * browser runs its scripts (no CSP violation) on the first and on a cached, compressed load alike.
 */
import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration";

function headerNonce(csp: string | undefined): string {
  const match = /'nonce-([^']+)'/.exec(csp ?? "");
  if (!match) throw new Error(`no nonce in CSP: ${csp}`);
  return match[1];
}

test("two requests to / get different nonces, each matching its own CSP header", async ({ request }) => {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    const nonce = headerNonce(res.headers()["content-security-policy"]);
    const inPage = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
    expect([...inPage]).toEqual([nonce]);
    answers.push({ nonce, cache: res.headers()["x-page-cache"], control: res.headers()["cache-control"] });
  }
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
  expect(answers[2].cache).toBe("hit");
  expect(answers[2].control).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
});

test("a cached page runs its scripts without CSP violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (let load = 0; load < 2; load++) {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    // From the cache, Chromium gets the compressed page (it accepts deflate).
    if (load === 1) expect((await res?.allHeaders())?.["content-encoding"]).toBe("deflate");
    // The route modules ran: React Router registered them and hydrated the document.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {})
              .length,
        ),
      )
      .toBeGreaterThan(0);
  }
  expect(violations).toEqual([]);
});

test("an unknown address's page is cached like any other, with its 404", async ({ request }) => {
  const first = await request.get("/no-such-page-for-the-cache");
  const second = await request.get("/no-such-page-for-the-cache");
  expect([first.status(), second.status()]).toEqual([404, 404]);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  );
});

test("tracking parameters never split a page's cache entry, nor reach its render", async ({
  page,
  request,
}) => {
  await request.get("/who-we-are");
  const tracked = await request.get("/who-we-are?utm_source=news&utm_medium=mail&fbclid=abc&gclid=xyz");
  expect(tracked.headers()["x-page-cache"]).toBe("hit");
  // Parameters a page reads still count: the blog's page number.
  await request.get("/blog?page=1");
  expect((await request.get("/blog?utm_campaign=x&page=1")).headers()["x-page-cache"]).toBe("hit");
  expect((await request.get("/blog?page=2")).headers()["x-page-cache"]).not.toBe("hit");
  // The page hydrates without errors at the tracked address.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/who-we-are?utm_source=news&fbclid=abc");
  await hydrated(page);
  expect(errors).toEqual([]);
});
