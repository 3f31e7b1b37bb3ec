import type { Page } from "@playwright/test";
import { SHELL } from "../../domain/constants";

/** Starts the page's session with both alert areas closed, as a visitor who closed them would. */
export async function closeAlerts(page: Page) {
  await page.addInitScript((key) => {
    window.sessionStorage.setItem(key, JSON.stringify(["mid", "bottom"]));
  }, SHELL.alertsDismissedStorageKey);
}
