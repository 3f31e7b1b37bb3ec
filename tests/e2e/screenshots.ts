/**
 * Screenshots for a person to look at (a change's screens are looked at before it lands), taken only when
 * SCREENSHOT_DIR names a folder: `SCREENSHOT_DIR=test-results/shots npx playwright test`. They assert
 * nothing, and a full-page shot of a long screen costs its test a second or more of both cores, so a run
 * that only tests takes none.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** `target` as `<SCREENSHOT_DIR>/<name>.png` (the whole page unless `fullPage` is false), when shots are on. */
export async function keepScreenshot(target: Page | Locator, name: string, { fullPage = true } = {}) {
  if (!SCREENSHOT_DIR) return;
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await target.screenshot({ path: file, ...("goto" in target && { fullPage }) });
}

/** The page at 375 and at 1280 px wide as `<name>-375.png` and `<name>-1280.png`, then back at 1280 px. */
export async function keepScreens(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `${name}-${width}`);
  }
}
