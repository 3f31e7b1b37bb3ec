/**
 * A database outage seen from outside: the production server on a PostgreSQL database of its own, which is
 * then closed to connections (`ALLOW_CONNECTIONS false`) with every session of it terminated, as an operator's
 * maintenance or a database restart would. Pages answer 503 with Retry-After and a friendly text in the
 * site's frame, pages still in the page cache keep being served, the API answers 503 JSON; once connections
 * are allowed again the same server process answers 200 by itself. Defined when TEST_DATABASE_URL is set
 * (the embedded database lives inside the server process and cannot go away on its own; a closed one is
 * covered by server/pages.int.test.ts). The request ids of pages and the API are checked on the shared
 * test server (embedded database). Only processes started here are stopped, by their PID.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import pg from "pg";
import { MESSAGES } from "../../domain/messages.ts";
import { productionServerArgs } from "../support/server-command";
import { children, cleanUpAfterEach, cleanups, freePort, TEST_AUTH_SECRET } from "./started.ts";
import { expect, test } from "./test";

/** Node's arguments for the production server (its bundle, made current first). */
let serverArgs: string[] = [];
test.beforeAll(async () => {
  serverArgs = await productionServerArgs();
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const REQUEST_ID = /^[0-9a-f-]{36}$/;

cleanUpAfterEach();

test("pages and the API carry a request id, cached pages too", async ({ request }) => {
  // Another test may have cached the page already (a query the page does not read never splits the cache):
  // the first answer fills the cache or comes from it, the second comes from it.
  const url = "/who-we-are";
  const first = await request.get(url);
  const second = await request.get(url);
  const api = await request.get("/api/getcourses");
  expect(first.status()).toBe(200);
  expect(["miss", "hit"]).toContain(first.headers()["x-page-cache"]);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(api.status()).toBe(200);
  const ids = [first, second, api].map((res) => res.headers()["x-request-id"]);
  for (const id of ids) expect(id).toMatch(REQUEST_ID);
  expect(new Set(ids).size).toBe(3);
});

/** Runs an administrator statement on the server's `postgres` database. */
async function admin(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The production server (BUILD_DIR as for the other specs) on the given database, with the demo content. */
async function startServer(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-outage-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: TEST_AUTH_SECRET,
      SEED_DEMO: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "100000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors = (errors + chunk).slice(-8_000)));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${errors}`);
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${errors}`);
    if (
      await fetch(`${base}/favicon.ico`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, exited };
}

function expectOutage(res: APIResponse) {
  expect(res.status()).toBe(503);
  expect(res.headers()["retry-after"]).toBe("5");
  expect(res.headers()["x-request-id"]).toMatch(REQUEST_ID);
}

if (TEST_DATABASE_URL)
  test("PostgreSQL outage: 503 with Retry-After, cached pages still served, service back without a restart", async ({
    page,
    request,
    browserErrors,
  }) => {
    test.setTimeout(150_000);
    const name = `site_outage_${randomBytes(6).toString("hex")}`;
    await admin(`CREATE DATABASE ${name}`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const server = await test.step("start on a fresh database with the demo content", () =>
      startServer(url.toString()));
    const at = (pathname: string) => `${server.base}${pathname}`;

    // Pages and API lists are cached for a while once answered (page and JSON caches): everything asked for
    // during the outage is asked for there the first time, or with a query of its own.
    const fresh = () => `fresh=${randomBytes(4).toString("hex")}`;

    const slug = await test.step("healthy", async () => {
      // Filled into the page cache now, answered from it during the outage.
      expect((await request.get(at("/who-we-are"))).headers()["x-page-cache"]).toBe("miss");
      const courses = await request.get(at("/api/getcourses"));
      expect(courses.status()).toBe(200);
      const list = (await courses.json()) as { slug: string | null }[];
      const withSlug = list.find((course) => course.slug);
      if (!withSlug?.slug) throw new Error("the demo content has no course with a slug");
      return withSlug.slug;
    });

    await test.step("the database refuses connections and drops its sessions", async () => {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
    });

    await test.step("pages and the API answer 503", async () => {
      const list = await request.get(at("/learning-opportunities"));
      expectOutage(list);
      expect(list.headers()["cache-control"]).toBe("private, no-cache");
      const html = await list.text();
      expect(html).toContain(MESSAGES.coursesFetchFailed);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expectOutage(await request.get(at("/career-opportunities")));
      expectOutage(await request.get(at(`/created-courses-web/${slug}`)));
      const api = await request.get(at(`/api/getcourses?${fresh()}`));
      expectOutage(api);
      expect(await api.json()).toEqual({ error: MESSAGES.serviceUnavailable });
      // A page the cache still holds keeps being served.
      const cached = await request.get(at("/who-we-are"));
      expect(cached.status()).toBe(200);
      expect(cached.headers()["x-page-cache"]).toBe("hit");
    });

    await test.step("a visitor sees the failure inside the site's frame", async () => {
      // The page's own 503 is what this step asks for; Chromium logs it as a failed load.
      browserErrors.allow(
        /learning-opportunities: Failed to load resource: the server responded with a status of 503/,
      );
      const res = await page.goto(at("/learning-opportunities"));
      expect(res?.status()).toBe(503);
      await expect(page.getByText(MESSAGES.coursesFetchFailed)).toBeVisible();
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer").first()).toBeVisible();
    });

    await test.step("connections allowed again: the same process answers 200", async () => {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect
        .poll(async () => (await request.get(at("/learning-opportunities"))).status(), { timeout: 20_000 })
        .toBe(200);
      const list = await request.get(at("/learning-opportunities"));
      expect(await list.text()).not.toContain(MESSAGES.coursesFetchFailed);
      expect((await request.get(at(`/api/getcourses?${fresh()}`))).status()).toBe(200);
      expect((await request.get(at(`/created-courses-web/${slug}`))).status()).toBe(200);
      expect(server.child.exitCode).toBeNull();
    });

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
