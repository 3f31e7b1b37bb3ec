/**
 * The page cache on the production build: a cached page is the same bytes for everyone and allows its inline
 * scripts by their hashes in its own policy, so the browser runs them (no CSP violation) on the first and on
 * a cached, Brotli-compressed load alike.
 */
import { inlineScriptHashes } from "../../server/http/script-hashes";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

test("a cached page is the same bytes for everyone, its inline scripts allowed by hash", async ({
  request,
}) => {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    answers.push({ html: await res.text(), headers: res.headers() });
  }
  const { html, headers } = answers[2];
  expect(headers["x-page-cache"]).toBe("hit");
  expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  expect(answers[1].html).toBe(html);
  const hashes = inlineScriptHashes(html);
  // The router's context and module scripts at least, and nothing allowed by nonce.
  expect(hashes.length).toBeGreaterThanOrEqual(2);
  expect(headers["content-security-policy"]).toContain(`script-src 'self' ${hashes.join(" ")};`);
  expect(headers["content-security-policy"]).not.toContain("nonce-");
});

test("a cached page runs its scripts without CSP violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (let load = 0; load < 2; load++) {
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    // From the cache, Chromium gets the page in Brotli (it accepts br from a local address).
    if (load === 1) expect((await res?.allHeaders())?.["content-encoding"]).toBe("br");
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
    await hydrated(page);
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

test("every unknown address shares one cached not-found page, which hydrates at each of them", async ({
  page,
  request,
}) => {
  const first = await request.get("/one-made-up-address");
  expect(first.status()).toBe(404);
  const other = await request.get("/another/made-up/address?x=1");
  expect(other.status()).toBe(404);
  expect(other.headers()["x-page-cache"]).toBe("hit");
  expect(await other.text()).not.toContain("one-made-up-address");
  // The shared page names no address of its own (no og:url, no canonical) and hydrates where it is shown:
  // the fixture fails the test on a hydration mismatch.
  const response = await page.goto("/a-third-made-up-address");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  await hydrated(page);
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
