/**
 * Editing a long form in the console (issue 30, item 10): a save from the sticky bar at the end of a course's
 * form keeps the person there and says "Saved." where they are looking; leaving with changes that are not
 * saved asks first, by a console link and by a reload.
 */

import { sharedConsoleServer } from "./console-server";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

async function firstCourse(page: import("@playwright/test").Page) {
  await page.goto("/admin/content/courses");
  await page.getByRole("region", { name: "Courses" }).getByRole("link").first().click();
  await expect(page.getByLabel("Fee (₹)")).toBeVisible();
  await hydrated(page);
}

test("a save from the sticky bar keeps the place and confirms beside the button", async ({ browser }) => {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await firstCourse(page);
  const fee = page.getByLabel("Fee (₹)");
  await fee.fill(String(Number(await fee.inputValue()) + 100));
  await page.keyboard.press("End");
  // To the content form's end, where its sticky bar rests (panels of their own, such as a program's batches,
  // may follow it).
  await page.getByRole("button", { name: "Save", exact: true }).evaluate((save) => {
    const form = save.closest("form") as HTMLFormElement;
    // Instant: the console scrolls smoothly, and the place is read at once.
    const top = window.scrollY + form.getBoundingClientRect().bottom - window.innerHeight;
    window.scrollTo({ top, behavior: "instant" });
  });
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  const status = page.getByRole("status");
  await expect(status).toHaveText("Saved.");
  await expect(status).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 400);
  await context.close();
});

test("leaving with changes not saved asks first; staying keeps them, leaving goes", async ({ browser }) => {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await firstCourse(page);
  const duration = page.getByLabel("Duration", { exact: true });
  await duration.fill("7 Months");

  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect
    .poll(() => questions)
    .toEqual(["You have changes that are not saved. Leave this page and lose them?"]);
  await expect(duration).toHaveValue("7 Months");
  await expect(page).toHaveURL(/\/admin\/content\/courses\/[^/]+$/);

  // A reload asks the browser's own question.
  page.once("dialog", (dialog) => {
    questions.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 2_000 }).catch(() => undefined);
  await expect.poll(() => questions).toContain("beforeunload");
  await expect(duration).toHaveValue("7 Months");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await context.close();
});

test("a form left untouched, or just saved, lets the person go without a question", async ({ browser }) => {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await firstCourse(page);
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await firstCourse(page);
  await page.getByLabel("Language").fill("English and Hindi");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(questions).toEqual([]);
  await context.close();
});
