import type { Page } from "@playwright/test";
import { MESSAGES } from "../../domain/messages";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

/** Closed alerts stay closed for the session: tests that are not about alerts start with them closed. */
async function withoutAlerts(page: Page) {
  await page.addInitScript(() =>
    window.sessionStorage.setItem("nexora.alerts.dismissed", '["mid","bottom"]'),
  );
}

test.describe("header (desktop)", () => {
  test.beforeEach(async ({ page }) => withoutAlerts(page));

  test("dropdowns open on click and hover, close on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    const offer = nav.getByRole("button", { name: "What We Offer" });
    await offer.click();
    await expect(offer).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Development", exact: true })).toBeVisible();
    await nav.getByRole("button", { name: "Career Development" }).click();
    await expect(nav.getByRole("link", { name: "Internship", exact: true })).toHaveAttribute(
      "href",
      "/career-opportunities",
    );

    // Outside click.
    await page.mouse.click(640, 600);
    await expect(offer).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Development", exact: true })).toBeHidden();

    // Hover opens, Escape closes and returns focus.
    const resources = nav.getByRole("button", { name: "Resources" });
    await resources.hover();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Verify Certificate" })).toBeVisible();
    await resources.click();
    await page.keyboard.press("Escape");
    await expect(resources).toHaveAttribute("aria-expanded", "false");
  });

  test("the Courses and Internships menus list the catalogue and lead to detail pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await nav.getByRole("button", { name: "Courses" }).click();
    const course = nav.getByRole("link", { name: "Full Stack Web Development" });
    await expect(course).toHaveAttribute("href", "/created-courses-web/full-stack-web-development");
    await nav.getByRole("button", { name: "Internships" }).click();
    await expect(nav.getByRole("link", { name: "Web Development Internship" })).toHaveAttribute(
      "href",
      "/created-internships-web/web-development-internship",
    );
    await expect(nav.getByRole("link", { name: "Network Security Internship" })).toHaveCount(0);
  });

  test("the header turns translucent after scrolling, without moving the content", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const spacer = page.getByTestId("header-spacer");
    expect((await spacer.boundingBox())?.height).toBe(96);
    expect((await header.boundingBox())?.height).toBe(96);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("the footer links the company pages and shows the support strip", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/who-we-are", "/portfolio", "/open-positions", "/contact", "/Privacy", "/terms"]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.getByText("Support hours: 10 AM to 6 PM")).toBeVisible();
    await expect(footer.getByText(/Free shuttle from .* Metro Station/)).toBeVisible();
  });

  test("header, menu and footer links navigate in the app, without loading a new document", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    // A mark on the window survives client-side navigations only.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const samePage = () => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);

    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await nav.getByRole("button", { name: "Courses" }).click();
    await nav.getByRole("link", { name: "Full Stack Web Development" }).click();
    await expect(page).toHaveURL(/\/created-courses-web\/full-stack-web-development$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Full Stack Web Development");
    await expect(nav.getByRole("button", { name: "Courses" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("contentinfo").locator('a[href="/terms"]').click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("banner").getByRole("link", { name: /home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await samePage()).toBe(true);
  });

  test("an unknown path shows the home page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Best IT Solution/);
    await expect(page).toHaveTitle(/IT Solution/);
  });
});

test.describe("mobile drawer (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => withoutAlerts(page));

  test("opens from the menu button, closes on the backdrop and on navigation", async ({ page }) => {
    await page.goto("/");
    // The drawer is React's: a click before it has taken over the page would open nothing, or be undone.
    await hydrated(page);
    await expect(page.getByRole("button", { name: "What We Offer" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(300);
    await expect(drawer.getByRole("link", { name: "Enroll Now" })).toHaveAttribute(
      "href",
      "/registration-forms",
    );
    await expect(drawer.getByRole("link", { name: "Internship", exact: true })).toBeVisible();
    await expect(drawer.getByText("Career Development")).toHaveCount(0);

    // Backdrop (right of the 80% wide drawer).
    await page.mouse.click(350, 400);
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole("dialog").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("alerts", () => {
  test("the popup and the bottom banner show an image and a link, and close", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const popup = page.getByTestId("alert-popup");
    await expect(popup).toBeVisible();
    await expect(popup.locator("img")).toBeVisible();
    await expect(popup.getByRole("link")).toHaveAttribute("href", /.+/);
    await popup.getByRole("button", { name: "Close announcement" }).click();
    await expect(popup).toBeHidden();

    const banner = page.getByTestId("alert-banner");
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.height).toBe(120);
    await banner.getByRole("button", { name: "Close announcement" }).click();
    await expect(banner).toBeHidden();

    // Closed alerts stay closed on the next page of the visit.
    await page.goto("/who-we-are");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("alert-popup")).toHaveCount(0);
  });

  test("the popup is a modal: Escape and its backdrop close it, and an open chat sits above it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await hydrated(page);
    const popup = page.getByRole("dialog", { name: /.+/ }).and(page.getByTestId("alert-popup"));
    await expect(popup).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(popup.locator(":focus")).toHaveCount(1); // Tab stays inside

    // The chat opened over the popup is usable: its first choice can be clicked.
    await page.getByRole("button", { name: /Nova/ }).click();
    await page.getByRole("button", { name: "Leave your details" }).click();
    await expect(page.getByLabel("Name")).toBeVisible();
    await page
      .getByRole("button", { name: /Close chat/ })
      .first()
      .click();

    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();

    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("alert-popup")).toBeVisible();
    await page.getByTestId("alert-popup-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId("alert-popup")).toBeHidden();
  });

  test("the bottom banner shows its whole message at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/blog");
    const message = page.getByTestId("alert-banner").locator("p");
    await expect(message).toBeVisible();
    const clipped = await message.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(clipped).toBe(false);
  });

  test("are in the server's HTML with their images preloaded, and stay hidden once closed", async ({
    page,
    browserErrors,
  }) => {
    // No script of the app runs: what shows is the server's HTML and the inline head script alone.
    await page.route("**/assets/*.js", (route) => route.abort());
    browserErrors.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.goto("/blog");
    const popup = page.getByTestId("alert-popup");
    await expect(popup).toBeVisible();
    await expect(page.getByTestId("alert-banner")).toBeVisible();
    const srcset = await popup.locator("img").getAttribute("srcset");
    expect(srcset).toMatch(/-400w\.webp 400w/);
    await expect(page.locator(`head link[rel="preload"][as="image"][imagesrcset="${srcset}"]`)).toHaveCount(
      1,
    );

    await page.evaluate(() => window.sessionStorage.setItem("nexora.alerts.dismissed", '["mid"]'));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("alert-popup")).toBeHidden();
    await expect(page.getByTestId("alert-banner")).toBeVisible();
  });
});

