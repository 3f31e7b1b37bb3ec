/**
 * Company details edited in the console's settings are what the site shows at once (header, footer, contact
 * page; the page cache moves on), and what the confirmation PDF and the letters carry.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startConsoleServer } from "./console-server";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

test.describe.configure({ mode: "serial" });
const site = startConsoleServer();

const NEW_PHONE = "+91 90000 12345";
const NEW_ADDRESS = "14 Residency Road, Bengaluru 560025";

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

  const visitor = await site.client(null);
  const created = await visitor.post("/api/registration", { data: SAMPLE_REGISTRATION });
  const { registrationId, downloadToken } = await created.json();
  const pdf = await visitor.get(`/api/generate-pdf/${registrationId}?token=${downloadToken}`);
  const folder = await mkdtemp(path.join(tmpdir(), "e2e-company-"));
  try {
    const file = path.join(folder, "confirmation.pdf");
    await writeFile(file, await pdf.body());
    const { stdout } = await promisify(execFile)("pdftotext", [file, "-"]);
    expect(stdout).toContain(NEW_ADDRESS);
    expect(stdout).toContain(NEW_PHONE);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  await admin.goto("/admin/mail/previews?kind=career&template=acknowledgement");
  await expect(admin.frameLocator("iframe").getByText(NEW_ADDRESS, { exact: false })).toBeVisible();
  await context.close();
});
