/**
 * A production server of its own for a console spec: a new data folder with the demo content and one staff
 * account per role (console-people.ts), started once per spec file and stopped by its PID afterwards.
 *
 *   const site = startConsoleServer();            // at the top of a spec file
 *   const context = await site.signedIn(browser, "editor");
 *   const api = await site.client("counsellor"); // HTTP client signed in, following no redirects
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  request,
  test,
} from "@playwright/test";
import { CONSOLE_PASSWORD, CONSOLE_STAFF, type ConsoleRole } from "./console-people";
import { freePort } from "./started";

export interface ConsoleServer {
  /** `http://127.0.0.1:<port>` once started. */
  readonly base: string;
  readonly dataDir: string;
  /** Everything the server printed so far. */
  readonly output: string;
  emailOf(role: ConsoleRole): string;
  /** A browser context signed in as `role`. */
  signedIn(browser: Browser, role: ConsoleRole): Promise<BrowserContext>;
  /** An HTTP client signed in as `role` (or nobody), following no redirects, from the console's own pages. */
  client(role: ConsoleRole | null): Promise<APIRequestContext>;
}

/**
 * Registers beforeAll/afterAll hooks that start and stop the server; call at the top of a spec file. `env` may
 * be a function, read when the server starts (after the spec's own earlier beforeAll hooks).
 */
export function startConsoleServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
): ConsoleServer {
  let server: ChildProcess | undefined;
  const state = { base: "", dataDir: "", output: "" };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    state.base = `http://127.0.0.1:${port}`;
    state.dataDir = await mkdtemp(path.join(tmpdir(), "site-console-"));
    await promisify(execFile)(process.execPath, [
      "--import",
      "tsx",
      "tests/e2e/console-staff.ts",
      state.dataDir,
      CONSOLE_PASSWORD,
    ]);
    server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: state.dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: state.base,
        LOG_LEVEL: "error",
        RATE_LIMIT_SIGN_IN_ADDRESS: "10000/900",
        RATE_LIMIT_MAX: "100000",
        ...(typeof env === "function" ? env() : env),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => (state.output += chunk));
    server.stderr?.on("data", (chunk) => (state.output += chunk));
    const started = Date.now();
    while (
      !(await fetch(`${state.base}/favicon.ico`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (server.exitCode !== null || Date.now() - started > 110_000)
        throw new Error(`console server did not start:\n${state.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      process.kill(server.pid, "SIGTERM");
      await exited;
    }
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });

  const emailOf = (role: ConsoleRole) => CONSOLE_STAFF[role].email;
  return {
    get base() {
      return state.base;
    },
    get dataDir() {
      return state.dataDir;
    },
    get output() {
      return state.output;
    },
    emailOf,
    async signedIn(browser, role) {
      const context = await browser.newContext({ baseURL: state.base });
      const page = await context.newPage();
      await page.goto("/admin/login");
      await page.getByLabel("E-mail address").fill(emailOf(role));
      await page.getByLabel("Password", { exact: true }).fill(CONSOLE_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      await page.close();
      return context;
    },
    async client(role) {
      // Says it comes from the console's own pages, as a browser does: downloads that do not say are refused.
      const api = await request.newContext({
        baseURL: state.base,
        maxRedirects: 0,
        extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
      });
      if (role) {
        const response = await api.post("/admin/login", {
          form: { email: emailOf(role), password: CONSOLE_PASSWORD },
          headers: { origin: state.base },
        });
        expect(response.status(), `sign-in as ${role}`).toBe(302);
      }
      return api;
    },
  };
}
