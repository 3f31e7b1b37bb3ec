/**
 * The page cache on the production build: a cached page carries each response's own nonce, so the
 * browser runs its scripts (no CSP violation) on the first and on a cached, compressed load alike.
 */
import { expect, test } from "@playwright/test";

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

test("pages that are not cached say so: a 404 is private", async ({ request }) => {
  const res = await request.get("/no-such-page-for-the-cache");
  expect(res.status()).toBe(404);
  expect(res.headers()["cache-control"]).toBe("private, no-cache");
});
