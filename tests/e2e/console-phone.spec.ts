/**
 * The console on a 375 px phone (issue 30, item 9): the menu waits behind a button so each screen starts with
 * its own content, lists become cards, and no console screen scrolls sideways, neither the page nor a region
 * inside it.
 */
import type { Page } from "@playwright/test";
import { sharedConsoleServer } from "./console-server";
import { keepScreenshot } from "./screenshots";
import { expect, test } from "./test";
import { SAMPLE_REGISTRATION } from "./visitor-data";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();
const PHONE = { width: 375, height: 812 };

// A registration and an enquiry (and the letters they queue), so the lists have rows and records to open.
test.beforeAll(async () => {
  const post = (path: string, body: unknown) =>
    fetch(`${site.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const registration = await post("/api/registration", SAMPLE_REGISTRATION);
  expect(registration.status).toBe(201);
  // A payment on it, so the Payments screen and the registration's payments table have rows at 375 px too.
  const admin = await site.client("admin");
  const { registrationId } = await registration.json();
  const recorded = await admin.post(`/admin/registrations/${registrationId}`, {
    form: { intent: "record-payment", amount: "500", mode: "upi", reference: "UPI 433912887766 phone test" },
  });
  expect(recorded.status()).toBe(200);
  await admin.dispose();
  const enquiry = await post("/api/career", {
    name: "Kavya Phonetest",
    college: "Amity University",
    email: "kavya.phonetest@example.in",
    phone: "9812345670",
    location: "Noida",
    training: "Internship",
  });
  expect(enquiry.status).toBe(201);
});

/** Every element that is wider than its box and lets the person scroll it sideways (the page included). */
function sidewaysScrollers(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`page (${root.scrollWidth} px)`);
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (!/(auto|scroll)/.test(style.overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute("aria-label") ?? element.tagName.toLowerCase();
        found.push(`${name} (${element.scrollWidth} in ${element.clientWidth} px)`);
      }
    }
    return found;
  });
}

/**
 * The console's own screens an administrator can open: the menu's (the Payments screen among them), and one
 * record of each kind from them.
 */
async function consoleScreens(page: Page): Promise<string[]> {
  await page.goto("/admin");
  // The menu's links are in the page while it is closed, only hidden from the accessibility tree.
  const menu = await page
    .locator("nav[aria-label='Console'] a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const details: string[] = [];
  for (const [list, pattern] of [
    ["/admin/enquiries", /^\/admin\/enquiries\/[a-z-]+\/[^/]+$/],
    ["/admin/registrations", /^\/admin\/registrations\/[^/]+$/],
    ["/admin/content/courses", /^\/admin\/content\/courses\/(?!new$)[^/]+$/],
    ["/admin/content/blog", /^\/admin\/content\/blog\/(?!new$)[^/]+$/],
    ["/admin/content/alerts", /^\/admin\/content\/alerts\/(?!new$)[^/]+$/],
    ["/admin/coupons", /^\/admin\/coupons\/(?!new$)[^/]+$/],
    ["/admin/mail", /^\/admin\/mail\/(?!previews$)[^/]+$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page
      .locator("main a")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const first = hrefs.find((href) => pattern.test(href));
    if (first) details.push(first);
  }
  const forms = [
    "/admin/certificates/new",
    "/admin/certificates/import",
    "/admin/coupons/new",
    "/admin/mail/previews",
  ];
  return [...new Set([...menu, ...details, ...forms])];
}

test("on a phone the menu waits behind a button and opens and closes by keyboard and by a link", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto("/admin/enquiries");
  const menuButton = page.getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Console" });
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Settings" })).toBeHidden();
  // The screen's own heading is on the first screen, not 1,250 px down under 24 links.
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(heading?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(200);

  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(menu.getByRole("link", { name: "Settings" })).toBeHidden();
  await context.close();
});

test("on a desk the menu is always shown and there is no menu button", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Settings" }),
  ).toBeVisible();
  await context.close();
});

test("list rows are cards with their column labels on a phone and a table on a desk", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.goto("/admin/registrations");
  const firstRow = page.getByRole("region", { name: "Registrations" }).locator("tbody tr").first();
  const statusCell = firstRow.locator("td[data-label='Status']");
  await expect(statusCell).toBeVisible();
  // The label is written before the value, and the card is as wide as the screen allows, not a table row.
  expect(
    await statusCell.evaluate((cell) => getComputedStyle(cell, "::before").content.replaceAll('"', "")),
  ).toBe("Status");
  const card = await firstRow.boundingBox();
  expect(card?.width ?? 0).toBeGreaterThan(300);
  expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe("block");

  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe("table-row");
  expect(await statusCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toMatch(
    /^(none|normal)$/,
  );
  await context.close();
});

test("no console screen scrolls sideways at 375 px", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const screens = await consoleScreens(page);
  expect(screens.length).toBeGreaterThanOrEqual(25);
  const wide: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const scroller of await sidewaysScrollers(page)) wide.push(`${screen}: ${scroller}`);
    // For a person to look at (the screens of a change are looked at before it lands).
    const name = screen.replace(/^\/admin\/?/, "").replace(/[^a-z0-9]+/gi, "-") || "dashboard";
    await keepScreenshot(page, `console-phone/${name}-375`, { fullPage: false });
  }
  expect(wide).toEqual([]);
  await context.close();
});
