import type { Page } from "@playwright/test";

/**
 * React has taken over every button of the page. Server HTML is visible and clickable before that, but its
 * buttons do nothing yet; sections whose code loads after the page's own (the home page below the hero, the
 * footer) hydrate a moment later, so tests that click wait for this first.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll("button")];
    const isReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__react"));
    return buttons.length > 0 && buttons.every(isReact);
  });
}
