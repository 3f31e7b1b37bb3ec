import type { APIRequestContext } from "@playwright/test";
import { hydrated } from "./hydration";
import { routerBuildLoaded } from "./router-build";
import { expect, test } from "./test";

/** A page with deferred sections, one of fixed text and a catalogue page: each kind of render, as served. */
async function* samplePages(request: APIRequestContext) {
  for (const path of ["/", "/terms", "/created-courses-web/full-stack-web-development"])
    yield { path, html: await (await request.get(path)).text() };
}

test("the production server renders the home page with its title", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/IT Solution/);
  await expect(page.locator("h1")).toBeVisible();
});

test("the scripts are preloaded at low priority, after what the first paint needs, and still hydrate the page", async ({
  page,
  request,
}) => {
  for await (const { html } of samplePages(request)) {
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
  }
  await page.goto("/terms");
  await hydrated(page);
});

test("browsers get React Router's production build: none of its development warnings ship", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const framework = /<link rel="modulepreload"[^>]*href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  expect(framework).toBeDefined();
  const script = await (await request.get(framework!)).text();
  // The router is in the chunk, and its development build's warnings are not.
  expect(script).toContain("useNavigate");
  expect(script).not.toContain("You rendered descendant <Routes>");
});

test("the server runs React Router's production build, one copy of it: nothing loads the development build", async () => {
  test.setTimeout(120_000);
  // The server's modules, the build this suite runs on and the page handler made from it, in a process of their own.
  expect(await routerBuildLoaded(process.env.BUILD_DIR || "build")).toBe("production router only");
});

test("the organisation's JSON-LD is in the page once, not again in the loader data, and stays after hydration", async ({
  page,
  request,
}) => {
  for await (const { path, html } of samplePages(request)) {
    const element = /<script type="application\/ld\+json" id="organization-ld">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(JSON.parse(element ?? "null")).toMatchObject({
      "@type": "Organization",
      name: "Nexora Technologies",
    });
    const loaderData = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
      .map((m) => JSON.parse(m[1]) as string)
      .join("");
    expect(loaderData).toContain("loaderData");
    expect(loaderData, path).not.toContain(JSON.stringify(element).slice(1, -1));
  }
  await page.goto("/terms");
  await hydrated(page);
  const text = await page.locator("#organization-ld").textContent();
  expect(JSON.parse(text ?? "null")).toMatchObject({ "@type": "Organization" });
});
