import type { Page } from "@playwright/test";
import { loadingFeedback } from "../../domain/messages/content";
import { pauseClockNow } from "./clock";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

/** The home page, once React has taken over its widgets (the sections below the hero hydrate last). */
async function openHome(page: Page) {
  await page.goto("/");
  await hydrated(page);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.sessionStorage.setItem("nexora.alerts.dismissed", '["mid","bottom"]'),
  );
});

test("has the title, description and server-rendered hero, courses, internships and posts", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Best IT Solution & Career Development/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  const html = (await response?.text()) ?? "";
  expect(html).toContain("Launch Your Tech Career");
  expect(html).toContain("Full Stack Web Development");
  expect(html).toContain("Web Development Internship");
  expect(html).toContain("/blog/");
});

test("the hero carousel moves by arrow and by autoplay", async ({ page }) => {
  // The page's clock is the test's: autoplay can neither race the arrow clicks nor wait on a busy machine.
  await page.clock.install();
  const response = await page.goto("/");
  // The server renders the first slide selected; in the browser, autoplay may already have moved on if the
  // machine took seconds to hydrate, so what follows is judged from wherever the carousel stands.
  expect(await response?.text()).toMatch(/data-testid="hero-carousel"[^>]*data-selected="0"/);
  await hydrated(page);
  await pauseClockNow(page);
  const carousel = page.getByTestId("hero-carousel");
  await expect(carousel.getByRole("link", { name: /Know More/ }).first()).toHaveAttribute("target", "_blank");
  await expect(carousel.locator('a[href="/hero/launch-your-tech-career"]')).toHaveCount(1);
  const first = carousel.locator("img").first();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("loading", "eager");

  const start = Number(await carousel.getAttribute("data-selected"));
  const slides = await carousel.locator("[data-slide-index]").count();
  const after = (steps: number) => String((start + steps) % slides);
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel).toHaveAttribute("data-selected", after(1));
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(carousel).toHaveAttribute("data-selected", after(0));
  // Autoplay: 5 s per slide, not stopped by the clicks above.
  await page.clock.runFor(5_000);
  await expect(carousel).toHaveAttribute("data-selected", after(1));
  for (const label of ["Courses", "Internships", "IT Solutions", "Careers"]) {
    await expect(
      page.getByRole("list", { name: "What we do" }).getByText(label, { exact: true }),
    ).toBeVisible();
  }
});

test("course tabs show counts and page 3 at a time; changing tab resets to page 1", async ({ page }) => {
  await openHome(page);
  const section = page.locator("section", { has: page.locator("#courses-heading") });
  const development = section.getByRole("tab", { name: /^Development/ });
  const count = Number((await development.textContent())?.replace("Development", ""));
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(section.getByRole("article")).toHaveCount(3);
  const previous = section.getByRole("button", { name: "Previous" });
  const next = section.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await expect(section.getByText(`Page 1 of ${Math.ceil(count / 3)}`)).toBeVisible();
  await next.click();
  await expect(section.getByText(`Page 2 of ${Math.ceil(count / 3)}`)).toBeVisible();
  await expect(previous).toBeEnabled();

  await section.getByRole("tab", { name: /^Design/ }).click();
  await section.getByRole("tab", { name: /^Development/ }).click();
  await expect(section.getByText(`Page 1 of ${Math.ceil(count / 3)}`)).toBeVisible();

  // The course without a slug is labelled 'Not Available'.
  await section.getByRole("tab", { name: /^Networking/ }).click();
  const cloud = section.getByRole("article").filter({ hasText: "Cloud Computing Essentials" });
  while ((await cloud.count()) === 0) await section.getByRole("button", { name: "Next" }).click();
  await expect(cloud.getByText("Not Available")).toBeVisible();
});

