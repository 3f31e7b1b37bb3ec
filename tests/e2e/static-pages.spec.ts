import type { Page } from "@playwright/test";
import { COMPANY, GLOBAL_REACH, LEGAL, SERVICE_CLAIMS } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { closeAlerts } from "./alerts";
import { expect, test } from "./test";

/** Status 200, the h1, a unique title and description, and the lower-case canonical address. */
async function expectPage(page: Page, url: string, h1: string | RegExp, canonicalPath: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main h1")).toHaveText(h1);
  await expect(page).toHaveTitle(/\S.*\| Nexora Technologies$/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThan(50);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "", "http://x").pathname).toBe(canonicalPath);
  return { title: await page.title(), description: description ?? "" };
}

/** No horizontal scrolling at a small phone width. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("static pages", () => {
  // The alert popup is a modal over the page: tests that are not about alerts start with them closed.
  test.beforeEach(async ({ page }) => closeAlerts(page));

  test("titles and descriptions are unique across the static pages", async ({ page }) => {
    const pages = [
      ["/who-we-are", "Who We Are"],
      ["/terms", "Terms and Conditions"],
      ["/privacy", "Privacy Policy"],
      ["/development", "Development"],
      ["/brand-building", "Brand Building"],
      ["/digital-marketing", "Digital Marketing"],
      ["/portfolio", MESSAGES.portfolioTitle],
    ] as const;
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, h1] of pages) {
      const meta = await expectPage(page, path, h1, path);
      titles.add(meta.title);
      descriptions.add(meta.description);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("who we are: leaders, offerings, milestones, values, reach figures and contact link", async ({
    page,
  }) => {
    await expectPage(page, "/who-we-are", "Who We Are", "/who-we-are");
    const main = page.locator("main");
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Who we are");

    const leaders = main.locator("section", {
      has: page.getByRole("heading", { name: "A word from our leaders" }),
    });
    await expect(leaders.getByRole("listitem")).toHaveCount(3);
    await expect(leaders.getByRole("link", { name: /@nexoratech\.in$/ })).toHaveCount(3);
    await expect(leaders.getByRole("blockquote")).toHaveCount(3);

    for (const [name, href] of [
      ["Career Development", "/learning-opportunities"],
      ["Development", "/development"],
      ["Digital Marketing", "/digital-marketing"],
      ["Brand Building", "/brand-building"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const timeline = main.locator("ol", { has: page.locator("time") });
    await expect(timeline.locator("time")).toHaveCount(5);
    await expect(timeline.locator("time").first()).toHaveText("January 2024");
    await expect(timeline.locator("time").last()).toHaveText("March 2025");

    await expect(main.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Mission and Vision" })).toBeVisible();
    for (const value of ["Integrity", "Innovation", "Growth"]) {
      await expect(main.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("img", { name: /^Illustration:/ })).toHaveCount(5);

    for (const figure of GLOBAL_REACH) {
      const item = main.locator("dl > div", { hasText: figure.label });
      await expect(item.locator("dd")).toHaveText(figure.value);
    }
    expect(GLOBAL_REACH.map((f) => `${f.value} ${f.label}`)).toEqual([
      "10+ Countries",
      "1000+ Students",
      "200+ Clients",
      "95% Satisfaction",
    ]);

    await main.getByRole("link", { name: MESSAGES.contactUsNow }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("terms: 18 numbered clauses, required facts, contents links jump to the clause", async ({ page }) => {
    await expectPage(page, "/terms", "Terms and Conditions", "/terms");
    const main = page.locator("main");
    const toc = main.getByRole("navigation", { name: "Contents" });
    await expect(toc.getByRole("link")).toHaveCount(LEGAL.termsClauses);
    await expect(main.locator("article h2")).toHaveCount(LEGAL.termsClauses);
    await expect(main.locator("article h2").first()).toHaveText(/^1\./);
    await expect(main.locator("article h2").last()).toHaveText(/^18\./);

    for (const fact of [
      "18 years of age or older",
      "Learning Management System (LMS)",
      "within 7 calendar days",
      "no more than 20% of the course material",
      "not attended any live session",
      "paid in advance",
      "courts in Noida",
    ]) {
      await expect(main.getByText(fact).first()).toBeVisible();
    }
    for (const contact of [COMPANY.generalEmail, COMPANY.educationEmail, COMPANY.phone]) {
      await expect(main.getByRole("link", { name: contact }).first()).toBeVisible();
    }
    await expect(main.getByText(COMPANY.address).first()).toBeVisible();

    await toc.getByRole("link", { name: /Refund policy/ }).click();
    await expect(page).toHaveURL(/#refunds$/);
    await expect(page.locator("#refunds")).toBeInViewport();
    await toc.getByRole("link", { name: /Governing law/ }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.locator("#governing-law")).toBeInViewport();
  });

  for (const path of ["/privacy", "/Privacy"]) {
    test(`privacy at ${path}: effective July 2025, 16 clauses, facts, canonical /privacy`, async ({
      page,
    }) => {
      await expectPage(page, path, "Privacy Policy", "/privacy");
      const main = page.locator("main");
      await expect(main.getByText("Effective July 2025")).toBeVisible();
      const toc = main.getByRole("navigation", { name: "Contents" });
      // The spec's 16 clauses, then the annex on consent (issue 11) after them.
      await expect(toc.getByRole("link")).toHaveCount(LEGAL.privacyClauses + 1);
      await expect(main.locator("article h2")).toHaveCount(LEGAL.privacyClauses + 1);
      await expect(toc.getByRole("link").last()).toHaveAttribute("href", "#consent");
      await expect(main.getByText("not directed at children under 13")).toBeVisible();
      await expect(main.getByText("within 72 hours")).toBeVisible();
      for (const contact of [COMPANY.generalEmail, COMPANY.educationEmail, COMPANY.phone]) {
        await expect(main.getByRole("link", { name: contact }).first()).toBeVisible();
      }
      await expect(main.getByText(COMPANY.address).first()).toBeVisible();

      await toc.getByRole("link", { name: /Data breach notification/ }).click();
      await expect(page).toHaveURL(/#breach-notification$/);
      await expect(page.locator("#breach-notification")).toBeInViewport();
    });
  }

  const services = [
    { path: "/development", h1: "Development", claims: SERVICE_CLAIMS.development, letsTalk: false },
    { path: "/brand-building", h1: "Brand Building", claims: SERVICE_CLAIMS.brandBuilding, letsTalk: true },
    {
      path: "/digital-marketing",
      h1: "Digital Marketing",
      claims: SERVICE_CLAIMS.digitalMarketing,
      letsTalk: false,
    },
  ];
  for (const service of services) {
    test(`service page ${service.path}: claims, partners, contact links and support block`, async ({
      page,
    }) => {
      await expectPage(page, service.path, service.h1, service.path);
      const main = page.locator("main");

      await expect(main.locator("dl div", { hasText: "Projects" }).locator("dd")).toHaveText(
        service.claims.projects,
      );
      await expect(main.locator("dl div", { hasText: "Customers" }).locator("dd")).toHaveText(
        service.claims.customers,
      );

      const visits = main.getByRole("link", { name: /^Visit / });
      await expect(visits).toHaveCount(3);
      for (const link of await visits.all()) {
        await expect(link).toHaveText(MESSAGES.partnerVisit);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("href", /^https:\/\//);
      }
      const partnerCards = main.locator("li", { has: page.getByRole("link", { name: /^Visit / }) });
      await expect(partnerCards).toHaveCount(3);
      for (const card of await partnerCards.all()) {
        await expect(card.locator("p").first()).toHaveText(/^(MEDIA|EDUCATION)$/);
        await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      }

      const getInTouch = main.getByRole("link", { name: MESSAGES.serviceGetInTouch });
      await expect(getInTouch.first()).toHaveAttribute("href", "/contact");
      await expect(main.getByRole("link", { name: MESSAGES.serviceLetsTalk, exact: true })).toHaveCount(
        service.letsTalk ? 1 : 0,
      );
      if (service.letsTalk) {
        await expect(main.getByRole("link", { name: MESSAGES.serviceLetsTalk })).toHaveAttribute(
          "href",
          "/contact",
        );
      }

      await expect(main.getByRole("link", { name: COMPANY.phone })).toHaveAttribute(
        "href",
        /^tel:\+91\d{10}$/,
      );
      await expect(main.getByRole("link", { name: COMPANY.generalEmail })).toHaveAttribute(
        "href",
        `mailto:${COMPANY.generalEmail}`,
      );

      await getInTouch.last().click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  }

  test("portfolio: projects title, three placeholder cards and the archive", async ({ page }) => {
    await expectPage(page, "/portfolio", MESSAGES.portfolioTitle, "/portfolio");
    const main = page.locator("main");
    for (const n of [1, 2, 3]) {
      await expect(main.getByRole("heading", { name: `Project ${n}`, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: /^Project \d+$/ })).toHaveCount(3);
    await expect(main.getByRole("heading", { name: MESSAGES.portfolioArchive, exact: true })).toBeVisible();
  });

  test("no horizontal scrolling at 375 px on any static page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [
      "/who-we-are",
      "/terms",
      "/privacy",
      "/development",
      "/brand-building",
      "/digital-marketing",
      "/portfolio",
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectNoHorizontalScroll(page);
    }
  });
});
