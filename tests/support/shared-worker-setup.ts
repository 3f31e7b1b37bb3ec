/**
 * Runs before each unit and component test file. Those projects keep one worker for many files (isolate:
 * false in vitest.config.ts): creating a worker and a DOM per file cost more than the tests. This gives each
 * file what isolation gave: fresh product modules (module-level state starts anew), and afterwards real
 * timers, no stubbed globals or environment variables, no mocks left in place, an empty document.
 */
import { afterAll, vi } from "vitest";

vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document !== "undefined") {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.cookie.split(";").forEach((cookie) => {
      const name = cookie.split("=")[0]?.trim();
      // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store; expiring each cookie empties the jar
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    localStorage.clear();
    sessionStorage.clear();
  }
});
