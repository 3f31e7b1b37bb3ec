/**
 * The `test` and `expect` every spec imports: Playwright's, with one automatic fixture that fails a test
 * when a page it opened logs an error to the browser console or throws (a hydration mismatch, a CSP
 * violation, a script that failed). Pages of contexts the test makes itself (`browser.newContext()`, the
 * console server's `signedIn`) are watched too.
 *
 * A test that causes an error on purpose says so: `browserErrors.allow(/pattern/)`. Chromium also logs
 * "Failed to load resource" for every 4xx answer, including those a page asks for and handles (a form the
 * server refuses with its message, a 404 page the test opened): for a document, fetch or XHR answered 4xx
 * that line is not counted. Anything else that failed to load (an image, a script, a 5xx) is.
 */
import { type BrowserContext, test as base, type ConsoleMessage, expect } from "@playwright/test";
import { stopSharedConsoleServer } from "./console-server";

export { expect };

export interface BrowserErrors {
  /** Errors matching `pattern` are expected by this test and do not fail it. */
  allow(pattern: RegExp): void;
  /** What was logged so far (for a test that asserts on it itself). */
  readonly seen: readonly string[];
}

const HANDLED = new Set(["document", "fetch", "xhr"]);

export const test = base.extend<{ browserErrors: BrowserErrors }, { sharedConsoleServerStop: undefined }>({
  /** Stops the worker's shared console server (console-server.ts), if a spec started one, when the worker ends. */
  sharedConsoleServerStop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(undefined);
      await stopSharedConsoleServer();
    },
    { scope: "worker", auto: true },
  ],
  browserErrors: [
    async ({ context, browser }, use) => {
      const seen: { line: string; resource?: string }[] = [];
      const allowed: RegExp[] = [];
      /** Addresses a page asked for itself and got a 4xx from. */
      const answered4xx = new Set<string>();
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          const text = message.text();
          seen.push({
            line: `console error on ${message.page()?.url() ?? "a page"}: ${text}`,
            resource: text.startsWith("Failed to load resource: the server responded with a status of 4")
              ? message.location().url
              : undefined,
          });
        });
        watched.on("response", (response) => {
          if (
            response.status() >= 400 &&
            response.status() < 500 &&
            HANDLED.has(response.request().resourceType())
          )
            answered4xx.add(response.url());
        });
        watched.on("weberror", (error) =>
          seen.push({ line: `uncaught on ${error.page()?.url() ?? "a page"}: ${error.error().message}` }),
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
            return seen.map((entry) => entry.line);
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = seen
        .filter((entry) => !(entry.resource && answered4xx.has(entry.resource)))
        .map((entry) => entry.line)
        .filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(
        unexpected,
        "errors in the browser console (a hydration mismatch, CSP, a failed script)",
      ).toEqual([]);
    },
    { auto: true },
  ],
});
