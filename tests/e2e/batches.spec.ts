/**
 * Batches as a visitor meets them, in Chromium at 375 and 1280 px (docs/decisions/0054-batches-with-seats.md):
 * the course page lists the demo course's upcoming batches with seats left (a full one as full), its link opens
 * the form on that batch, a full batch is shown but cannot be chosen, the proof names the batch, and the page's
 * seats left follow within seconds. Axe-clean; a browser console error fails the test (./test.ts).
 */

import { SHELL } from "../../domain/constants";
import { axeViolations } from "./axe";
import { fillPersonalAndAcademic } from "./registration-form";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, JSON.stringify(["mid", "bottom"]));
  }, SHELL.alertsDismissedStorageKey);
});

const COURSE_PAGE = "/created-courses-web/mern-stack-development";
const JANUARY = /Starts 11 Jan 2027/;

for (const width of [375, 1280]) {
  test(`the course page lists its upcoming batches with seats left at ${width} px, axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(COURSE_PAGE);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Upcoming batches" }) });
    await expect(section).toBeVisible();
    const january = section.getByRole("listitem").filter({ hasText: JANUARY });
    await expect(january).toContainText("Classroom (at our Noida office)");
    await expect(january).toContainText("Mon–Fri, 10:00–13:00 IST");
    await expect(january).toContainText(/\d+ seats left/);
    // The demo's first batch is full: shown, with no way to enrol in it.
    const full = section.getByRole("listitem").filter({ hasText: "Full" });
    await expect(full).toHaveCount(1);
    await expect(full.getByRole("link")).toHaveCount(0);
    expect(await axeViolations(page, { include: "#upcoming-batches" })).toEqual([]);
  });
}

test("a batch's link opens the form on it; a full batch cannot be chosen; the proof names the batch; seats follow", async ({
  page,
}) => {
  await page.goto(COURSE_PAGE);
  const january = page.getByRole("listitem").filter({ hasText: JANUARY });
  const before = Number((await january.getByText(/seats left/).textContent())?.match(/\d+/)?.[0]);
  await january.getByRole("link", { name: /Enrol in this batch/ }).click();
  await expect(page).toHaveURL(/\/registration-forms\?.*batch=\d+/);

  const batch = page.getByRole("group", { name: /^Batch/ });
  await expect(batch).toBeVisible();
  await expect(batch.getByRole("radio", { name: JANUARY })).toBeChecked();
  await expect(batch.getByRole("radio", { name: /Full$/ })).toBeDisabled();

  await fillPersonalAndAcademic(page, "kavya.batch@example.in");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Submit Registration" }).click();
  const proof = page.getByRole("heading", { name: "You are registered" }).locator("..");
  await expect(proof).toContainText("Batch: Starts 11 Jan 2027 · Classroom (at our Noida office)");
  await expect(proof).toContainText(/REG-[0-9A-Z]{10}/);

  // The course page (cached) shows one seat fewer within seconds, from the seats endpoint.
  await expect(async () => {
    await page.goto(COURSE_PAGE);
    await expect(page.getByRole("listitem").filter({ hasText: JANUARY })).toContainText(
      `${before - 1} seats left`,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
});
