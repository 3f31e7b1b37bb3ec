import type { Page } from "@playwright/test";

/**
 * React has taken over the page (the header's menu buttons respond). Server HTML is visible and clickable
 * before that, but its buttons do nothing yet, so tests that click wait for this first.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector("header button");
    return !!element && Object.keys(element).some((key) => key.startsWith("__react"));
  });
}
