/**
 * Consent on every public form (DPDP Act): beside each submit button, the notice of domain/consent.ts, read
 * with the button (aria-describedby) and linking to the Privacy Policy's consent section, which says the same.
 */
import type { Locator, Page } from "@playwright/test";
import { CONSENT_NOTICES, type ConsentForm } from "../../domain/consent";
import { COMPANY } from "../../domain/constants";
import { closeAlerts } from "./alerts";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

// The alert popup is a modal over the page: every test here starts with the alerts closed.
test.beforeEach(async ({ page }) => closeAlerts(page));

/** The submit button's description is the form's notice, complete and with its link. */
async function expectNotice(page: Page, submit: Locator, form: ConsentForm) {
  const describedBy = await submit.getAttribute("aria-describedby");
  expect(describedBy, `${form}: the submit button names its notice`).toBeTruthy();
  const notice = page.locator(`[id="${describedBy}"]`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(CONSENT_NOTICES[form].collected);
  await expect(notice).toContainText(CONSENT_NOTICES[form].purpose);
  await expect(notice).toContainText(CONSENT_NOTICES[form].kept);
  await expect(notice).toContainText("withdraw your consent or ask us to erase your data");
  await expect(notice).toContainText(COMPANY.grievanceEmail);
  await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy#consent",
  );
}

test("the contact page's career and IT services forms", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await expectNotice(page, page.getByRole("tabpanel").getByRole("button", { name: "Submit" }), "career");
  await page.getByRole("tab", { name: "IT Services" }).click();
  await expectNotice(page, page.getByRole("tabpanel").getByRole("button", { name: "Submit" }), "services");
});

test("the enquiry form beside a blog post and beside a course", async ({ page }) => {
  await page.goto("/blog/how-to-crack-your-first-developer-interview");
  await expectNotice(page, page.getByRole("button", { name: "Submit" }).first(), "enquiry");
  await page.goto("/created-courses-web/full-stack-web-development");
  await expectNotice(page, page.getByRole("button", { name: "Submit" }).first(), "enquiry");
});

test("the chat assistant's details form", async ({ page }) => {
  await closeAlerts(page);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: /^Ask / }).click();
  const chat = page.getByRole("dialog");
  await chat.getByRole("button", { name: "Leave your details" }).click();
  await expectNotice(page, chat.getByRole("form").getByRole("button", { name: "Send details" }), "chat");
});

test("the registration and job application forms", async ({ page }) => {
  await page.goto("/registration-forms");
  await expectNotice(page, page.getByRole("button", { name: "Submit Registration" }), "registration");
  await page.goto("/open-positions");
  await page.getByRole("link", { name: /Apply/ }).first().click();
  await expectNotice(page, page.getByRole("button", { name: "Submit Application" }), "job-application");
});

test("the Privacy Policy's consent section says the same, for every form", async ({ page }) => {
  await page.goto("/privacy#consent");
  const section = page.locator("section[aria-labelledby=consent]");
  await expect(section.getByRole("heading", { name: "Consent on our forms" })).toBeVisible();
  for (const notice of Object.values(CONSENT_NOTICES)) await expect(section).toContainText(notice.collected);
  await expect(section).toContainText(COMPANY.grievanceEmail);
});
