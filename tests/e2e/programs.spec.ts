/** Course and internship lists, detail pages and certificate verification in Chromium (seed facts only). */
import type { Page } from "@playwright/test";
import { SHELL } from "../../domain/constants";
import { expect, test } from "./test";

// The site-wide alert popup and banner would cover the content: start every test with them closed.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, JSON.stringify(["mid", "bottom"]));
  }, SHELL.alertsDismissedStorageKey);
});

const grid = (page: Page, name: "Courses" | "Internships") => page.getByRole("list", { name, exact: true });
const cards = (page: Page, name: "Courses" | "Internships" = "Courses") =>
  grid(page, name).getByRole("article");
const chip = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("the courses list pages by 9 and filters by category chip, both in the address", async ({ page }) => {
  const response = await page.goto("/learning-Opportunities");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Learning Opportunities" })).toBeVisible();
  await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(9);
  const pager = page.getByRole("navigation", { name: "Courses pages" });
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/learning-Opportunities\?page=2$/);
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  const secondPage = await cards(page).count();
  expect(secondPage).toBeGreaterThanOrEqual(5);

  // A chip resets to page 1 and shows only its category.
  await chip(page, "Development").click();
  await expect(page).toHaveURL(/\?category=Development$/);
  await expect(chip(page, "Development")).toHaveAttribute("aria-pressed", "true");
  await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
  expect(await cards(page).count()).toBeGreaterThanOrEqual(4);
  const count = await cards(page).count();
  for (let n = 0; n < count; n++)
    await expect(cards(page).nth(n).locator("p").first()).toHaveText("Development");
  await expect(cards(page).filter({ hasText: "Full Stack Web Development" })).toHaveCount(1);

  await chip(page, "Networking").click();
  const cloud = cards(page).filter({ hasText: "Cloud Computing Essentials" });
  await expect(cloud.getByRole("button", { name: "Details Unavailable" })).toBeDisabled();
  await expect(cloud.getByRole("link")).toHaveCount(0);
});

test("a shared list address is rendered on the server", async ({ request }) => {
  const html = await (await request.get("/learning-opportunities?category=design")).text();
  expect(html).toContain("UI/UX Design Masterclass");
  expect(html).not.toContain("Full Stack Web Development</h3>");
  expect(html).toMatch(/aria-pressed="true"[^>]*>Design</);
});

test("the internships list shows its texts and an internship without a page", async ({ page }) => {
  await page.goto("/career-opportunities");
  await expect(page.getByRole("heading", { level: 1, name: "Internship Opportunities" })).toBeVisible();
  await expect(cards(page, "Internships")).toHaveCount(8);
  const network = cards(page, "Internships").filter({ hasText: "Network Security Internship" });
  await expect(network.getByRole("button", { name: "Details Unavailable" })).toBeDisabled();
  await expect(
    cards(page, "Internships")
      .first()
      .getByText(/Reviews\)/),
  ).toHaveCount(0);
  await chip(page, "Certification").click();
  await expect(page.getByRole("heading", { name: "No Internships Found" })).toBeVisible();
  await expect(
    page.getByText('There are no internships available in the "Certification" category.'),
  ).toBeVisible();
});

