/**
 * The waiting list of a full batch in Chromium at 375 and 1280 px (docs/decisions/0054-batches-with-seats.md):
 * on the course page the demo's full batch offers "Join the waiting list"; a bad phone is refused with the
 * server's message and the typed values kept; a good post says so; the same e-mail again is refused clearly.
 * The batch's roster lists who waits. Axe-clean; a browser console error fails the test (./test.ts).
 */

import type { Page } from "@playwright/test";
import { SHELL } from "../../domain/constants";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();
const COURSE_PAGE = "/created-courses-web/mern-stack-development";

const axe = (page: Page, include: string) => axeViolations(page, { include });

let batchId = "";

for (const width of [375, 1280]) {
  test(`a visitor joins a full batch's waiting list at ${width} px (a bad phone refused, a repeat refused), axe-clean`, async ({
    browser,
  }) => {
    const context = await site.signedIn(browser, "counsellor");
    const page = await context.newPage();
    await page.addInitScript((key) => {
      window.sessionStorage.setItem(key, JSON.stringify(["mid", "bottom"]));
    }, SHELL.alertsDismissedStorageKey);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(COURSE_PAGE);
    const full = page.locator("li[data-batch]").filter({ has: page.getByText("Full", { exact: true }) });
    await expect(full).toHaveCount(1);
    batchId = (await full.getAttribute("data-batch")) ?? "";
    await full.getByText("Join the waiting list", { exact: false }).first().click();
    const email = `waiting.${width}@example.in`;
    await full.getByLabel("Name").fill(`Waiting ${width}`);
    await full.getByLabel("Email").fill(email);
    await full.getByLabel("Phone").fill("12345");
    await full.getByRole("button", { name: "Join the waiting list" }).click();
    await expect(full.getByRole("status")).toHaveText("Please enter a valid 10-digit phone number.");
    await expect(full.getByLabel("Email")).toHaveValue(email);
    expect(await axe(page, "#upcoming-batches")).toEqual([]);

    await full.getByLabel("Phone").fill("98765 43210");
    await full.getByRole("button", { name: "Join the waiting list" }).click();
    await expect(full.getByRole("status")).toHaveText(
      "You are on the waiting list. We will e-mail you as soon as a seat frees up.",
    );
    expect(await axe(page, "#upcoming-batches")).toEqual([]);

    await page.reload();
    await full.getByText("Join the waiting list", { exact: false }).first().click();
    await full.getByLabel("Name").fill(`Waiting ${width}`);
    await full.getByLabel("Email").fill(email.toUpperCase());
    await full.getByLabel("Phone").fill("9876543210");
    await full.getByRole("button", { name: "Join the waiting list" }).click();
    await expect(full.getByRole("status")).toHaveText(
      "This e-mail is already on the waiting list for this batch.",
    );
    await context.close();
  });
}

test("the batch's roster lists its waiting list in order, axe-clean at 375 and 1280 px", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/batches/${batchId}`);
    await expect(page.getByRole("heading", { name: "Waiting list: 2 people" })).toBeVisible();
    const rows = page.locator('section[aria-labelledby="waitlist-heading"] tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Waiting 375");
    await expect(rows.nth(0)).toContainText("9876543210");
    await expect(rows.nth(1)).toContainText("Waiting 1280");
    await expect(rows.nth(1)).toContainText("waiting.1280@example.in");
    expect(await axe(page, "main")).toEqual([]);
  }
  await context.close();
});
