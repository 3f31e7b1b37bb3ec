/**
 * Content in the console, end to end in Chromium as an editor (docs/product/console.md, "Screens"): a course made with an
 * image and two modules, published and then live in the menu, the list, its page and the sitemap; a renamed
 * slug whose old address redirects; unpublished and gone; two tabs saving the same course (the second is
 * refused and keeps its input); and an admin-only screen refused.
 */

import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { hydrated } from "./hydration";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

let editor: BrowserContext;
let courseUrl = "";
const TITLE = "Edge Computing with Rust";

test.beforeAll(async ({ browser }) => {
  editor = await site.signedIn(browser, "editor");
});
test.afterAll(async () => {
  await editor?.close();
});

async function bannerFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1400, height: 700, channels: 3, background: "#2E008F" } })
    .jpeg()
    .toBuffer();
  return { name: "edge-banner.jpg", mimeType: "image/jpeg", buffer };
}

async function addModule(page: Page, index: number, title: string, description: string) {
  await page.getByRole("button", { name: "+ Add module" }).click();
  const group = page.getByRole("group", { name: /^Modules/ });
  await group.getByLabel("Title").nth(index).fill(title);
  await group
    .getByLabel(/Description/)
    .nth(index)
    .fill(description);
}

test("an editor creates a course with an image and two modules, publishes it, and it is live everywhere", async () => {
  const page = await editor.newPage();
  await page.goto("/admin/content/courses");
  await expect(page.getByRole("heading", { name: "Courses" })).toBeVisible();
  await page.getByRole("link", { name: "New course" }).click();
  await page.getByLabel("Title", { exact: true }).first().fill(TITLE);
  await page.getByLabel("Category").selectOption("Development");
  await page.getByLabel("Description", { exact: true }).fill("Run services close to your users.");
  await page.getByLabel("Duration", { exact: true }).fill("2 Months");
  await page.getByLabel("Fee (₹)").fill("19999");
  await page.getByLabel("Banner image").setInputFiles(await bannerFile());
  await addModule(page, 0, "Rust at the edge", "WASM and workers");
  await addModule(page, 1, "Deploying", "Rollouts and observability");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  courseUrl = new URL(page.url()).pathname;

  // A draft is not public, but staff can preview it as the page will look.
  expect((await fetch(`${site.base}/created-courses-web/edge-computing-with-rust`)).status).toBe(404);
  const preview = await editor.newPage();
  await preview.goto(courseUrl.replace("/admin/content/courses/", "/admin/preview/course/"));
  await expect(preview.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByText("Rust at the edge")).toBeAttached();
  await preview.close();

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  const visitor = await editor.browser()!.newContext({ baseURL: site.base });
  const pub = await visitor.newPage();
  // The not-found answer asked for above may still be answered once during the page cache's short stale grace
  // (server/http/page-cache.ts, STALE_GRACE_MS) while the published page renders.
  await expect(async () => {
    await pub.goto("/created-courses-web/edge-computing-with-rust");
    await expect(pub.getByRole("heading", { level: 1, name: TITLE })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(pub.getByText("Rust at the edge")).toBeAttached();
  await expect(pub.getByText("Deploying", { exact: true })).toBeAttached();
  await expect(
    pub.locator('header a[href="/created-courses-web/edge-computing-with-rust"]').first(),
  ).toBeAttached();
  await pub.goto("/learning-opportunities");
  await expect(pub.locator("main").getByText(TITLE)).toBeVisible();
  // The card shows the uploaded banner, stored as WebP with the widths the page's srcset asks for.
  const banner = pub.locator('img[src*="uploads/courses/edge-computing-with-rust-"]').first();
  await expect(banner).toBeVisible();
  // Visible is laid out, not yet loaded: on a busy machine the image may still be on its way.
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await banner.getAttribute("srcset")).toMatch(/-400w\.webp 400w/);
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  expect(sitemap).toContain("/created-courses-web/edge-computing-with-rust");
  const api = await (await fetch(`${site.base}/api/getcourses`)).json();
  expect(JSON.stringify(api)).toContain(TITLE);
  await visitor.close();
  await page.close();
});

test("a renamed slug keeps the old address as a permanent redirect; unpublished, the course is gone", async () => {
  const page = await editor.newPage();
  await page.goto(courseUrl);
  await page.getByLabel("Address (slug)").fill("rust-edge");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  // Pages cached before the change may still be answered during the page cache's short stale grace
  // (server/http/page-cache.ts, STALE_GRACE_MS) while the new version renders.
  await expect(async () => {
    const old = await fetch(`${site.base}/created-courses-web/edge-computing-with-rust`, {
      redirect: "manual",
    });
    expect([301, 308]).toContain(old.status);
    expect(old.headers.get("location")).toMatch(/\/created-courses-web\/rust-edge$/);
  }).toPass({ timeout: 15_000 });
  const visitor = await page.context().browser()!.newContext({ baseURL: site.base });
  const pub = await visitor.newPage();
  await expect(async () => {
    await pub.goto("/created-courses-web/edge-computing-with-rust");
    await expect(pub).toHaveURL(/\/created-courses-web\/rust-edge$/, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(pub.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const canonical = await pub.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/created-courses-web\/rust-edge$/);
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  expect(sitemap).toContain("/created-courses-web/rust-edge");
  expect(sitemap).not.toContain("/created-courses-web/edge-computing-with-rust");

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(async () => {
    expect((await fetch(`${site.base}/created-courses-web/rust-edge`)).status).toBe(404);
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await pub.goto("/learning-opportunities");
    await expect(pub.getByText(TITLE)).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  expect(await (await fetch(`${site.base}/sitemap.xml`)).text()).not.toContain("rust-edge");
  expect(JSON.stringify(await (await fetch(`${site.base}/api/headercourses`)).json())).not.toContain(
    "rust-edge",
  );
  await visitor.close();
  await page.close();
});

test("two tabs save the same course: the second is refused with who and when, and keeps its input", async ({
  browser,
}) => {
  const admin = await site.signedIn(browser, "admin");
  const first = await admin.newPage();
  const second = await editor.newPage();
  await first.goto(courseUrl);
  await second.goto(courseUrl);
  await first.getByLabel("Duration", { exact: true }).fill("10 Weeks");
  await first.getByRole("button", { name: "Save", exact: true }).click();
  await expect(first.getByRole("status")).toContainText("Saved.");

  await second.getByLabel("Duration", { exact: true }).fill("12 Weeks");
  await second.getByLabel("Description", { exact: true }).fill("My careful rewrite.");
  await second.getByRole("button", { name: "Save", exact: true }).click();
  await expect(second.getByRole("alert")).toContainText(/Asha Admin saved this at .*\d{2}:\d{2} — /);
  await expect(second.getByLabel("Duration", { exact: true })).toHaveValue("12 Weeks");
  await expect(second.getByLabel("Description", { exact: true })).toHaveValue("My careful rewrite.");
  await second.reload();
  await expect(second.getByLabel("Duration", { exact: true })).toHaveValue("10 Weeks");
  await admin.close();
});

test("an editor gets 403 on an admin-only screen and has no menu entry for it", async () => {
  const page = await editor.newPage();
  const response = await page.goto("/admin/staff");
  expect(response?.status()).toBe(403);
  await page.goto("/admin/content/courses");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await page.close();
});

test("without JavaScript, a recruiter adds and orders a job's rows with plain posts and opens the job", async ({
  browser,
}) => {
  const signedIn = await site.signedIn(browser, "recruiter");
  const storageState = await signedIn.storageState();
  await signedIn.close();
  const noScript = await browser.newContext({ baseURL: site.base, javaScriptEnabled: false, storageState });
  const page = await noScript.newPage();
  await page.goto("/admin/content/jobs/new");
  await page.getByLabel("Job title").fill("Platform Engineer");
  await page.getByLabel("Hours per week").fill("40");
  await page.getByLabel("Deadline to apply").fill("2027-02-15");
  await page.getByRole("button", { name: "+ Add responsibility" }).click();
  const rows = page.getByRole("group", { name: /^Responsibilities/ });
  await expect(rows).toHaveAccessibleName("Responsibilities (1)");
  await expect(page.getByLabel("Job title")).toHaveValue("Platform Engineer");
  await rows.getByLabel("Title").fill("Run the build farm");
  await page.getByRole("button", { name: "+ Add responsibility" }).click();
  await rows.getByLabel("Title").nth(1).fill("Keep deploys boring");
  await page.getByRole("button", { name: "Move Responsibility 2 up" }).click();
  await expect(rows.getByLabel("Title").first()).toHaveValue("Keep deploys boring");
  await page.getByRole("button", { name: "Save as open" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  const jobs = (await (await fetch(`${site.base}/api/jobs`)).json()) as {
    title: string;
    deadline: string;
    responsibilities: { title: string }[];
  }[];
  const job = jobs.find((item) => item.title === "Platform Engineer");
  expect(job?.deadline).toBe("2027-02-15");
  expect(job?.responsibilities.map((row) => row.title)).toEqual([
    "Keep deploys boring",
    "Run the build farm",
  ]);
  await noScript.close();
});

test("each role reaches only the content it may edit; a refused write changes nothing", async () => {
  const matrix: [string, ("admin" | "editor" | "counsellor" | "recruiter")[]][] = [
    ["/admin/content/courses", ["admin", "editor"]],
    ["/admin/content/internships/new", ["admin", "editor"]],
    ["/admin/content/jobs", ["admin", "editor", "recruiter"]],
    ["/admin/content/testimonials", ["admin", "editor"]],
    ["/admin/content/logos", ["admin", "editor"]],
    ["/admin/content/alerts/new", ["admin", "editor"]],
    ["/admin/preview/course/1", ["admin", "editor"]],
  ];
  for (const role of ["admin", "editor", "counsellor", "recruiter"] as const) {
    const api = await site.client(role);
    for (const [path, allowed] of matrix) {
      const response = await api.get(path);
      expect(response.status(), `${role} ${path}`).toBe(allowed.includes(role) ? 200 : 403);
    }
    await api.dispose();
  }
  const counsellor = await site.client("counsellor");
  const refused = await counsellor.post("/admin/content/courses", {
    form: { intent: "unpublish", id: "1" },
    headers: { origin: site.base },
  });
  expect(refused.status()).toBe(403);
  await counsellor.dispose();
  const nobody = await site.client(null);
  const anonymous = await nobody.get("/admin/content/courses");
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/admin\/login\?next=/);
  await nobody.dispose();
  // The demo course 1 is still published.
  expect(JSON.stringify(await (await fetch(`${site.base}/api/getcourses`)).json())).toContain('"id":1,');
});

test("every content screen passes axe at 375 and 1280 px", async () => {
  test.setTimeout(180_000);
  const screens = [
    "/admin/content/courses",
    "/admin/content/courses?q=zzzz-nothing",
    courseUrl,
    "/admin/content/courses/new",
    "/admin/content/internships",
    "/admin/content/jobs",
    "/admin/content/jobs/new",
    "/admin/content/testimonials",
    "/admin/content/testimonials/new",
    "/admin/content/logos",
    "/admin/content/alerts",
    "/admin/content/alerts/new",
    courseUrl.replace("/admin/content/courses/", "/admin/preview/course/"),
  ];
  const findings: string[] = [];
  for (const width of [375, 1280]) {
    const page = await editor.newPage();
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(screen);
      await hydrated(page);
      const name = screen.replace(/^\/admin\//, "").replace(/[^a-z0-9]+/gi, "-");
      await keepScreenshot(page, `content-screens/${name}-${width}`);
      for (const line of await axeViolations(page)) findings.push(`${width}px ${screen}: ${line}`);
    }
    await page.close();
  }
  expect(findings).toEqual([]);
});
