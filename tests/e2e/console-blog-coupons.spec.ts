/**
 * The console's coupons and blog posts, end to end in Chromium against a production server of their own:
 * a coupon made in the console is honoured (once) by the public registration page, a counsellor can read
 * coupons but not change them, and an editor's blog post is on the public site exactly as written.
 */
import { expect, type Page, test } from "@playwright/test";
import { SHELL } from "../../domain/constants";
import { startConsoleServer } from "./console-server";

test.describe.configure({ mode: "serial" });
const site = startConsoleServer();

const COURSE = "Full Stack Web Development";

async function withoutAlerts(page: Page) {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, JSON.stringify(["mid", "bottom"]));
  }, SHELL.alertsDismissedStorageKey);
}

async function fillRegistration(page: Page, name: string, email: string) {
  await page.getByLabel(/Full Name/).fill(name);
  await page.getByLabel(/Father's Name/).fill("Anil Menon");
  await page.getByLabel(/Gender/).selectOption("Female");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill("9812345678");
  await page.getByLabel(/Working Status/).selectOption("Student");
  await page.getByLabel(/^Branch/).selectOption("Other");
  await page.getByLabel(/Your Branch/).fill("Biotechnology");
  await page.getByLabel(/^Year/).selectOption("2nd Year");
  await page.getByLabel(/Training Type/).selectOption("Courses");
  const program = page.getByLabel(/^Program/);
  await expect(program.getByRole("option", { name: COURSE })).toHaveCount(1);
  await program.selectOption(COURSE);
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel("Coupon Code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
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
  await console.getByLabel("Program").selectOption({ label: `Course: ${COURSE}` });
  await console.getByLabel("Code").fill("OneSeat30");
  await console.getByLabel("Discount (%)").fill("30");
  await console.getByLabel("Total uses").fill("1");
  await expect(console.getByLabel("Active")).toBeChecked();
  await console.getByRole("button", { name: "Create coupon" }).click();
  await expect(console.getByRole("heading", { name: "Coupon OneSeat30" })).toBeVisible();
  await expect(console.getByRole("status")).toHaveText("Saved.");
  await expect(console.getByRole("heading", { name: "Usage: 0 uses" })).toBeVisible();
  couponPath = new URL(console.url()).pathname;

  const first = await browser.newContext({ baseURL: site.base });
  const visitor = await first.newPage();
  await withoutAlerts(visitor);
  await visitor.goto("/registration-forms");
  await fillRegistration(visitor, "Kavya Menon", "kavya.oneseat@example.in");
  await applyCoupon(visitor, "oneseat30");
  await expect(visitor.getByText("✅ Coupon applied! You saved ₹7,499.70.")).toBeVisible();
  await visitor.getByRole("checkbox").check();
  await visitor.getByRole("button", { name: "Submit Registration" }).click();
  await expect(visitor.locator("[data-sonner-toast]", { hasText: "Registration successful" })).toBeVisible();
  await first.close();

  const second = await browser.newContext({ baseURL: site.base });
  const next = await second.newPage();
  await withoutAlerts(next);
  await next.goto("/registration-forms");
  await fillRegistration(next, "Rohan Das", "rohan.oneseat@example.in");
  await applyCoupon(next, "ONESEAT30");
  await expect(next.getByText("❌ Invalid or incorrect coupon code.")).toBeVisible();
  await second.close();

  // The usage report names who used it.
  await console.reload();
  await expect(console.getByRole("heading", { name: "Usage: 1 use" })).toBeVisible();
  await expect(console.getByRole("cell", { name: "Kavya Menon" })).toBeVisible();
  await expect(console.getByText("Used up")).toBeVisible();
  await admin.close();
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
