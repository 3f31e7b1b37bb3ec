import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from "./tests/support/chromium.ts";

const TIMED = /(upload|form)-flood\.spec\.ts$/;
const PORT = Number(process.env.E2E_PORT ?? 3217);

/** End-to-end tests in Debian's Chromium against the production build on a temporary database. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Sized for the slowest machine the suite has run on (one about three times slower than the usual, where a
  // console spec that starts its own server took 35 s and a sign-in with its password hash 8 s). A timeout
  // only decides how long a broken test takes to fail; the timings the spec sets are asserted on their own.
  // Specs that raise it for a long test raise it to 180 s; none lowers it (a 60 s limit of one console spec
  // failed on its own at load 25 on two cores, and the serial tests after it did not run).
  timeout: 75_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test time; a retry (CI) records one for the test that failed.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: TIMED,
    },
    // Tests that judge how fast the server answers run last and alone, so no other test's browser or
    // renders share the two cores with what they measure.
    { name: "timed", testMatch: TIMED, dependencies: ["desktop"] },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/serve.ts",
    url: `http://127.0.0.1:${PORT}/favicon.ico`,
    // Tests send far more than a visitor would; the limits themselves are tested in tests/resilience.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "100000",
      RATE_LIMIT_COUPON: "100000/60",
      RATE_LIMIT_PDF: "100000/60",
      RATE_LIMIT_VERIFY: "100000/60",
      RATE_LIMIT_UPLOAD: "100000/60",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