test("internships page 2 at a time with the unavailable label", async ({ page }) => {
  await openHome(page);
  const section = page.locator("section", { has: page.locator("#internships-heading") });
  await expect(section.getByRole("article")).not.toHaveCount(0);
  expect(await section.getByRole("article").count()).toBeLessThanOrEqual(2);
  await section.getByRole("tab", { name: /^Networking/ }).click();
  const item = section.getByRole("article").filter({ hasText: "Network Security Internship" });
  while ((await item.count()) === 0) await section.getByRole("button", { name: "Next" }).click();
  await expect(item.getByText("Internship Not Available")).toBeVisible();
});

test("testimonials toggle and View More / View Less", async ({ page }) => {
  await openHome(page);
  const section = page.locator("section", { has: page.locator("#testimonials-heading") });
  await expect(section.getByRole("figure")).toHaveCount(6);
  await section.getByRole("button", { name: "View More" }).click();
  await expect(section.getByRole("figure")).toHaveCount(12);
  await section.getByRole("button", { name: "View Less" }).click();
  await expect(section.getByRole("figure")).toHaveCount(6);
  await section.getByRole("button", { name: "Clients" }).click();
  await expect(section.getByRole("button", { name: "Clients" })).toHaveAttribute("aria-pressed", "true");
  await expect(section.getByRole("figure")).toHaveCount(6);
  await expect(section.getByRole("button", { name: "View More" })).toBeHidden();
});

test("the logo wall shows 9 logos and rotates 3 every 3 seconds", async ({ page }) => {
  await openHome(page);
  const wall = page.getByTestId("logo-wall");
  await expect(wall.locator("li")).toHaveCount(9);
  const firstBefore = await wall.locator("img").first().getAttribute("alt");
  const fourthBefore = await wall.locator("img").nth(3).getAttribute("alt");
  await expect(wall.locator("img").first()).not.toHaveAttribute("alt", firstBefore ?? "", { timeout: 5000 });
  await expect(wall.locator("img").first()).toHaveAttribute("alt", fourthBefore ?? "");
});

test("the blog teaser links 5 posts and the claims band shows the figures", async ({ page }) => {
  await openHome(page);
  const blog = page.locator("section", { has: page.locator("#blog-heading") });
  await expect(blog.locator('a[href^="/blog/"]')).toHaveCount(5);
  const claims = page.locator("section", { has: page.locator("#claims-heading") });
  for (const figure of ["100%", "32", "6 Months", "3/2", "1500+", "140+", "310+"]) {
    await expect(claims.getByText(figure, { exact: true })).toBeVisible();
  }
});

test("the advantages panel switches between its five tabs", async ({ page }) => {
  await openHome(page);
  const tabs = page.getByRole("tablist", { name: "Our advantages" }).getByRole("tab");
  await expect(tabs).toHaveCount(5);
  await tabs.filter({ hasText: "Industry Mentors" }).click();
  await expect(
    page.getByRole("tabpanel").filter({ hasText: "Mentored by people who ship software" }),
  ).toBeVisible();
});

test("the assistant label turns white over dark sections", async ({ page }) => {
  await openHome(page);
  const label = page.getByTestId("assistant-label");
  // At the top the label sits over the dark hero (its lower part) or the light intro below it.
  await page.locator("#claims-heading").scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const claims = document.querySelector("#claims-heading")?.closest("section");
    if (claims)
      window.scrollTo(0, claims.getBoundingClientRect().top + window.scrollY - window.innerHeight + 200);
  });
  await expect(label).toHaveAttribute("data-tone", "light");
  await page.evaluate(() => {
    const section = document.querySelector("#advantages-heading")?.closest("section");
    if (section) window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY);
  });
  await expect(label).toHaveAttribute("data-tone", "dark");
});

test("no layout shift while the page loads", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openHome(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.05);
});

test("without JavaScript the logo wall and the testimonials show their content, written in place", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  // A finished section is never sent out of place (hidden, for a script to move in): no script runs here.
  expect(html).not.toContain('<div hidden id="S:');
  await expect(page.locator('section[aria-labelledby="logos-heading"]')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="testimonials-heading"]')).toBeVisible();
  await expect(page.locator('[id$="-heading-loading"]')).toHaveCount(0);
  await expect(page.getByText(loadingFeedback)).toHaveCount(0);
  await context.close();
});
