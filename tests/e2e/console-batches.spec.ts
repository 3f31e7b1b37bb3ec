/**
 * Batches in the console, end to end in Chromium against a production server of their own
 * (docs/decisions/0054-batches-with-seats.md): an editor adds a batch on a course's page (a bad one refused
 * with its message), a counsellor finds it on the dashboard, reads its roster, moves a student and cancels it;
 * a recruiter and an editor are refused the roster; the screens are axe-clean at 375 and 1280 px.
 */

import type { Page } from "@playwright/test";
import { indianDay } from "../../domain/programs/coupon.schema";
import { axeViolations } from "./axe";
import { sharedConsoleServer } from "./console-server";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = sharedConsoleServer();

const COURSE = "MERN Stack Development";
const day = (days: number) => indianDay(new Date(Date.now() + days * 86_400_000));

let coursePath = "";
let newBatchPath = "";

async function openCourse(page: Page) {
  await page.goto("/admin/content/courses");
  await page.getByRole("link", { name: COURSE, exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Batches", exact: true })).toBeVisible();
  coursePath = new URL(page.url()).pathname;
}

test("an editor adds a batch on the course's page; an end before the start is refused", async ({
  browser,
}) => {
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await openCourse(page);
  // The demo batches, with their seats.
  await expect(page.getByRole("row", { name: /2027-01-11.*9 of 25/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "30 of 30", exact: true })).toBeVisible();

  const form = page.locator("form", { has: page.getByRole("button", { name: "Add batch" }) });
  await form.getByLabel("Start date").fill(day(6));
  await form.getByLabel("End date").fill(day(2));
  await form.getByLabel("Mode").selectOption("classroom");
  await form.getByLabel("Days").fill("Sat & Sun");
  await form.getByLabel("From (IST)").fill("10:00");
  await form.getByLabel("To (IST)").fill("13:00");
  await form.getByLabel("Seats").fill("2");
  await form.getByRole("button", { name: "Add batch" }).click();
  await expect(page.getByText("The end date cannot be before the start date.")).toBeVisible();

  await form.getByLabel("End date").fill("");
  await form.getByLabel("Duration").fill("6 weekends");
  await form.getByRole("button", { name: "Add batch" }).click();
  await expect(page.getByRole("heading", { name: `Edit the batch starting ${day(6)}` })).toBeVisible();
  await expect(page.getByText("Batch saved.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "0 of 2", exact: true })).toBeVisible();
  // Editors see no rosters (they hold no registrations right).
  await expect(page.getByRole("link", { name: /^Roster/ })).toHaveCount(0);
  await context.close();
});

test("a counsellor finds it on the dashboard, reads the roster, moves a student and cancels the batch", async ({
  browser,
}) => {
  const api = await site.client(null);
  const context = await site.signedIn(browser, "counsellor");
  const page = await context.newPage();
  await page.goto("/admin");
  const soon = page.getByRole("region", { name: "Batches starting soon" });
  await expect(soon.getByRole("row", { name: new RegExp(`${COURSE}.*(^|\\D)2 of 2(\\D|$)`) })).toBeVisible();
  await soon
    .getByRole("row", { name: new RegExp(`${COURSE}.*(^|\\D)2 of 2(\\D|$)`) })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { name: /^Batch starting .*MERN Stack Development/ })).toBeVisible();
  newBatchPath = new URL(page.url()).pathname;
  const batchId = Number(newBatchPath.split("/").pop());

  for (const name of ["Meera Iyer", "Kabir Das"]) {
    const res = await api.post("/api/registration", {
      data: {
        fullName: name,
        fathersName: "R Iyer",
        gender: "Female",
        email: `${name.split(" ")[0]!.toLowerCase()}@example.in`,
        phone: "9812345678",
        workingStatus: "Student",
        branch: "Computer Science Engineering",
        year: "2nd Year",
        trainingType: "Courses",
        specificTraining: COURSE,
        batchId,
        agree: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole("heading", { name: "Roster: 2 holding a seat" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Meera Iyer" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^batch-roster-/);

  const target = page.getByLabel("Batch for Kabir Das");
  const january = await target.locator("option", { hasText: "2027-01-11" }).getAttribute("value");
  await target.selectOption(january!);
  await page
    .locator("form", { has: page.getByLabel("Batch for Kabir Das") })
    .getByRole("button", { name: "Move" })
    .click();
  await expect(page.getByText(/moved to the other batch/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Roster: 1 holding a seat" })).toBeVisible();

  await page.getByRole("button", { name: "Cancel batch" }).click();
  await expect(page.getByText(/Tick the box to confirm/)).toBeVisible();
  await page.getByLabel(/Yes, cancel this batch/).check();
  await page.getByRole("button", { name: "Cancel batch" }).click();
  await expect(page.getByText("Batch cancelled: 1 student mailed.")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await api.dispose();
  await context.close();
});

test("a recruiter and an editor are refused the roster", async ({ browser }) => {
  for (const role of ["recruiter", "editor"] as const) {
    const context = await site.signedIn(browser, role);
    const page = await context.newPage();
    const res = await page.goto(newBatchPath);
    expect(res?.status()).toBe(403);
    await expect(page.getByText("Kabir Das")).toHaveCount(0);
    await context.close();
  }
});

test("the popup leads to the January batch on its course's page; an editor points it at another batch", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: site.base });
  const home = await visitor.newPage();
  const learnMore = (page: Page) =>
    page.getByTestId("alert-popup").getByRole("link", { name: /^Learn More/ });
  await home.goto("/");
  await learnMore(home).click();
  await expect(home).toHaveURL(/\/created-courses-web\/mern-stack-development#batch-\d+$/);
  const batchId = new URL(home.url()).hash.slice(1);
  const card = home.locator(`li#${batchId}`);
  await expect(card).toContainText("Starts 11 Jan 2027");
  await expect(card).toBeInViewport();
  // Followed, the popup does not come back over the batch it led to.
  await expect(home.getByTestId("alert-popup")).toBeHidden();
  await expect(card.getByRole("link", { name: /^Enrol in this batch/ })).toBeVisible();

  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto("/admin/content/alerts");
  await page.getByRole("link", { name: "Admissions Open for the January 2027 Batch" }).first().click();
  const batch = page.getByLabel("Or a batch");
  await expect(batch.locator("option:checked")).toHaveText(/^MERN Stack Development: starts 11 Jan 2027/);
  // A link and a batch together are refused, with what was chosen kept.
  await page.getByLabel("Link", { exact: true }).fill("/registration-forms");
  const java = await batch
    .locator("option", { hasText: /^Java Full Stack Development: starts 11 Jan 2027/ })
    .getAttribute("value");
  await batch.selectOption(java!);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Choose a link or a batch, not both.")).toBeVisible();
  await expect(batch).toHaveValue(java!);
  await page.getByLabel("Link", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await context.close();

  // For the next visitor the popup leads to the Java batch (the page cache moves with the content version).
  await visitor.close();
  const next = await browser.newContext({ baseURL: site.base });
  const nextHome = await next.newPage();
  await expect(async () => {
    await nextHome.goto("/");
    expect(await learnMore(nextHome).getAttribute("href")).toBe(
      `/created-courses-web/java-full-stack-development#batch-${java}`,
    );
  }).toPass({ timeout: 15_000 });
  await next.close();
});

test("the batch screens are axe-clean at 375 and 1280 px", async ({ browser }) => {
  const context = await site.signedIn(browser, "admin");
  const page = await context.newPage();
  const findings: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [coursePath, `${coursePath}?batch=1`, newBatchPath, "/admin"]) {
      await page.goto(path);
      for (const line of await axeViolations(page)) findings.push(`${width}px ${path}: ${line}`);
    }
  }
  expect(findings).toEqual([]);
  await context.close();
});
