/**
 * Payments in the console in Chromium (issue 29): an administrator saves the receipt and GST settings and the
 * bank details; a counsellor records a payment on a registration and sends a pay link but is offered no refund;
 * an administrator refunds part of it; the Payments screen filters, totals and exports it; the dashboard sums
 * it; an editor gets the console's refusal. Axe-clean at 375 and 1280 px; screens are captured with
 * SCREENSHOT_DIR (tests/e2e/screenshots.ts).
 */
import { readFile } from "node:fs/promises";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { hydrated } from "./hydration";
import { keepScreens } from "./screenshots";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();
let registrationId = "";

test.beforeAll(async () => {
  const created = await fetch(`${site.base}/api/registration`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...SAMPLE_REGISTRATION, email: "meera.payments@example.in" }),
  });
  expect(created.status).toBe(201);
  registrationId = (await created.json()).registrationId;
});

test("an administrator saves the receipt and GST settings and the bank details", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.goto("/admin/settings");
  await hydrated(page);
  const receipts = page.getByRole("region", { name: "Receipts and GST" });
  await receipts.getByLabel("Legal name").fill("Nexora Technologies Private Limited");
  await receipts.getByLabel("Company's state").selectOption("29");
  // One character mistyped: the check character says so, in words.
  await receipts.getByLabel("GSTIN").fill("29AAGCB7383J1Z5");
  await receipts.getByRole("button", { name: "Save receipt settings" }).click();
  await expect(receipts.getByText(/does not match/)).toBeVisible();
  await receipts.getByLabel("GSTIN").fill("29aagcb7383j1z4");
  await receipts.getByRole("button", { name: "Save receipt settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(receipts.getByLabel("GSTIN")).toHaveValue("29AAGCB7383J1Z4");
  await expect(receipts.getByLabel("Prices include GST")).toBeChecked();

  const bank = page.getByRole("region", { name: "Bank and UPI details" });
  await bank.getByLabel("Account name").fill("Nexora Technologies Pvt Ltd");
  await bank.getByLabel("Account number").fill("50200012345678");
  await bank.getByLabel("IFSC").fill("HDFC123");
  await bank.getByRole("button", { name: "Save bank and UPI details" }).click();
  await expect(bank.getByText("An IFSC has 11 characters, such as HDFC0001234.")).toBeVisible();
  await bank.getByLabel("IFSC").fill("hdfc0001234");
  await bank.getByLabel("UPI id").fill("nexora@okhdfc");
  await bank.getByRole("button", { name: "Save bank and UPI details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await keepScreens(page, "console-payments/settings");
  await context.close();
});

test("a counsellor records a payment and sends a pay link, and is offered no refund", async ({ browser }) => {
  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  await page.goto(`/admin/registrations/${registrationId}`);
  await hydrated(page);
  const money = page.getByRole("region", { name: "Payments", exact: true });
  await expect(money.getByText("No payments yet.")).toBeVisible();
  await money.getByLabel("Amount (₹)").fill("500");
  await money.getByLabel("Mode").selectOption({ label: "UPI" });
  await money.getByRole("button", { name: "Record payment" }).click();
  await expect(money.getByText("Enter the payment's reference", { exact: false })).toBeVisible();
  await money.getByLabel("Reference").fill("UPI 433912887766");
  await money.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status").first()).toContainText(/₹500.00 recorded, receipt RV\/\d{4}-\d{2}\//);
  // The form starts again from what is now due.
  await expect(money.getByLabel("Amount (₹)")).toHaveValue("24999.00");
  const table = money.getByRole("region", { name: "Payments of this registration" });
  await expect(table.getByText("UPI 433912887766")).toBeVisible();
  await expect(table.getByText("Chitra Counsellor")).toBeVisible();
  await expect(page.getByText(/Refund the/)).toHaveCount(0);

  await money.getByRole("button", { name: "Send payment link" }).click();
  await expect(page.getByRole("status").first()).toContainText("Payment link for");
  await expect(page.getByTestId("one-time-link")).toContainText(`/pay/${registrationId}?token=`);
  await keepScreens(page, "console-payments/registration-counsellor");

  await context.close();
  // The letter is in the outbox, for the registrant.
  const admin = await site.signedIn(browser, "admin");
  const mail = await admin.newPage();
  await mail.goto("/admin/mail");
  await expect(mail.getByText("Payment link").first()).toBeVisible();
  await admin.close();
});

test("an administrator refunds part of a payment, which the Payments screen lists, totals and exports", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.goto(`/admin/registrations/${registrationId}`);
  await hydrated(page);
  await page.getByText(/Refund the ₹500.00/).click();
  await expect(page.getByText(/Paid today; the terms allow refunds within 7 days/)).toBeVisible();
  const refund = page.locator("details form");
  await refund.getByLabel("Amount to refund (₹)").fill("200");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByText("Enter the reason for the refund.")).toBeVisible();
  await refund.getByLabel("Reason").fill("Paid twice by mistake");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("status").first()).toContainText(/₹200.00 refunded, voucher RF\//);
  const refunds = page.getByRole("region", { name: "Refunds of this registration" });
  await expect(refunds.getByText("Paid twice by mistake")).toBeVisible();
  await keepScreens(page, "console-payments/registration-admin");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.getByLabel("State").selectOption({ label: "Refunded" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/state=refund-processed/);
  const list = page.getByRole("region", { name: "Payments and refunds" });
  await expect(list.getByText("−₹200.00")).toBeVisible();
  await expect(page.getByText("Refunded (as filtered)").locator("..")).toContainText("₹200.00");
  await keepScreens(page, "console-payments/payments");

  await page.goto("/admin/payments");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toContain("Date (India time),Kind,Registration id");
  expect(
    lines.some(
      (line) => line.includes(registrationId) && line.includes(",Refund,") && line.includes(",200.00,UPI,"),
    ),
  ).toBe(true);
  expect(lines.some((line) => line.includes(registrationId) && line.includes(",500.00,UPI,"))).toBe(true);

  await page.goto("/admin");
  const figures = page.getByRole("region", { name: "Payments" });
  await expect(figures.getByText("Collected today").locator("..")).toContainText("₹");
  await keepScreens(page, "console-payments/dashboard");
  await context.close();
});

test("an editor gets the console's refusal on the Payments screen and a registration's page", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  for (const path of ["/admin/payments", `/admin/registrations/${registrationId}`]) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(403);
    await expect(page.getByText("You do not have access to this page.")).toBeVisible();
  }
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Payments" }),
  ).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByText("Collected today")).toHaveCount(0);
  await context.close();
});

test("the payment screens are axe-clean at 375 and 1280 px", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  const findings: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/admin/settings",
      `/admin/registrations/${registrationId}`,
      "/admin/payments",
      "/admin",
    ]) {
      await page.goto(path);
      await page.locator("details").evaluateAll((all) => {
        for (const element of all) (element as HTMLDetailsElement).open = true;
      });
      for (const line of await axeViolations(page)) findings.push(`${width}px ${path}: ${line}`);
    }
  }
  expect(findings).toEqual([]);
  await context.close();
});
