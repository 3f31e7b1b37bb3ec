/**
 * The console's coupons and blog posts, end to end in Chromium against a production server of their own:
 * a coupon made in the console is honoured (once) by the public registration page, a counsellor can read
 * coupons but not change them, and an editor's blog post is on the public site exactly as written.
 */

import type { Browser, Locator, Page } from "@playwright/test";
import { closeAlerts } from "./alerts";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { chooseProgram, fillPersonalAndAcademic } from "./registration-form";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

const COURSE = "Full Stack Web Development";

async function fillRegistration(page: Page, name: string, email: string) {
  await fillPersonalAndAcademic(page, email, name);
  await chooseProgram(page, "Courses", COURSE);
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel("Coupon Code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

/** A visitor of their own on the registration form, filled in as `name` with `email`, `code` sent to Apply. */
async function registrationWithCoupon(browser: Browser, name: string, email: string, code: string) {
  const context = await browser.newContext({ baseURL: site.base });
  const page = await context.newPage();
  await closeAlerts(page);
  await page.goto("/registration-forms");
  await fillRegistration(page, name, email);
  await applyCoupon(page, code);
  return { context, page };
}

/** Accepts the declaration and submits the form, until the success toast shows. */
async function submitRegistration(page: Page) {
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Registration successful" })).toBeVisible();
}

let couponPath = "";

test("an admin makes a coupon with one use; the first visitor gets it, the next is refused", async ({
  browser,
}) => {
  const admin = await site.signedIn(browser, "admin");
  const console = await admin.newPage();
  await console.goto("/admin/coupons");
  await expect(console.getByRole("heading", { name: "Coupons" })).toBeVisible();
  // The demo coupons are rows of their programs.
  await expect(console.getByRole("link", { name: "NEXORA20" })).toBeVisible();
  await console.getByRole("link", { name: "New coupon" }).click();
  await console.getByLabel("Program", { exact: true }).selectOption({ label: `Course: ${COURSE}` });
  await console.getByLabel("Code", { exact: true }).fill("OneSeat30");
  await console.getByLabel("Discount (%)").fill("30");
  await console.getByLabel("Total uses").fill("1");
  await expect(console.getByLabel("Active")).toBeChecked();
  await console.getByRole("button", { name: "Create coupon" }).click();
  // Stored in capitals, whatever case it was typed in.
  await expect(console.getByRole("heading", { name: "Coupon ONESEAT30" })).toBeVisible();
  await expect(console.getByRole("status")).toHaveText("Saved.");
  await expect(console.getByRole("heading", { name: "Usage: 0 uses" })).toBeVisible();
  couponPath = new URL(console.url()).pathname;

  const first = await registrationWithCoupon(browser, "Kavya Menon", "kavya.oneseat@example.in", "oneseat30");
  await expect(first.page.getByText("✅ Coupon applied! You saved ₹7,499.70.")).toBeVisible();
  await submitRegistration(first.page);
  await first.context.close();

  const second = await registrationWithCoupon(browser, "Rohan Das", "rohan.oneseat@example.in", "ONESEAT30");
  await expect(second.page.getByText("❌ Invalid or incorrect coupon code.")).toBeVisible();
  await second.context.close();

  // The usage report names who used it.
  await console.reload();
  await expect(console.getByRole("heading", { name: "Usage: 1 use" })).toBeVisible();
  await expect(console.getByRole("cell", { name: "Kavya Menon" })).toBeVisible();
  await expect(console.getByText("Used up")).toBeVisible();
  await admin.close();
});

test("an admin makes a flat ₹1,500 coupon for every program; the registration form takes it off", async ({
  browser,
}) => {
  const admin = await site.signedIn(browser, "admin");
  const console = await admin.newPage();
  await console.goto("/admin/coupons/new");
  await console.getByLabel("Program", { exact: true }).selectOption({ label: "Every program" });
  await console.getByLabel("Code", { exact: true }).fill("welcome1500");
  await console.getByLabel("Discount", { exact: true }).selectOption({ label: "Flat amount (₹)" });
  await console.getByLabel("Amount off (₹)").fill("1500");
  await console.getByRole("button", { name: "Create coupon" }).click();
  await expect(console.getByRole("heading", { name: "Coupon WELCOME1500" })).toBeVisible();
  await console.goto("/admin/coupons?q=welcome");
  const row = console.getByRole("row", { name: /WELCOME1500/ });
  await expect(row).toContainText("Every program");
  await expect(row).toContainText("₹1,500.00 off");
  await admin.close();

  const { context, page } = await registrationWithCoupon(
    browser,
    "Meera Pillai",
    "meera.flat@example.in",
    "Welcome1500",
  );
  await expect(page.getByText("✅ Coupon applied! You saved ₹1,500.00.")).toBeVisible();
  await submitRegistration(page);
  await context.close();
});

test("a counsellor sees coupons but cannot save them", async ({ browser }) => {
  const counsellor = await site.signedIn(browser, "counsellor");
  const page = await counsellor.newPage();
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Coupons" }).click();
  await expect(page.getByRole("link", { name: "New coupon" })).toHaveCount(0);
  await page.getByRole("link", { name: "OneSeat30" }).click();
  await expect(page.getByText("You can see this coupon but not change it.")).toBeVisible();
  await expect(page.getByLabel("Code")).toBeDisabled();
  await expect(page.getByRole("button", { name: /Save/ })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "Kavya Menon" })).toBeVisible();
  await counsellor.close();

  // Posting the form anyway is refused by the server, and nothing changes.
  const api = await site.client("counsellor");
  const refused = await api.post(couponPath, {
    form: { intent: "save", program: "course:1", code: "HACKED", percentage: "99", isActive: "on" },
    headers: { origin: site.base },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain("OneSeat30");
  const newPage = await api.get("/admin/coupons/new");
  expect(newPage.status()).toBe(403);
  await api.dispose();
});

/** Markup as both sides show it: ProseMirror's own helpers (a trailing break) left out. */
async function bodyHtml(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    for (const extra of copy.querySelectorAll(".ProseMirror-trailingBreak, .ProseMirror-separator"))
      extra.remove();
    return copy.innerHTML;
  });
}