test("a course opens from its card with every block, accordions and related courses", async ({ page }) => {
  await page.goto("/learning-opportunities?category=Development");
  const card = cards(page).filter({ hasText: "Full Stack Web Development" });
  await expect(card.getByText("(126 Reviews)")).toBeVisible();
  await card.getByRole("link", { name: /Enroll Now/ }).click();

  await expect(page).toHaveURL(/\/created-courses-web\/full-stack-web-development$/);
  await expect(page.getByRole("heading", { level: 1, name: "Full Stack Web Development" })).toBeVisible();
  await expect(page.getByText("Based on 126 reviews")).toBeVisible();
  await expect(page.getByText("4.8", { exact: true })).toBeVisible();
  const brochure = page.getByRole("link", { name: "Download Brochure" });
  await expect(brochure).toHaveAttribute("download", "");
  const brochureResponse = await page.request.get((await brochure.getAttribute("href")) ?? "");
  expect(brochureResponse.ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "TALK TO ADVISOR" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Training features" }).getByRole("listitem")).toHaveCount(9);
  await expect(page.getByText("2 Lakh+")).toBeVisible();

  const content = page.getByRole("region", { name: "Course Content" });
  const triggers = content.getByRole("button");
  // The accordion's code loads after the page's: after an in-app navigation its buttons arrive a moment later.
  await expect(triggers.nth(1)).toBeVisible();
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");

  const details = page.getByRole("region", { name: "Course Details" });
  await expect(details.getByText("6 Months")).toBeVisible();

  const related = page.getByRole("region", { name: "Related Courses" });
  await expect(related.getByRole("link").first()).toBeVisible();
  await expect(related.getByRole("link", { name: /Full Stack Web Development/ })).toHaveCount(0);

  await details.getByRole("link", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/registration-forms\?type=Courses&program=Full\+Stack\+Web\+Development$/);
  await expect(page.getByLabel("Training Type")).toHaveValue("Courses");
  await expect(page.getByLabel(/^Program/)).toHaveValue("Full Stack Web Development");
  await expect(page.getByLabel("Duration")).toHaveValue("6 Months");
});

test("an internship page links its Register and Apply buttons to the preselected form", async ({ page }) => {
  const response = await page.goto("/created-internships-web/web-development-internship");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Web Development Internship" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "APPLY NOW" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Internship Modules" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.getByRole("link", { name: "Apply Now" }).click();
  await expect(page.getByLabel(/^Program/)).toHaveValue("Web Development Internship");
  await expect(page.getByLabel("Training Type")).toHaveValue("Internship");
});

test("an unknown course or internship answers 404 with its message", async ({ page }) => {
  const course = await page.goto("/created-courses-web/no-such-course");
  expect(course?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No course found." })).toBeVisible();
  const internship = await page.goto("/created-internships-web/no-such-internship");
  expect(internship?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No internship found." })).toBeVisible();
});

test.describe("certificate verification", () => {
  test("finds a known id, refuses a blank one and reports an unknown one", async ({ page }) => {
    await page.goto("/verify-certificate");
    await expect(page.getByText("No Data Available Now")).toBeVisible();
    const input = page.getByLabel("Certificate ID");
    const check = page.getByRole("button", { name: "Check Certificate" });

    await input.fill("   ");
    await check.click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid Certificate ID.");
    await expect(page).toHaveURL(/\/verify-certificate$/);

    await input.fill("NXT-2025-00421");
    await check.click();
    await expect(page).toHaveURL(/\?id=NXT-2025-00421$/);
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Full Name/ })).toContainText("Aarav Sharma");
    await expect(table.getByRole("row", { name: /Completion Date/ })).toContainText("30/06/2025");
    await expect(table.getByRole("row", { name: /Specific Training/ })).toContainText(
      "Full Stack Web Development",
    );

    await page.getByLabel("Certificate ID").fill("NXT-0000-99999");
    await page.getByRole("button", { name: "Check Certificate" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "❌ Certificate not found. Please check your ID and try again.",
    );
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("works without JavaScript from a shared address", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/verify-certificate?id=NXT-2025-00421");
    // The result names a person: never kept by shared caches.
    expect(response?.headers()["cache-control"]).toContain("private");
    await expect(page.getByRole("table")).toContainText("Aarav Sharma");
    await page.getByLabel("Certificate ID").fill("");
    await page.getByRole("button", { name: "Check Certificate" }).click();
    await expect(page).toHaveURL(/\?id=$/);
    await expect(page.getByText("Please enter a valid Certificate ID.")).toBeVisible();
    await context.close();
  });
});
