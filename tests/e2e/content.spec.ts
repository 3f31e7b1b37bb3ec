/** Blog listing and posts, hero articles, and the shared sidebar (enquiry form, feedback, related lists). */
import type { Page } from "@playwright/test";
import { SHELL } from "../../domain/constants";
import { expect, test } from "./test";

const POST = "/blog/how-to-crack-your-first-developer-interview";
const HERO = "/hero/launch-your-tech-career";

// The site-wide alert popup and banner would cover the content: start every test with them closed.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, JSON.stringify(["mid", "bottom"]));
  }, SHELL.alertsDismissedStorageKey);
});

const pager = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

test("the blog lists 10 posts per page with crawlable Previous/Next links", async ({ page }) => {
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Blog/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByRole("link", { name: /Read More/ })).toHaveAttribute("href", /^\/blog\/.+/);
  await expect(cards.first().locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  await expect(pager(page).getByText("Page 1 of 2")).toBeVisible();
  const previous = pager(page).getByText("Previous");
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByRole("link", { name: /Previous/ })).toHaveAttribute("aria-disabled", "true");

  // With JavaScript the pager navigates in the page: the document (and this mark) stays.
  await page.evaluate(() => Object.assign(window, { samePageMark: true }));
  await pager(page).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pager(page).getByText("Page 2 of 2")).toBeVisible();
  expect(await page.evaluate(() => "samePageMark" in window)).toBe(true);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(pager(page).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blog");
});

test("an out-of-range blog page shows the last page", async ({ page }) => {
  const response = await page.goto("/blog?page=99");
  expect(response?.status()).toBe(200);
  await expect(pager(page).getByText("Page 2 of 2")).toBeVisible();
});

test("the blog sidebar shows the enquiry form, both feedback rotators and related posts", async ({
  page,
}) => {
  await page.goto("/blog");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("heading", { name: "Enquire Now" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Client Feedback" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Student Feedback" })).toBeVisible();
  await expect(sidebar.getByTestId("feedback-item")).toHaveCount(2);
  await expect(sidebar.getByRole("heading", { name: /^More in / })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "You May Also Like" })).toBeVisible();
});

test("a post opens from the list", async ({ page }) => {
  await page.goto("/blog");
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByRole("link", { name: /Read More/ }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a post shows its byline, content, tags, Posted By, inert links and the sidebar", async ({ page }) => {
  const response = await page.goto(POST);
  expect(response?.status()).toBe(200);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp((await h1.textContent()) ?? ""));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${POST}$`));

  const article = page.getByRole("article");
  await expect(page.getByText("Priya Nair").first()).toBeVisible();
  await expect(page.locator("main time").nth(0)).toHaveText(/ago|yesterday|today|now/);
  await expect(page.locator("main time").nth(1)).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(article.locator("p").first()).toBeVisible();
  await expect(article.locator("script")).toHaveCount(0);
  const tags = article.getByRole("heading", { name: "Tags" }).locator("xpath=following-sibling::ul/li");
  expect(await tags.count()).toBeGreaterThan(0);
  await expect(article.getByRole("heading", { name: "Posted By" })).toBeVisible();
  for (const name of ["Previous", "Next"]) {
    const link = article.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("aria-disabled", "true");
    await expect(link).not.toHaveAttribute("href");
  }

  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("heading", { name: "Enquire Now" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Client Feedback" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Student Feedback" })).toBeVisible();
  const more = sidebar.getByRole("region", { name: "More in Career" });
  await expect(more.getByRole("link")).toHaveCount(3);
  await expect(more.getByRole("link").first()).toHaveAttribute("href", /^\/blog\//);
  await expect(
    sidebar.getByRole("region", { name: "You May Also Like" }).getByRole("link").first(),
  ).toBeVisible();
});

test("a hero article shows its banner, content and sidebar", async ({ page }) => {
  const response = await page.goto(HERO);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Launch Your Tech Career");
  await expect(page).toHaveTitle(/Launch Your Tech Career/);
  await expect(page.getByText("Rohit Verma").first()).toBeVisible();
  await expect(page.locator("main time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.getByRole("article").locator("p").first()).toBeVisible();
  const also = page.getByRole("region", { name: "You May Also Like" });
  await expect(also.getByRole("link").first()).toHaveAttribute("href", /^\/hero\//);
  expect(await also.getByRole("link").count()).toBeLessThanOrEqual(3);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("region", { name: "More in Careers" }).getByRole("link")).toHaveCount(2);
  await expect(sidebar.getByRole("heading", { name: "Client Feedback" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Student Feedback" })).toBeVisible();
});

test("an unknown post answers 404 with 'Post not found.'", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post not found." })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("an unknown hero article answers 404 with 'Hero section not found.'", async ({ page }) => {
  const response = await page.goto("/hero/no-such-hero");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Hero section not found." })).toBeVisible();
});

test("the sidebar enquiry form requires name, email and message", async ({ page }) => {
  await page.goto(POST);
  const form = page.getByRole("region", { name: "Enquire Now" });
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await form.getByRole("button", { name: "Submit" }).click();
  for (const label of ["Name", "Email", "Message"]) {
    const field = form.getByLabel(label);
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  }
  await form.getByLabel("Name").fill("Asha Rao");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Message").fill("Hello");
  await form.getByRole("button", { name: "Submit" }).click();
  expect(await form.getByLabel("Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
    true,
  );
  expect(posted).toBe(false);
  await expect(form.getByRole("status")).toBeEmpty();
});

test("the sidebar enquiry form sends the enquiry and clears itself", async ({ page }) => {
  await page.goto(POST);
  const form = page.getByRole("region", { name: "Enquire Now" });
  await form.getByLabel("Name").fill("Asha Rao");
  await form.getByLabel("Email").fill("asha.rao@example.com");
  await form.getByLabel("Message").fill("Please tell me about the next batch.");
  // The form posts to the page's own action (React Router's data request), not to /api.
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Submit" }).click();
  expect(new URL((await answer).url()).pathname).toBe(`${POST}.data`);
  await expect(form.getByRole("status")).toContainText("Your message was sent successfully!");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
});

test("the hero-page enquiry form also shows a toast", async ({ page }) => {
  await page.goto(HERO);
  const form = page.getByRole("region", { name: "Enquire Now" });
  await form.getByLabel("Name").fill("Vikram Shah");
  await form.getByLabel("Email").fill("vikram.shah@example.com");
  await form.getByLabel("Message").fill("Which course suits a fresher?");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("status")).toContainText("Your message was sent successfully!");
  await expect(page.getByTestId("enquiry-toast")).toContainText("Your message was sent successfully!");
});
