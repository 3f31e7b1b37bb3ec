import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
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

describe("built assets", () => {
  let root: string;
  let app: ReturnType<typeof createApp>;
  const script = `export const greeting = "${"hello ".repeat(400)}";`;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "site-assets-"));
    await mkdir(path.join(root, "assets"), { recursive: true });
    await writeFile(path.join(root, "assets", "app-1a2b.js"), script);
    await writeFile(path.join(root, "assets", "app-1a2b.js.gz"), gzipSync(script));
    await writeFile(path.join(root, "assets", "app-1a2b.js.br"), "brotli bytes");
    await writeFile(path.join(root, "assets", "plain-3c4d.js"), script);
    app = createApp(t.deps, { clientAssets: root });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    app.request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the build's Brotli copy to a browser that accepts it, cached for good", async () => {
    const res = await get("/assets/app-1a2b.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toBe("brotli bytes");
  });

  it("sends the gzip copy to a client that only accepts gzip, and the file itself to one that accepts neither", async () => {
    const gzip = await get("/assets/app-1a2b.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const identity = await get("/assets/app-1a2b.js");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(script);
  });

  it("still compresses a text file the build left without copies", async () => {
    const res = await get("/assets/plain-3c4d.js", "gzip, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });
});
