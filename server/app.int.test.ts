import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../tests/support/test-app.ts";
import { createApp } from "./app.ts";
import { openPglite, openPostgres } from "./db/client.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // Probes on the real app: one that queries the database and one that fails unexpectedly.
  t.app.get("/probe/db", async (c) => c.json(await t.deps.db.execute(sql`select 1 as one`)));
  t.app.get("/probe/crash", () => {
    throw new Error("secret internal detail");
  });
});
afterAll(() => t.close());

describe("every response", () => {
  it("carries a request id and the security headers", async () => {
    const res = await t.app.request("/api/no-such-endpoint");
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS when the site is served over HTTPS", async () => {
    const https = await createTestContext({ SITE_URL: "https://nexoratech.in" });
    try {
      const res = await https.app.request("/api/no-such-endpoint");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await https.close();
    }
  });
});

describe("errors", () => {
  it("answers an unexpected failure with JSON and no stack trace", async () => {
    const res = await t.app.request("/probe/crash");
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: "Something went wrong on our side. Please try again." });
    expect(body).not.toContain("secret internal detail");
  });

  it("refuses an oversized API body with 413 JSON", async () => {
    const res = await t.postJson("/api/contact", { message: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The request is too large." });
  });

  it("answers 503 with Retry-After while the database is unreachable", async () => {
    // Embedded: a closed PGlite. PostgreSQL: a pool pointed at a port where nothing listens.
    const unreachable =
      t.database.kind === "postgres"
        ? await openPostgres("postgres://postgres@127.0.0.1:1/none", 1)
        : await openPglite();
    if (unreachable.kind === "pglite") await unreachable.close();
    const app = createApp({ ...t.deps, db: unreachable.db });
    app.get("/probe/db", async (c) => c.json(await unreachable.db.execute(sql`select 1 as one`)));
    try {
      const res = await app.request("/probe/db");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({
        error: "The service is temporarily unavailable. Please try again shortly.",
      });
    } finally {
      if (unreachable.kind === "postgres") await unreachable.close();
    }
  });

  it("keeps working for a healthy database", async () => {
    expect((await t.app.request("/probe/db")).status).toBe(200);
  });
});
