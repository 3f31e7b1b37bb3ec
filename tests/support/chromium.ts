/**
 * Debian's Chromium, in two builds of the same source package and version (docs/decisions/0060-e2e-headless-shell.md):
 * - the end-to-end tests run in `chromium-headless-shell`, Chromium's own headless browser (the one Playwright
 *   itself uses for headless runs): the same Blink and V8, without the desktop browser's window machinery, so a
 *   page load costs about half the CPU on a two-core machine;
 * - the benchmark's Lighthouse and asset measurement run the full browser, `chromium`, as a visitor's is.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The end-to-end tests' browser; `E2E_CHROMIUM_PATH=/usr/bin/chromium` runs them in the full browser instead. */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Headless, and nothing that would reach beyond loopback (updates, sync, background requests). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