test.describe("chat assistant", () => {
  test.beforeEach(async ({ page }) => withoutAlerts(page));

  test("replies after a typing delay and ignores blank input", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ask Nova" }).click();
    const chat = page.getByRole("dialog", { name: "Nova" });
    await expect(chat).toBeVisible();
    const log = chat.getByRole("log");
    await expect(log.getByRole("listitem")).toHaveCount(1);

    const input = chat.getByPlaceholder("Type your message...");
    await input.fill("   ");
    await input.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(1);

    await input.fill("Where is your office?");
    await input.press("Enter");
    await expect(chat.getByRole("status", { name: "Nova is typing" })).toBeVisible();
    await expect(log.getByRole("listitem")).toHaveCount(3);
    await expect(log.getByRole("listitem").last()).toContainText(/Noida|address|Visit us/);

    await chat.getByRole("button", { name: "Close chat" }).click();
    await expect(chat).toBeHidden();
  });

  async function openDetails(page: Page, email: string) {
    await page.goto("/");
    await page.getByRole("button", { name: "Ask Nova" }).click();
    const chat = page.getByRole("dialog", { name: "Nova" });
    await chat.getByRole("button", { name: "Leave your details" }).click();
    await chat.getByLabel("Name", { exact: true }).fill("Asha Verma");
    await chat.getByLabel("Email", { exact: true }).fill(email);
    await chat.getByLabel("Message", { exact: true }).fill("Please call me about the full stack course.");
    return chat;
  }

  test("sends the details form to its one door (/chat-details, not /api) and thanks the visitor", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    const chat = await openDetails(page, "asha@example.com");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await chat.getByRole("button", { name: "Send details" }).click();
    expect((await answer).status()).toBe(200);
    await expect(chat.getByRole("form")).toHaveCount(0);
    await expect(chat.getByRole("log")).toContainText("Thank you, Asha Verma!");
    expect(posts).toEqual(["/chat-details.data"]);
  });

  test("shows the failure text when the server refuses the details, keeping them", async ({
    page,
    browserErrors,
  }) => {
    // The refusal is the test's own: the browser reports the 400.
    browserErrors.allow(/status of 400/);
    // An address the browser accepts and the shared schema does not.
    const chat = await openDetails(page, "asha@localhost");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await chat.getByRole("button", { name: "Send details" }).click();
    expect((await answer).status()).toBe(400);
    await expect(chat.getByRole("alert")).toHaveText(MESSAGES.chatFailed);
    await expect(chat.getByLabel("Name", { exact: true })).toHaveValue("Asha Verma");
  });

  test("shows the failure text, not an error screen, when the post gets no answer", async ({
    page,
    browserErrors,
  }) => {
    // The post only: the loaders' revalidation that follows an action's answer still reaches the server.
    await page.route("**/chat-details.data*", (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    browserErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    const chat = await openDetails(page, "asha@example.com");
    await chat.getByRole("button", { name: "Send details" }).click();
    await expect(chat.getByRole("alert")).toHaveText(MESSAGES.chatFailed);
    await expect(chat.getByLabel("Email", { exact: true })).toHaveValue("asha@example.com");
  });
});
