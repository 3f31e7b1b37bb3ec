import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../domain/messages.ts";
import { bodyRuleFor, limitBodies, SMALL_BODY_BYTES } from "./body-limits.ts";

describe("bodyRuleFor", () => {
  it.each([
    ["/admin/login", "form"],
    ["/admin/two-factor.data", "form"],
    ["/registration-forms", "form"],
    ["/api/contact", "form"],
    ["/admin/content/courses", "form"],
    ["/api/apply-job", "job application (API)"],
    ["/opening-forms", "job application (page)"],
    ["/Opening-Forms.data", "job application (page)"],
    ["/admin/media", "rich-text image"],
    ["/admin/content/courses/12", "content form"],
    ["/admin/content/blog/new.data", "content form"],
    ["/admin/certificates/import/", "certificate import"],
  ])("%s is read as a %s", (path, name) => {
    expect(bodyRuleFor(path).name).toBe(name);
  });
});

describe("limitBodies", () => {
  const app = new Hono().use(limitBodies).all("*", async (c) => {
    const bytes = await c.req.arrayBuffer();
    return c.text(`read ${bytes.byteLength}`);
  });

  /** A body sent without a declared length (chunked), as a stream. */
  const chunked = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 1024)
          controller.enqueue(new Uint8Array(Math.min(1024, bytes - sent)));
        controller.close();
      },
    });
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    app.request(path, { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("answers a declared length over a small form's limit with 413 at once", async () => {
    // The declared length is all that is looked at: the route never sees the request.
    const res = await post("/admin/login", "x", { "content-length": String(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe(MESSAGES.bodyTooLarge);
    const api = await post("/api/contact", "x", { "content-length": String(SMALL_BODY_BYTES + 1) });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  });

  it("counts a body sent without a length and refuses it at the first byte over", async () => {
    const TE = { "transfer-encoding": "chunked" };
    expect((await post("/admin/login", chunked(SMALL_BODY_BYTES + 1), TE)).status).toBe(413);
    const within = await post("/admin/login", chunked(SMALL_BODY_BYTES), TE);
    expect(await within.text()).toBe(`read ${SMALL_BODY_BYTES}`);
  });

  it("lets an upload route's body through to the route, which reads it within its own limits", async () => {
    const res = await post("/opening-forms", chunked(SMALL_BODY_BYTES * 4), {
      "content-length": String(SMALL_BODY_BYTES * 4),
    });
    expect(await res.text()).toBe(`read ${SMALL_BODY_BYTES * 4}`);
  });
});
