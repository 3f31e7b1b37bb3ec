import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.deps.storage.writePublic("uploads/courses/react-3f9a1c2b.webp", Buffer.from("RIFF....WEBP"));
  await t.deps.storage.writePublic("uploads/misc/page.html", Buffer.from("<script>alert(1)</script>"));
});
afterAll(() => t.close());

describe("media under /api/<stored path>", () => {
  it("serves a stored image with its type, nosniff and a long cache for fingerprinted names", async () => {
    const res = await t.app.request("/api/uploads/courses/react-3f9a1c2b.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe("RIFF....WEBP");
  });

  it("accepts a stored path written with backslashes", async () => {
    const res = await t.app.request("/api/uploads%5Ccourses%5Creact-3f9a1c2b.webp");
    expect(res.status).toBe(200);
  });

  it("never serves HTML or paths outside the uploads folder", async () => {
    expect((await t.app.request("/api/uploads/misc/page.html")).status).toBe(404);
    expect((await t.app.request("/api/uploads/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await t.app.request("/api/uploads/missing.webp")).status).toBe(404);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.request("/api/no-such-endpoint");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found." });
  });
});
