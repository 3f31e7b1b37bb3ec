/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA plus best practices) on every route at 375 and 1280 px, with
 * the site-wide alerts open and closed and every interactive widget open as well as closed; keyboard paths of
 * the header dropdowns, the mobile drawer and the chat; reduced motion stops the hero carousel.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";
import { closeAlerts } from "./alerts";
import { AXE_TAGS } from "./axe";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** Collected violations of one test, reported together at its end. */
class Findings {
  readonly lines: string[] = [];
  count = 0;

  constructor(private readonly page: Page) {}

  /** Runs axe on the page (or only inside `include`) and records every violation under `state`. */
  async check(state: string, include?: string) {
    // Colours in the middle of a CSS transition (a label changing tone as the page scrolls to an invalid
    // field) are neither the old nor the new design: check the page once they have settled.
    await this.page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    );
    // Legacy mode runs axe in the page itself. The default opens a blank page per analysis to merge the
    // results of frames, which tripled each check's time (2.8 s against 0.9 s) on pages that have no frames.
    let builder = new AxeBuilder({ page: this.page })
      .setLegacyMode(true)
      .withTags(AXE_TAGS)
      .options({ resultTypes: ["violations"] });
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    for (const violation of violations) {
      this.count += violation.nodes.length;
      const targets = violation.nodes
        .slice(0, 6)
        .map(
          (node) => `      ${node.target.join(" ")} :: ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
        );
      this.lines.push(
        `${state}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${violation.help}\n${targets.join("\n")}`,
      );
    }
  }

  expectNone() {
    expect(this.lines, `${this.count} violating nodes\n${this.lines.join("\n")}`).toEqual([]);
  }
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await hydrated(page);
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" }).first();

/** The routes without widgets of their own (their widgets are checked in the tests further down). */
const PLAIN_ROUTES: { path: string; status?: number }[] = [
  { path: "/who-we-are" },
  { path: "/terms" },
  { path: "/privacy" },
  { path: "/development" },
  { path: "/brand-building" },
  { path: "/digital-marketing" },
  { path: "/portfolio" },
  { path: "/blog" },
  { path: "/blog/how-to-crack-your-first-developer-interview" },
  { path: "/hero/launch-your-tech-career" },
  { path: "/verify-certificate" },
  { path: "/verify-certificate?id=NXT-2025-00421" },
  { path: "/learning-opportunities" },
  { path: "/career-opportunities" },
  { path: "/no-such-page/anywhere", status: 404 },
];

for (const [name, viewport] of [
  ["375 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`axe at ${name}`, () => {
    // axe walks the whole page several times per test; the machine is shared, so allow for it.
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport });

    test("the alert popup and banner, open and closed", async ({ page }) => {
      const findings = new Findings(page);
      await visit(page, "/");
      const popup = page.getByTestId("alert-popup");
      const banner = page.getByTestId("alert-banner");
      await expect(popup).toBeVisible();
      await expect(banner).toBeVisible();
      await findings.check("alerts open");
      await popup.getByRole("button", { name: "Close" }).click();
      await banner.getByRole("button", { name: "Close" }).click();
      await expect(popup).toHaveCount(0);
      await expect(banner).toHaveCount(0);
      await findings.check("alerts closed");
      findings.expectNone();
    });

    for (const { path, status } of PLAIN_ROUTES) {
      test(`route ${path}`, async ({ page }) => {
        await closeAlerts(page);
        const findings = new Findings(page);
        await visit(page, path, status);
        await findings.check(path);
        findings.expectNone();
      });
    }

    test("home page with its tabs, testimonials and the chat", async ({ page }) => {
      await closeAlerts(page);
      const findings = new Findings(page);
      await visit(page, "/");
      await findings.check("/");

      const advantages = page.getByRole("tablist", { name: "Our advantages" });
      await advantages.getByRole("tab").nth(2).click();
      await expect(advantages.getByRole("tab").nth(2)).toHaveAttribute("aria-selected", "true");
      const testimonials = page.locator("section[aria-labelledby=testimonials-heading]");
      await testimonials.getByRole("button", { name: "Clients" }).click();
      await testimonials.getByRole("button", { name: "Students" }).click();
      await testimonials.getByRole("button", { name: "View More" }).click();
      await expect(testimonials.getByRole("button", { name: "View Less" })).toBeVisible();
      const courses = page.getByRole("tablist", { name: "Learning Opportunities categories" });
      await courses.getByRole("tab", { name: /^Data Science/ }).click();
      await expect(courses.getByRole("tab", { name: /^Data Science/ })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await findings.check("/ advantages tab 3, testimonials expanded, Data Science courses");

      const launcher = page.getByRole("button", { name: /^Ask / });
      await launcher.click();
      const chat = page.getByRole("dialog");
      await expect(chat).toBeVisible();
      await findings.check("/ chat open");
      await chat.getByRole("button", { name: "Leave your details" }).click();
      await expect(chat.getByRole("form")).toBeVisible();
      await findings.check("/ chat details form");
      await chat.getByRole("button", { name: "Close chat" }).click();
      await expect(chat).toBeHidden();
      await findings.check("/ chat closed again");
      findings.expectNone();
    });

    test("contact page, both tabs and their errors", async ({ page }) => {
      await closeAlerts(page);
      const findings = new Findings(page);
      await visit(page, "/contact");
      await findings.check("/contact career tab");
      await page.getByRole("tab", { name: MESSAGES.servicesTabLabel }).click();
      await expect(page.getByRole("tab", { name: MESSAGES.servicesTabLabel })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await findings.check("/contact services tab");
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: /Submit|Send/ })
        .click();
      await findings.check("/contact services tab after an empty submit");
      findings.expectNone();
    });

    test("programs: course and internship pages with accordions", async ({ page }) => {
      await closeAlerts(page);
      const findings = new Findings(page);
      for (const path of [
        "/created-courses-web/full-stack-web-development",
        "/created-internships-web/web-development-internship",
      ]) {
        await visit(page, path);
        await findings.check(path);
        const accordion = page.locator("[data-accordion]");
        const triggers = accordion.first().locator("h3 button");
        const last = triggers.last();
        await last.click();
        await expect(last).toHaveAttribute("aria-expanded", "true");
        await findings.check(`${path} last accordion item open`);
        await last.click();
        await expect(last).toHaveAttribute("aria-expanded", "false");
        await findings.check(`${path} accordion closed`);
      }
      findings.expectNone();
    });

    test("careers: open positions with details and the application form", async ({ page }) => {
      await closeAlerts(page);
      const findings = new Findings(page);
      await visit(page, "/open-positions");
      await findings.check("/open-positions");
      const job = page.getByRole("article", { name: "Junior React Developer" });
      await job.getByRole("button", { name: /View More/ }).click();
      await expect(job.getByRole("button", { name: /View Less/ })).toBeVisible();
      await findings.check("/open-positions details open");
      const apply = await job.getByRole("link", { name: /Apply/ }).getAttribute("href");
      expect(apply).toMatch(/^\/opening-forms\?jobId=\d+/);
      await visit(page, apply ?? "");
      await findings.check("/opening-forms");
      await page.getByRole("button", { name: MESSAGES.submitApplication }).click();
      await findings.check("/opening-forms after an empty submit");
      findings.expectNone();
    });

    test("registration form with a program chosen and with errors", async ({ page }) => {
      await closeAlerts(page);
      const findings = new Findings(page);
      await visit(page, "/registration-forms");
      await findings.check("/registration-forms");
      await page.getByLabel(/Training Type/).selectOption("Courses");
      const program = page.getByLabel(/^Program/);
      await expect(program.getByRole("option", { name: "Full Stack Web Development" })).toHaveCount(1);
      await program.selectOption("Full Stack Web Development");
      await expect(page.getByLabel("Coupon Code")).toBeVisible();
      await findings.check("/registration-forms program chosen");
      await page.getByRole("button", { name: "Submit Registration" }).click();
      await expect(page.getByLabel(/Full Name/)).toBeFocused();
      await findings.check("/registration-forms errors shown");
      findings.expectNone();
    });
  });
}

test.describe("header widgets", () => {
  test.describe.configure({ timeout: 120_000 });
  test("desktop dropdowns, open one by one", async ({ page }) => {
    await closeAlerts(page);
    await page.setViewportSize(DESKTOP);
    const findings = new Findings(page);
    await visit(page, "/");
    const nav = mainNav(page);
    for (const label of ["What We Offer", "Resources", "Internships", "Courses"]) {
      const button = nav.getByRole("button", { name: label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      if (label === "What We Offer") {
        await nav.getByRole("button", { name: "Career Development" }).click();
        await expect(nav.getByRole("link", { name: "Internship", exact: true })).toBeVisible();
      }
      await findings.check(`dropdown ${label} open`, "header");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
    findings.expectNone();
  });

  test("the mobile drawer, open", async ({ page }) => {
    await closeAlerts(page);
    await page.setViewportSize(PHONE);
    const findings = new Findings(page);
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await findings.check("drawer open");
    findings.expectNone();
  });
});

test.describe("keyboard", () => {
  test.beforeEach(async ({ page }) => closeAlerts(page));

  test("skip link moves focus to the page's main content", async ({ page }) => {
    await visit(page, "/terms");
    await expect(page.locator("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("header dropdown: Enter, Space, arrow keys and Escape", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, "/");
    const nav = mainNav(page);
    const offer = nav.getByRole("button", { name: "What We Offer" });
    await offer.focus();
    await page.keyboard.press("Enter");
    await expect(offer).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Development", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Brand Building", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(nav.getByRole("link", { name: "Development", exact: true })).toBeFocused();
    await page.keyboard.press("End");
    const links = nav.locator(`#${await offer.getAttribute("aria-controls")} :is(a, button):visible`);
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(offer).toHaveAttribute("aria-expanded", "false");
    await expect(offer).toBeFocused();

    // Space toggles; ArrowDown on a closed trigger opens it and focuses the first item.
    await page.keyboard.press(" ");
    await expect(offer).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press(" ");
    await expect(offer).toHaveAttribute("aria-expanded", "false");
    const resources = nav.getByRole("button", { name: "Resources" });
    await resources.focus();
    await page.keyboard.press("ArrowDown");
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toBeFocused();

    // Tabbing out of an open dropdown closes it.
    await page.keyboard.press("Escape");
    await expect(resources).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    const count = await nav
      .locator(`#${await resources.getAttribute("aria-controls")} :is(a, button):visible`)
      .count();
    for (let i = 0; i < count; i++) await page.keyboard.press("Tab");
    await expect(resources).toHaveAttribute("aria-expanded", "false");

    // The focused control shows a visible focus ring.
    await offer.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const outline = await offer.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("mobile drawer: focus trapped inside, Escape returns focus to the menu button", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await visit(page, "/");
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const stops = await drawer.locator("a:visible, button:visible").count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // The close button also returns focus.
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("chat: focus moves into the panel on open and back to the launcher on close", async ({ page }) => {
    await visit(page, "/");
    const launcher = page.getByRole("button", { name: /^Ask / });
    await launcher.focus();
    await page.keyboard.press("Enter");
    const chat = page.getByRole("dialog");
    await expect(chat).toBeVisible();
    const input = chat.getByRole("textbox");
    await expect(input).toBeFocused();
    await page.keyboard.type("What courses do you offer?");
    await page.keyboard.press("Enter");
    await expect(chat.getByRole("log").getByRole("listitem")).not.toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    const closedLauncher = page.getByRole("button", { name: /^Ask / });
    await expect(closedLauncher).toBeFocused();

    // Reopening moves focus in again; the close button returns it.
    await page.keyboard.press("Enter");
    await expect(chat).toBeVisible();
    await expect(input).toBeFocused();
    await chat.getByRole("button", { name: "Close chat" }).focus();
    await page.keyboard.press("Enter");
    await expect(chat).toBeHidden();
    await expect(closedLauncher).toBeFocused();
  });
});

test.describe("reduced motion", () => {
  test.beforeEach(async ({ page }) => closeAlerts(page));

  async function carouselAfter(page: Page, ms: number): Promise<Locator> {
    await page.clock.install();
    await visit(page, "/");
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await page.clock.runFor(ms);
    return carousel;
  }

  test("the hero carousel advances on its own normally", async ({ page }) => {
    const carousel = await carouselAfter(page, 12_000);
    await expect(carousel).not.toHaveAttribute("data-selected", "0");
  });

  test("with prefers-reduced-motion: reduce the hero carousel does not advance", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await carouselAfter(page, 12_000);
    await expect(carousel).toHaveAttribute("data-selected", "0");
    // It still moves when asked to.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel).toHaveAttribute("data-selected", "1");
  });
});
