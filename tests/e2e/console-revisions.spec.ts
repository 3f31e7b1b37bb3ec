/**
 * Content revisions in the console (docs/decisions/0055-content-revisions.md): a save of a course makes a
 * revision; its Revisions screen lists them, shows what the save changed beside the state before it, and
 * Restore brings the old text back as a new revision. axe at 375 and 1280 px on the screen with a diff open.
 */
import AxeBuilder from "@axe-core/playwright";
import { startConsoleServer } from "./console-server";
import { hydrated } from "./hydration";
import { expect, test } from "./test";

test.describe.configure({ mode: "serial" });
const site = startConsoleServer();

test("a save is a revision: its changes beside the old text, and Restore brings that back as a new one", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await site.signedIn(browser, "editor");
  const page = await context.newPage();
  await page.goto("/admin/content/courses");
  await page.getByRole("region", { name: "Courses" }).getByRole("link").first().click();
  const duration = page.getByLabel("Duration");
  await expect(duration).toBeVisible();
  await hydrated(page);
  const old = await duration.inputValue();
  await duration.fill("11 Months");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.getByRole("link", { name: "Revisions", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Revisions of/ })).toBeVisible();
  const table = page.getByRole("region", { name: "Revisions" });
  await expect(table.getByRole("row")).toHaveCount(3); // the header, this save and the state before it
  await expect(table.getByRole("row").nth(1)).toContainText("Esha");
  await expect(table.getByRole("row").nth(1)).toContainText("Saved: Duration");
  await expect(table.getByRole("row").nth(2)).toContainText("As it was before revisions were kept");

  await table.getByRole("row").nth(1).getByRole("link").click();
  const change = page.getByRole("region", { name: "Duration" });
  await expect(change.locator("ins")).toHaveText("[added: 11]");
  await expect(change.locator("del")).toHaveText(`[removed: ${old.split(" ")[0]}]`);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`revisions-${width}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(violations.map((v) => `${width}px: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
  }

  await table.getByRole("row").nth(2).getByRole("link").click();
  await hydrated(page);
  const restore = page.getByRole("button", { name: /^Restore revision/ });
  await restore.click();
  await expect(page.getByRole("status").filter({ hasText: /was restored as revision/ })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(1)).toContainText("(current)");
  await expect(table.getByRole("row").nth(1)).toContainText("Restored revision");

  await page.getByRole("link", { name: /^←/ }).click();
  await expect(page.getByRole("textbox", { name: "Duration" })).toHaveValue(old);
  await context.close();
});
