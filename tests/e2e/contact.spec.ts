import type { Page, Request } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";
import { closeAlerts } from "./alerts";
import { fillCareer, toast, unique } from "./contact-forms";
import { reactOwns } from "./hydration";
import { expect, test } from "./test";

// The site-wide alert popup and banner would cover the forms: start every test with them closed.
test.beforeEach(({ page }) => closeAlerts(page));

async function openContact(page: Page) {
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await reactOwns(page, "main form"); // before that a submit would be a plain GET navigation
}

/** The forms post to the page's own action (with JavaScript, React Router's data request). */
const isContactPost = (url: string) => new URL(url).pathname === "/contact.data";

function enquiryRequests(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && isContactPost(request.url())) sent.push(request);
  });
  return sent;
}

async function fillServices(page: Page, phone: string, email: string) {
  const panel = page.getByRole("tabpanel", { name: MESSAGES.servicesTabLabel });
  await panel.getByLabel("Name").fill("Rahul Mehta");
  await panel.getByLabel("Organization").fill("Mehta Exports");
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Contact Number").fill(phone);
  await panel.getByLabel("Location").fill("Delhi");
  await panel.getByLabel("Service").selectOption("Cloud Solutions");
  return panel;
}

test.describe("contact page", () => {
  test("has its meta, the Career Development tab selected and the company's details", async ({ page }) => {
    await openContact(page);
    await expect(page).toHaveTitle(/Contact/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "", "http://x").pathname).toBe("/contact");
    await expect(page.getByRole("tab", { name: MESSAGES.careerTabLabel })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tab", { name: MESSAGES.servicesTabLabel })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    await expect(page.locator("main").getByRole("link", { name: "hello@nexoratech.in" })).toBeVisible();
  });

  test("career form: success clears the form, an identical second submit is a duplicate", async ({
    page,
  }) => {
    await openContact(page);
    const id = unique();
    const email = `asha.${id}@example.in`;
    const phone = `9${id.slice(-9)}`;

    let panel = await fillCareer(page, phone, email);
    const first = page.waitForResponse((r) => isContactPost(r.url()));
    await panel.getByRole("button", { name: "Submit" }).click();
    expect((await first).status()).toBe(200);
    await expect(toast(page)).toHaveText(MESSAGES.enquiryThanks);
    // The proof outlasts the 3 s toast: what was sent, in the form's place, until another is started.
    const proof = panel.getByRole("region", { name: MESSAGES.enquiryProofHeading });
    await expect(proof).toContainText(email);
    await expect(proof).toContainText("Workshop");
    await expect(toast(page)).toHaveCount(0, { timeout: 5000 });
    await expect(proof).toBeVisible();
    await proof.getByRole("link", { name: MESSAGES.enquiryProofAnother }).click();
    await expect(panel.getByLabel("Email")).toHaveValue("");

    panel = await fillCareer(page, phone, email.toUpperCase());
    const second = page.waitForResponse((r) => isContactPost(r.url()));
    await panel.getByRole("button", { name: "Submit" }).click();
    expect((await second).status()).toBe(400);
    await expect(toast(page)).toHaveText(MESSAGES.duplicateEnquiry);
    await expect(panel.getByLabel("Email")).toHaveValue(email.toUpperCase());
  });

  test("career form: a 9-digit phone shows the message and sends no request", async ({ page }) => {
    await openContact(page);
    const sent = enquiryRequests(page);
    const panel = await fillCareer(page, "987654321", `short.${unique()}@example.in`);
    await panel.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page)).toHaveText(MESSAGES.phoneCareer);
    expect(sent).toHaveLength(0);
    // The phone field keeps digits only.
    await panel.getByLabel("Phone Number").fill("98-76 5abc");
    await expect(panel.getByLabel("Phone Number")).toHaveValue("98765");
  });

  test("services tab: success, duplicate on an identical submit, invalid number sends nothing", async ({
    page,
  }) => {
    await openContact(page);
    await page.getByRole("tab", { name: MESSAGES.servicesTabLabel }).click();
    await expect(page.getByRole("tab", { name: MESSAGES.servicesTabLabel })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const id = unique();
    const email = `rahul.${id}@example.in`;
    const phone = `8${id.slice(-9)}`;

    let panel = await fillServices(page, phone, email);
    await panel.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page)).toHaveText(MESSAGES.enquiryThanks);
    await panel.getByRole("link", { name: MESSAGES.enquiryProofAnother }).click();
    await expect(panel.getByLabel("Organization")).toHaveValue("");

    panel = await fillServices(page, phone, email);
    await panel.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page)).toHaveText(MESSAGES.duplicateEnquiry);

    const sent = enquiryRequests(page);
    await panel.getByLabel("Contact Number").fill("12345");
    await panel.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page)).toHaveText(MESSAGES.phoneServices);
    expect(sent).toHaveLength(0);
  });
});
