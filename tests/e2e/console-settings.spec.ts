/**
 * Company details edited in the console's settings are what the site shows at once (header, footer, contact
 * page; the page cache moves on), and what the confirmation PDF and the letters carry.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { closeAlerts } from "./alerts";
import { axeViolations } from "./axe";
import { startConsoleServer } from "./console-server";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

test.describe.configure({ mode: "serial" });
const site = startConsoleServer();

const NEW_PHONE = "+91 90000 12345";
const NEW_ADDRESS = "14 Residency Road, Bengaluru 560025";

/** A visitor's new registration, and the text of the confirmation PDF it downloads (as `pdftotext` reads it). */
async function newConfirmationText(): Promise<string> {
  const visitor = await site.client(null);
  const created = await visitor.post("/api/registration", { data: SAMPLE_REGISTRATION });
  const { registrationId, downloadToken } = await created.json();
  const pdf = await visitor.get(`/api/generate-pdf/${registrationId}?token=${downloadToken}`);
  const folder = await mkdtemp(path.join(tmpdir(), "e2e-confirmation-"));
  try {
    const file = path.join(folder, "confirmation.pdf");
    await writeFile(file, await pdf.body());
    return (await promisify(execFile)("pdftotext", [file, "-"])).stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

test("company details saved in the settings show on the site, in the confirmation PDF and in letters", async ({
  browser,
  page,
}) => {
  // Cached before the change: the edit must not wait for the cache.
  await page.goto(`${site.base}/contact`);
  await expect(page.getByRole("contentinfo")).not.toContainText(NEW_PHONE);

  const context = await site.signedIn(browser, "admin");
  const admin = await context.newPage();
  await admin.goto("/admin/settings");
  await admin.getByLabel("Phone", { exact: true }).fill(NEW_PHONE);
  await admin.getByLabel("Address").fill(NEW_ADDRESS);
  await admin.getByRole("button", { name: "Save company details" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // A visitor may get the previous page for the cache's few seconds of grace (ADR 9), never longer.
  await expect(async () => {
    await page.goto(`${site.base}/contact`);
    await expect(page.getByRole("banner")).toContainText(NEW_PHONE, { timeout: 500 });
  }).toPass({ timeout: 8_000 });
  await expect(page.getByRole("contentinfo")).toContainText(NEW_PHONE);
  await expect(page.getByRole("contentinfo")).toContainText(NEW_ADDRESS);
  await expect(page.getByRole("complementary", { name: "Contact details" })).toContainText(NEW_ADDRESS);

  const confirmation = await newConfirmationText();
  expect(confirmation).toContain(NEW_ADDRESS);
  expect(confirmation).toContain(NEW_PHONE);

  await admin.goto("/admin/mail/previews?kind=career&template=acknowledgement");
  await expect(admin.frameLocator("iframe").getByText(NEW_ADDRESS, { exact: false })).toBeVisible();
  await context.close();
});

test("the registration fee is an admin's setting: the form shows it, a new registration and its PDF carry it", async ({
  browser,
  page,
}) => {
  // Only an admin may change it: the action refuses a counsellor.
  const counsellor = await site.client("counsellor");
  const refused = await counsellor.post("/admin/settings", {
    form: { intent: "registration-fee", feeRupees: "1" },
    headers: { origin: site.base },
  });
  expect(refused.status()).toBe(403);

  const context = await site.signedIn(browser, "admin");
  const admin = await context.newPage();
  await admin.goto("/admin/settings");
  const fee = admin.getByLabel("Registration fee (₹)");
  await expect(fee).toHaveValue("500");
  await fee.fill("-5");
  await admin.getByRole("button", { name: "Save registration fee" }).click();
  await expect(
    admin.getByText("Enter the fee in rupees, from 0 to 100000 (at most 2 decimals)."),
  ).toBeVisible();
  await fee.fill("750");
  await admin.getByRole("button", { name: "Save registration fee" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(fee).toHaveValue("750");
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    expect(await axeViolations(admin, { defaultRules: true })).toEqual([]);
    await keepScreenshot(admin, `console-settings/settings-${width}`);
  }

  await closeAlerts(page);
  await page.goto(`${site.base}/registration-forms`);
  await page.getByLabel(/Training Type/).selectOption("Courses");
  const program = page.getByLabel(/^Program/);
  await expect(program.getByRole("option", { name: "Full Stack Web Development" })).toHaveCount(1);
  await program.selectOption("Full Stack Web Development");
  const summary = page.getByRole("region", { name: "Fee summary" });
  await expect(summary).toContainText("Registration fee₹750.00");
  await expect(summary).toContainText("Total payable now₹25,749.00");

  expect(await newConfirmationText()).toContain("₹750.00");
  await admin.goto("/admin/settings");
  await admin.getByLabel("Registration fee (₹)").fill("500");
  await admin.getByRole("button", { name: "Save registration fee" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await context.close();
});
