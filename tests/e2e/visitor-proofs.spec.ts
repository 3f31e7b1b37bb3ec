/**
 * Issue 30, item 17, in Chromium at 375 and 1280 px (axe clean, screenshots kept with SCREENSHOT_DIR):
 * a certificate's QR code (a visit arriving on /verify-certificate?id=…) shows its result with no popup, banner
 * or chat launcher, which come on the next page; on a phone the chat launcher never covers the registration
 * form's total or its submit button; the contact form keeps a proof panel after its toast.
 */
import type { Locator, Page } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";
import { closeAlerts } from "./alerts";
import { axeViolations } from "./axe";
import { hydrated } from "./hydration";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";

const WIDTHS = [375, 1280] as const;

async function checkScreen(page: Page, name: string, width: number) {
  expect(await axeViolations(page, { defaultRules: true })).toEqual([]);
  await keepScreenshot(page, `visitor-proofs/${name}-${width}`, { fullPage: false });
}

const launcher = (page: Page) => page.getByRole("button", { name: /^Ask / });

for (const width of WIDTHS) {
  test(`a certificate's QR code at ${width} px: the result first, the overlays on the next page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto("/verify-certificate?id=NXT-2025-00421");
    await hydrated(page);
    await expect(page.getByText("Certificate verified")).toBeInViewport();
    await expect(page.getByTestId("alert-popup")).toHaveCount(0);
    await expect(page.getByTestId("alert-banner")).toHaveCount(0);
    await expect(launcher(page)).toHaveCount(0);
    await checkScreen(page, "verify-arrival", width);

    // The next page of the visit has them all.
    await page.getByRole("main").getByRole("link", { name: "Home" }).click();
    await expect(page).not.toHaveURL(/verify-certificate/);
    await expect(page.getByTestId("alert-popup")).toBeVisible();
    await expect(launcher(page)).toBeVisible();
  });
}

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test("on a phone the chat launcher moves up rather than cover the fee total or the submit button", async ({
  page,
}) => {
  await closeAlerts(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/registration-forms");
  await hydrated(page);
  await page.getByLabel(/Training Type/).selectOption("Courses");
  const program = page.getByLabel(/^Program/);
  await expect(program.getByRole("option", { name: "Full Stack Web Development" })).toHaveCount(1);
  await program.selectOption("Full Stack Web Development");
  const total = page
    .getByRole("region", { name: "Fee summary" })
    .getByText("Total payable now")
    .locator("..");
  const submit = page.getByRole("button", { name: "Submit Registration" });
  const bubble = launcher(page);
  // Scroll each through the launcher's resting place (the bottom right), 10 px at a time.
  for (const target of [total, submit]) {
    const top = await target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    for (let y = 812 - 150; y <= 812 - 10; y += 10) {
      await page.evaluate((to) => window.scrollTo(0, to), top - y);
      await expect.poll(() => overlaps(bubble, target), { timeout: 2000 }).toBe(false);
    }
  }
  await checkScreen(page, "registration-launcher", 375);
});

for (const width of WIDTHS) {
  test(`the contact form keeps a proof panel after its toast at ${width} px`, async ({ page }) => {
    await closeAlerts(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    await hydrated(page);
    const id = `${Date.now()}${width}`.slice(-9);
    const email = `proof.${id}@example.in`;
    const panel = page.getByRole("tabpanel", { name: MESSAGES.careerTabLabel });
    await panel.getByLabel("Name").fill("Neha Kapoor");
    await panel.getByLabel("College or Job Title").fill("Delhi University");
    await panel.getByLabel("Email").fill(email);
    await panel.getByLabel("Phone Number").fill(`9${id}`);
    await panel.getByLabel("Location").fill("Delhi");
    await panel.getByLabel("Training").selectOption("Internship");
    await panel.getByRole("button", { name: "Submit" }).click();
    const proof = panel.getByRole("region", { name: MESSAGES.enquiryProofHeading });
    await expect(proof).toContainText(email);
    await expect(proof).toContainText("Internship");
    await expect(proof).toContainText(/\d{2} \w{3} \d{4}, \d{2}:\d{2} IST/);
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.enquiryThanks })).toHaveCount(0, {
      timeout: 5000,
    });
    await expect(proof).toBeVisible();
    await checkScreen(page, "contact-proof", width);
  });
}
