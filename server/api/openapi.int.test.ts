import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("describes every call of the spec with request bodies from the shared schemas", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of ["/getcourses", "/registration", "/apply-job", "/career", "/verify/{certificateId}"]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const registration = doc.paths["/registration"].post.requestBody.content["application/json"].schema;
    expect(registration.required).toEqual(expect.arrayContaining(["fullName", "email", "phone", "agree"]));
    const career = doc.paths["/career"].post.requestBody.content["application/json"].schema;
    expect(career.properties.training.enum).toEqual(["Internship", "Courses", "Workshop"]);
  });

  it("lists only paths that the API really serves", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, object>)) {
      if (!("get" in methods) || path.includes("{")) continue;
      const res = await t.app.request(`/api${path}`);
      expect(res.status, path).toBe(200);
    }
  });
});
