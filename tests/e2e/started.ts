/**
 * What an e2e test starts besides the shared test server (server processes, databases, folders): undone
 * after each test even when it timed out, and the processes also when the runner exits. Processes are
 * stopped by their own PID, never by name.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { test } from "@playwright/test";
import pg from "pg";

/** Undone after each test, the last added first. */
export const cleanups: (() => Promise<unknown>)[] = [];
/** Child processes of the current test: add them when spawned, delete them when they exit. */
export const children = new Set<ChildProcess>();

export function stopChild(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(child.pid, "SIGKILL");
    } catch {}
  }
}

process.on("exit", () => {
  for (const child of children) stopChild(child);
});

/** Call once at the top of a spec file (a hook registered by this module alone would bind to one file only). */
export function cleanUpAfterEach() {
  test.afterEach(async () => {
    for (const child of children) stopChild(child);
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  });
}

/** A TCP port nobody listens on right now (below the kernel's ephemeral range: scripts/bench/processes.ts). */
export { freePort } from "../../scripts/bench/processes.ts";

/** A production server on PostgreSQL refuses to start without one (server/auth/auth-secret.ts). */
export const TEST_AUTH_SECRET = "e2e-test-auth-secret-".padEnd(48, "x");

/**
 * A new, empty PostgreSQL database on the server of `adminUrl` (TEST_DATABASE_URL), dropped after the test:
 * its address.
 */
export async function freshPostgresDatabase(adminUrl: string, prefix: string): Promise<URL> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url;
}
