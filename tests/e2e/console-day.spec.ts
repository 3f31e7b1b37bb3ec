/**
 * A working day in the console (issue 30), in Chromium against a production server of its own: dates the
 * server writes are the dates the browser writes (no hydration mismatch), and the screens this issue changed,
 * captured at 375 and 1280 px with SCREENSHOT_DIR (tests/e2e/screenshots.ts).
 */

import type { Page } from "@playwright/test";
import { build } from "esbuild";
import { CONSOLE_PASSWORD } from "./console-people";
import { startConsoleServer } from "./console-server";
import { keepScreens } from "./screenshots";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = startConsoleServer();

/**
 * Every console error and uncaught exception of the page, hydration mismatches (React #418) included; not the
 * browser's note of a 4xx answer, which is how a refused form post comes back.
 */
function browserErrors(page: Page): string[] {
  const errors: string[] = [];
  const refusedPost = /^Failed to load resource: the server responded with a status of 4\d\d/;
  page.on("console", (message) => {
    if (message.type() === "error" && !refusedPost.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("Chromium writes 00:30 India time as the server does", async ({ page }) => {
  const bundle = await build({
    entryPoints: ["domain/format.ts"],
    bundle: true,
    format: "iife",
    globalName: "siteFormat",
    write: false,
  });
  await page.setContent("<!doctype html><title>formats</title>");
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const { formatDayTime, formatDay } = await import("../../domain/format");
  // 00:30 and 00:00 India time, a minute before midnight, and a date without a time.
  const instants = ["2026-11-27T19:00:00.000Z", "2026-11-27T18:30:00.000Z", "2026-11-28T18:29:00.000Z"];
  const inBrowser = await page.evaluate((values) => {
    const format = (globalThis as unknown as { siteFormat: typeof import("../../domain/format") }).siteFormat;
    return [...values.map((v) => format.formatDayTime(v)), format.formatDay("2026-12-01")];
  }, instants);
  expect(inBrowser).toEqual([...instants.map((v) => formatDayTime(v)), formatDay("2026-12-01")]);
  expect(inBrowser[0]).toBe("28 Nov 2026, 00:30");
});

test("the dashboard's week, which starts at 00:00 India time, hydrates without a mismatch", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  const errors = browserErrors(page);
  await page.goto(`${site.base}/admin`);
  await expect(page.getByText(/This week \(since \d{2} [A-Z][a-z]{2} \d{4}, 00:00\)/)).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("button")].every((b) =>
      Object.keys(b).some((k) => k.startsWith("__react")),
    ),
  );
  expect(errors).toEqual([]);
  await keepScreens(page, "console-day/dashboard");
  await context.close();
});

test("an editor changes only a course's fee: the audit log says so in rupees, with a link to the course", async ({
  browser,
}) => {
  const editor = await site.signedIn(browser, "editor");
  const page = await editor.newPage();
  const errors = browserErrors(page);
  await page.goto(`${site.base}/admin/content/courses`);
  await expect(page.getByRole("heading", { name: "Courses" })).toBeVisible();
  await keepScreens(page, "console-day/courses");
  await page.getByRole("table").getByRole("link").first().click();
  const fee = page.getByLabel("Fee (₹)");
  const before = Number(await fee.inputValue());
  await fee.fill(String(before + 1000));
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Saved.").first()).toBeVisible();
  const courseUrl = new URL(page.url()).pathname;
  await editor.close();

  const admin = await site.signedIn(browser, "admin");
  const audit = await admin.newPage();
  const auditErrors = browserErrors(audit);
  await audit.goto(`${site.base}/admin/audit?entity=course&action=update`);
  const row = audit.getByRole("table").getByRole("row").nth(1);
  const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  await expect(row).toContainText(`Fee: ${rupees(before)} → ${rupees(before + 1000)}`);
  // Only the fee (the lists the form carried untouched are not in the change), and a link to its revision.
  const change = row.getByRole("cell").nth(4);
  await expect(change).toHaveText(
    new RegExp(`^Fee: ${rupees(before)} → ${rupees(before + 1000)}\\s*Revision \\d+$`),
  );
  await expect(change.getByRole("link", { name: /^Revision \d+$/ })).toBeVisible();
  await expect(row).toContainText(site.emailOf("editor"));
  await expect(row.getByRole("link", { name: /^Course \d+$/ })).toHaveAttribute(
    "href",
    courseUrl.replace(/\?.*/, ""),
  );
  await expect(audit.getByLabel("Action")).toHaveValue("update");
  await keepScreens(audit, "console-day/audit");
  expect([...errors, ...auditErrors]).toEqual([]);
  await admin.close();
});

test("the Staff screen says who has got in and what each role may do; the registrations list says due or collected", async ({
  browser,
}) => {
  const admin = await site.signedIn(browser, "admin");
  const page = await admin.newPage();
  const errors = browserErrors(page);
  await page.goto(`${site.base}/admin/staff`);
  await page.getByLabel("Name").fill("Nisha New");
  await page.getByLabel("E-mail address").fill("nisha.new@example.in");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByTestId("one-time-link")).toContainText("/admin/set-password?token=");
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  const invited = page.getByRole("listitem").filter({ hasText: "nisha.new@example.in" });
  await expect(invited).toContainText("Invitation pending: the link works until");
  const me = page.getByRole("listitem").filter({ hasText: site.emailOf("admin") });
  await expect(me).toContainText(/Last signed in \d{2} \w{3} \d{4}, \d{2}:\d{2}\./);
  await expect(page.getByRole("heading", { name: "What each role may do" })).toBeVisible();
  await keepScreens(page, "console-day/staff");
  await page.goto(`${site.base}/admin/registrations`);
  await keepScreens(page, "console-day/registrations");
  expect(errors).toEqual([]);
  await admin.close();
});

test("a recruiter changes their password on My account; the sign-in page's 'Forgot password?' says whom to ask", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: site.base });
  const signIn = await visitor.newPage();
  await signIn.goto("/admin/login");
  await signIn.getByRole("link", { name: "Forgot password?" }).click();
  await expect(signIn.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  // No SMTP_URL on this server: nothing can be mailed.
  await expect(signIn.getByText(/Ask an administrator to make you a new password link/)).toBeVisible();
  await keepScreens(signIn, "console-day/forgot-password");
  await visitor.close();

  const recruiter = await site.signedIn(browser, "recruiter");
  const page = await recruiter.newPage();
  const errors = browserErrors(page);
  await page.goto(`${site.base}/admin/account`);
  await page.getByLabel("Current password").fill("not the password");
  await page.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await page.getByLabel("New password again").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The password is wrong.")).toBeVisible();
  await page.getByLabel("Current password").fill(CONSOLE_PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await page.getByLabel("New password again").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password was changed." })).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");
  await keepScreens(page, "console-day/account");
  expect(errors).toEqual([]);
  await recruiter.close();

  const again = await (await browser.newContext({ baseURL: site.base })).newPage();
  await again.goto("/admin/login");
  await again.getByLabel("E-mail address").fill(site.emailOf("recruiter"));
  await again.getByLabel("Password", { exact: true }).fill("a brand new passphrase");
  await again.getByRole("button", { name: "Sign in" }).click();
  await expect(again.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});
