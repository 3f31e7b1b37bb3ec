/**
 * Production servers for the console specs: a copy of the seeded data folder with the demo content and one
 * staff account per role (console-people.ts; tests/support/seeded-data.ts), stopped by their PID afterwards.
 * Most specs share their test worker's server (`sharedConsoleServer`); a spec with settings of its own, or
 * one that changes what every later spec would see, starts its own (`startConsoleServer`). Signing in goes
 * through the real sign-in once per role and server; later contexts and clients of that role reuse the
 * session (specs about signing in do it themselves).
 *
 *   const site = sharedConsoleServer();        // at the top of a spec file
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
import { productionServerArgs, productionServerEnv } from "../support/server-command";
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

/** A started server and its staff's sessions. */
interface Running {
  base: string;
  dataDir: string;
  output: string;
  process: ChildProcess;
  /** Each role's session cookies on this server, once signed in. */
  sessions: Map<ConsoleRole, StorageState>;
}

async function launch(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-console-"));
  await copySeededData("console", dataDir);
  const child = spawn(process.execPath, await productionServerArgs(), {
    env: productionServerEnv(dataDir, port, {
      SITE_URL: base,
      LOG_LEVEL: "error",
      RATE_LIMIT_SIGN_IN_ADDRESS: "10000/900",
      RATE_LIMIT_MAX: "100000",
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const running: Running = { base, dataDir, output: "", process: child, sessions: new Map() };
  child.stdout?.on("data", (chunk) => (running.output += chunk));
  child.stderr?.on("data", (chunk) => (running.output += chunk));
  const started = Date.now();
  while (
    !(await fetch(`${base}/favicon.ico`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 110_000)
      throw new Error(`console server did not start:\n${running.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running;
}

async function stop(running: Running): Promise<void> {
  const child = running.process;
  if (child.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(child.pid, "SIGTERM");
    await exited;
  }
  await rm(running.dataDir, { recursive: true, force: true });
}

const emailOf = (role: ConsoleRole) => CONSOLE_STAFF[role].email;

/** A session of `role`: the one signed in before while the server still accepts it, else a new sign-in. */
async function session(running: Running, role: ConsoleRole): Promise<StorageState> {
  const known = running.sessions.get(role);
  if (known) {
    const check = await request.newContext({ baseURL: running.base, maxRedirects: 0, storageState: known });
    const accepted = (await check.get("/admin")).status() === 200;
    await check.dispose();
    if (accepted) return known;
  }
  const api = await request.newContext({ baseURL: running.base, maxRedirects: 0 });
  const response = await api.post("/admin/login", {
    form: { email: emailOf(role), password: CONSOLE_PASSWORD },
    headers: { origin: running.base, "sec-fetch-site": "same-origin" },
  });
  expect(response.status(), `sign-in as ${role}`).toBe(302);
  const signedIn = await api.storageState();
  await api.dispose();
  running.sessions.set(role, signedIn);
  return signedIn;
}

/** The spec's view of a server, read once its beforeAll hook has started or found it. */
function handle(current: () => Running): ConsoleServer {
  return {
    get base() {
      return current().base;
    },
    get dataDir() {
      return current().dataDir;
    },
    get output() {
      return current().output;
    },
    emailOf,
    async signedIn(browser, role) {
      return browser.newContext({ baseURL: current().base, storageState: await session(current(), role) });
    },
    async client(role) {
      // Says it comes from the console's own pages, as a browser does: downloads that do not say are refused.
      return request.newContext({
        baseURL: current().base,
        maxRedirects: 0,
        extraHTTPHeaders: { "sec-fetch-site": "same-origin" },
        ...(role ? { storageState: await session(current(), role) } : {}),
      });
    },
  };
}

/**
 * A server of the spec's own, started in its beforeAll hook and stopped in its afterAll: for a spec that needs
 * its own settings (`env`, which may be a function read when the server starts, after the spec's own earlier
 * beforeAll hooks) or changes what every later spec would see (the company's settings, a role's password).
 */
export function startConsoleServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
): ConsoleServer {
  let running: Running | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    running = await launch(typeof env === "function" ? env() : env);
  });
  test.afterAll(async () => {
    if (running) await stop(running);
    running = undefined;
  });
  return handle(() => running!);
}

/** This test worker's shared server, started by the first spec that asks for it. */
let shared: Promise<Running> | undefined;

/**
 * The test worker's one console server, shared by the specs that leave nothing behind that another would trip
 * over (each makes its own data): a console spec's server start and four sign-ins cost more than most of its
 * tests. The specs of one worker run one after another, so they never share a server at the same time.
 * Stopped when the worker ends (the `sharedConsoleServerStop` fixture in test.ts).
 */
export function sharedConsoleServer(): ConsoleServer {
  let running: Running | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    shared ??= launch({}).catch((error) => {
      shared = undefined;
      throw error;
    });
    running = await shared;
  });
  return handle(() => running!);
}

export async function stopSharedConsoleServer(): Promise<void> {
  const running = await shared?.catch(() => undefined);
  shared = undefined;
  if (running) await stop(running);
}
