/**
 * Paying a registration in Chromium against the fake gateway started in this process (its stand-in
 * `checkout.js` has "Pay" and "Fail this payment"), on a server of this spec's own with the RAZORPAY_*
 * variables pointing at it: register → the proof panel's "Pay ₹X now" → the pay page → a failed attempt →
 * Pay → "confirming" → "Paid" with the receipt's PDF; a wrong token is the plain 404; without JavaScript the
 * page offers no Checkout but the other ways to pay. Axe on the pay page, and screenshots at 375 and 1280 px with SCREENSHOT_DIR.
 */
import { readFile, rm } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";
import { type FakeGateway, startFakeGateway } from "../../scripts/fake-gateway/gateway";
import { type OwnServer, startOwnServer } from "../support/own-server";
import { closeAlerts } from "./alerts";
import { axeViolations } from "./axe";
import { hydrated } from "./hydration";
import { chooseProgram, fillPersonalAndAcademic } from "./registration-form";
import { keepScreenshot } from "./screenshots";
import { freePort } from "./started";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

test.describe.configure({ mode: "serial" });

let fake: FakeGateway;
let site: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  fake = await startFakeGateway({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
    // Late webhooks, as Razorpay's can be: the page has to wait for them ("confirming") when the server's own
    // question to the gateway fails.
    defaultDelivery: { delayMs: 3000 },
  });
  site = await startOwnServer(port, {
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: `${fake.url}/v1/checkout.js`,
  });
});
test.afterAll(async () => {
  await site?.stop();
  if (site) await rm(site.dataDir, { recursive: true, force: true });
  await fake?.close();
});

test.beforeEach(async ({ page }) => closeAlerts(page));

/** Registers through the form (with JavaScript) and follows the proof panel's "Pay ₹25,499.00 now". */
async function registerAndOpenPayLink(page: Page, email: string, screenshot?: string): Promise<string> {
  await page.goto(`${site.url}/registration-forms`);
  await hydrated(page);
  await fillPersonalAndAcademic(page, email);
  await chooseProgram(page, "Courses", "Full Stack Web Development");
  await page.getByLabel("Your State").selectOption("Karnataka");
  await page.getByLabel("Sponsor's GSTIN").fill("29aagcb7383j1z4");
  await page.getByLabel("Sponsoring Company").fill("Acme Learning Pvt Ltd");
  await page.getByRole("checkbox").check();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Submit Registration" }).click();
  await download;
  const panel = page.getByRole("region", { name: "You are registered" });
  await expect(panel).toContainText("Karnataka");
  await expect(panel).toContainText("Acme Learning Pvt Ltd, GSTIN 29AAGCB7383J1Z4");
  if (screenshot) await keepScreenshot(panel, screenshot);
  await panel.getByRole("link", { name: "Pay ₹25,499.00 now" }).click();
  await expect(page).toHaveURL(/\/pay\/REG-[0-9A-Z]{10}\?token=[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1, name: MESSAGES.payPageTitle })).toBeVisible();
  return page.url();
}

test("registers, meets the gateway down, fails once, pays, sees 'confirming' and then 'Paid' with the receipt", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const payUrl = await registerAndOpenPayLink(page, "kavya.pays@example.in", "pay/proof-panel");
  const due = page.locator("dt", { hasText: /^Due$/ }).locator("xpath=following-sibling::dd");
  await expect(due).toHaveText("₹25,499.00");
  await hydrated(page);

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await keepScreenshot(page, `pay/pay-page-${width}`);
  }
  expect(await axeViolations(page)).toEqual([]);

  // The gateway down when the order is opened: a clear message, and the registration stays payable.
  fake.failNext(1, 503);
  await page.getByRole("button", { name: "Pay ₹25,499.00" }).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.payGatewayDown);
  expect(fake.orders.size).toBe(0);

  // A failed attempt: the page says so and the registration stays payable.
  await page.getByRole("button", { name: "Pay ₹25,499.00" }).click();
  const gatewayDialog = page.getByRole("dialog", { name: "Fake payment gateway" });
  await expect(gatewayDialog).toContainText("pay INR 25499.00");
  await gatewayDialog.getByRole("button", { name: "Fail this payment" }).click();
  await expect(page.getByRole("alert")).toContainText("The payment did not go through");

  // The server's own question to the gateway fails once: the callback is signed, so "confirming", and the
  // webhook (or the next answer) makes it paid.
  fake.failNext(1, 503);
  await page.getByRole("button", { name: "Pay ₹25,499.00" }).click();
  await gatewayDialog.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(MESSAGES.payConfirming);
  const paid = page.getByRole("heading", { name: MESSAGES.paidHeading, exact: true });
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expect(due).toHaveText("₹0.00");
  const receiptLink = page.getByRole("link", { name: /^Download receipt RV\/\d{4}-\d{2}\/\d{5} \(PDF\)$/ });
  await expect(receiptLink).toHaveCount(1);
  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, "pay/pay-page-paid-375");

  const receipt = page.waitForEvent("download");
  await receiptLink.click();
  const file = await receipt;
  expect(file.suggestedFilename()).toMatch(/^Receipt-RV-\d{4}-\d{2}-\d{5}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

  // One order, two attempts at the gateway; one captured payment.
  expect([...fake.payments.values()].map((payment) => payment.status).sort()).toEqual(["captured", "failed"]);
  // The same link later: still "Paid" with the receipt, nothing to pay.
  await page.goto(payUrl);
  await expect(paid).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
});

test("a wrong token, an unknown registration and a missing token are the plain 404 page", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 404/);
  const api = await page.request.post(`${site.url}/api/registration`, {
    data: { ...SAMPLE_REGISTRATION, email: "wrong.token@example.in" },
  });
  const { registrationId } = (await api.json()) as { registrationId: string };
  for (const path of [
    `/pay/${registrationId}?token=${"x".repeat(43)}`,
    `/pay/${registrationId}`,
    `/pay/REG-0000000000?token=${"x".repeat(43)}`,
    `/pay/${registrationId}?download=${"x".repeat(43)}`,
  ]) {
    const response = await page.goto(`${site.url}${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: MESSAGES.payPageTitle })).toHaveCount(0);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pay page offers no Checkout but the other ways to pay", async ({ page }) => {
    const api = await page.request.post(`${site.url}/api/registration`, {
      data: { ...SAMPLE_REGISTRATION, email: "no.script@example.in" },
    });
    const { registrationId, downloadToken } = (await api.json()) as Record<string, string>;
    await page.goto(`${site.url}/pay/${registrationId}?download=${downloadToken}`);
    await expect(page).toHaveURL(/\?token=/);
    await expect(page.getByText(MESSAGES.payNeedsJavaScript)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
    // No bank details are entered on this site: the office to contact.
    await expect(page.getByText(/please contact our office on/)).toBeVisible();
  });
});
