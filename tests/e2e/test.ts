/**
 * The `test` and `expect` every spec imports: Playwright's, with one automatic fixture that fails a test
 * when a page it opened logs an error to the browser console or throws (a hydration mismatch, a CSP
 * violation, a script that failed). Pages of contexts the test makes itself (`browser.newContext()`, the
 * console server's `signedIn`) are watched too.
 *
 * A test that causes an error on purpose says so: `browserErrors.allow(/pattern/)`. A document the test
 * navigated to that answers 4xx/5xx (a 404 page) logs "Failed to load resource" for itself; that is the
 * test's point, not an error of the page, and is not counted.
 */
import { type BrowserContext, test as base, type ConsoleMessage, expect } from "@playwright/test";

export { expect };

export interface BrowserErrors {
  /** Errors matching `pattern` are expected by this test and do not fail it. */
  allow(pattern: RegExp): void;
  /** What was logged so far (for a test that asserts on it itself). */
  readonly seen: readonly string[];
}

function isOwnDocumentStatus(message: ConsoleMessage): boolean {
  if (!message.text().startsWith("Failed to load resource")) return false;
  const page = message.page();
  return !!page && message.location().url === page.url();
}

export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ context, browser }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error" || isOwnDocumentStatus(message)) return;
          seen.push(`console error on ${message.page()?.url() ?? "a page"}: ${message.text()}`);
        });
        watched.on("weberror", (error) =>
          seen.push(`uncaught on ${error.page()?.url() ?? "a page"}: ${error.error().message}`),
        );
      };
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        watch(made);
        return made;
      };
      try {
        await use({
          allow: (pattern) => allowed.push(pattern),
          get seen() {
            return seen;
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(
        unexpected,
        "errors in the browser console (a hydration mismatch, CSP, a failed script)",
      ).toEqual([]);
    },
    { auto: true },
  ],
});
