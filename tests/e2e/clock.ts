import type { Page } from "@playwright/test";

/**
 * Stops the page's installed clock (page.clock.install()) at about its current time, so that from here on
 * only the test moves it (runFor). Playwright can only pause at a given future time, and the page's clock
 * keeps running in real time while the test reads it and asks: on a busy machine more than any fixed margin
 * may pass in between ("Cannot fast-forward to the past"). So it asks again, from the clock's new reading,
 * until a pause lands; each try jumps ahead by at most `marginMs`.
 */
export async function pauseClockNow(page: Page, marginMs = 50) {
  for (;;) {
    const target = (await page.evaluate(() => Date.now())) + marginMs;
    try {
      await page.clock.pauseAt(target);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}
