/**
 * A production server of its own for a console spec: a copy of the seeded data folder with the demo content
 * and one staff account per role (console-people.ts; tests/support/seeded-data.ts), started once per spec
 * file and stopped by its PID afterwards. Signing in goes through the real sign-in once per role and server;
 * later contexts and clients of that role reuse the session (specs about signing in do it themselves).
 *
 *   const site = startConsoleServer();            // at the top of a spec file
 *   const context = await site.signedIn(browser, "editor");
 *   const api = await site.client("counsellor"); // HTTP client signed in, following no redirects
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  request,
  test,
} from "@playwright/test";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

import { copySeededData } from "../support/seeded-data";
import { productionServerArgs } from "../support/server-command";
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
  /** Each role's session cookies on this server, once signed in. */
  const sessions = new Map<ConsoleRole, StorageState>();

  /** A session of `role`: the one signed in before while the server still accepts it, else a new sign-in. */
  async function session(role: ConsoleRole): Promise<StorageState> {
    const known = sessions.get(role);
    if (known) {
      const check = await request.newContext({ baseURL: state.base, maxRedirects: 0, storageState: known });
      const accepted = (await check.get("/admin")).status() === 200;
      await check.dispose();
      if (accepted) return known;
    }
    const api = await request.newContext({ baseURL: state.base, maxRedirects: 0 });
    const response = await api.post("/admin/login", {
      form: { email: emailOf(role), password: CONSOLE_PASSWORD },
      headers: { origin: state.base, "sec-fetch-site": "same-origin" },
    });
    expect(response.status(), `sign-in as ${role}`).toBe(302);
    const signedIn = await api.storageState();
    await api.dispose();
    sessions.set(role, signedIn);
    return signedIn;
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    state.base = `http://127.0.0.1:${port}`;
    state.dataDir = await mkdtemp(path.join(tmpdir(), "site-console-"));
    sessions.clear();
    await copySeededData("console", state.dataDir);
    server = spawn(process.execPath, await productionServerArgs(), {
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
      return browser.newContext({ baseURL: state.base, storageState: await session(role) });
    },
    async client(role) {
      // Says it comes from the console's own pages, as a browser does: downloads that do not say are refused.
      return request.newContext({
        baseURL: state.base,
        maxRedirects: 0,
        extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
        ...(role ? { storageState: await session(role) } : {}),
      });
    },
  };
}
