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

/** React has taken over the first element matching `selector` (before that a form's submit is a plain navigation). */
export async function reactOwns(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith("__react"));
  }, selector);
}

/** What the page logs as an error or throws from now on, for a test that asserts on it (a hydration mismatch). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