const EXPECTED_BODY =
  '<h2>Why Rust</h2><ul><li><p>Safe</p></li><li><p>Fast</p></li></ul><p>Read <a rel="noopener noreferrer" href="https://doc.rust-lang.org/book/">the book</a></p>';

test("an editor writes a blog post with a heading, a list and a link; the public page shows the same HTML until it is unpublished", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Blog posts" }).click();
  await page.getByRole("link", { name: "New blog post" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Rust for Web Services");
  await page.getByLabel("Author").fill("Esha Editor");
  await page.getByLabel("Category").fill("Web Development");

  const editor = page.getByRole("textbox", { name: "Text" });
  await editor.click();
  // The click may land in the server's text area; the editor takes its place and its focus a frame later, and
  // keys typed before then would be lost.
  await expect(page.locator(".ProseMirror")).toBeFocused();
  const tool = (name: string) =>
    page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
  await tool("Heading").click();
  await page.keyboard.type("Why Rust");
  await page.keyboard.press("Enter");
  await tool("Bulleted list").click();
  await page.keyboard.type("Safe");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Fast");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the book");
  for (let i = 0; i < "the book".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await tool("Link").click();
  await page.getByLabel(/Link address/).fill("https://doc.rust-lang.org/book/");
  await page.getByRole("button", { name: "Apply link" }).click();
  const inEditor = await bodyHtml(editor);
  expect(inEditor).toBe(EXPECTED_BODY);

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  // The saved post opens in the editor as it was written.
  expect(await bodyHtml(page.getByRole("textbox", { name: "Text" }))).toBe(inEditor);

  const visitor = await browser.newPage({ baseURL: site.base });
  await closeAlerts(visitor);
  await expect(async () => {
    await visitor.goto("/blog");
    await expect(visitor.getByRole("link", { name: /Rust for Web Services/ }).first()).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 20_000 });
  await visitor.goto("/blog/rust-for-web-services");
  await expect(visitor.getByRole("heading", { level: 1, name: "Rust for Web Services" })).toBeVisible();
  const shown = visitor.getByRole("heading", { level: 2, name: "Why Rust" }).locator("xpath=..");
  expect(await bodyHtml(shown)).toBe(inEditor);

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("button", { name: "Save and publish" })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await visitor.close();
  // Pages of the previous content version may still be answered for a few seconds while the new one renders
  // (server/http/page-cache.ts, STALE_GRACE_MS); a new visitor then sees the post gone.
  const next = await browser.newPage({ baseURL: site.base });
  await closeAlerts(next);
  await expect(async () => {
    await next.goto("/blog");
    await expect(next.getByRole("link", { name: /Rust for Web Services/ })).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    expect((await next.goto("/blog/rust-for-web-services"))?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await next.close();
  await context.close();
});

test("the coupon and blog screens have no axe violations at 375 and 1280 px", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  const findings: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["coupons", "/admin/coupons"],
      ["coupon-new", "/admin/coupons/new"],
      ["coupon", "/admin/coupons/1"],
      ["blog", "/admin/content/blog"],
      ["blog-new", "/admin/content/blog/new"],
      ["hero", "/admin/content/hero/1"],
    ] as const) {
      await page.goto(path);
      if (name === "blog-new" || name === "hero")
        await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
      await keepScreenshot(page, `console-blog-coupons/${name}-${width}`);
      for (const line of await axeViolations(page)) findings.push(`${width}px ${path}: ${line}`);
    }
  }
  expect(findings).toEqual([]);
  await context.close();
});
