import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { rateLimit } from "./rate-limit.ts";

function appWithLimit(max: number, windowMs: number, clock: { now: number }) {
  const app = new Hono();
  app.use(rateLimit({ max, windowMs, now: () => clock.now }));
  app.post("/form", (c) => c.json({ ok: true }));
  return app;
}

const post = (app: Hono, ip: string) =>
  app.request("/form", { method: "POST", headers: { "x-test-client-ip": ip } });

describe("per-IP rate limit", () => {
  it("answers 429 with Retry-After once an address exceeds its budget", async () => {
    const clock = { now: 1_000_000 };
    const app = appWithLimit(3, 60_000, clock);
    for (let i = 0; i < 3; i++) expect((await post(app, "1.1.1.1")).status).toBe(200);
    clock.now += 15_000;
    const refused = await post(app, "1.1.1.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(await refused.json()).toEqual({ error: "Too many requests. Please try again in a moment." });
  });

  it("counts each address separately and starts afresh after the window", async () => {
    const clock = { now: 0 };
    const app = appWithLimit(1, 10_000, clock);
    expect((await post(app, "a")).status).toBe(200);
    expect((await post(app, "b")).status).toBe(200);
    expect((await post(app, "a")).status).toBe(429);
    clock.now += 10_000;
    expect((await post(app, "a")).status).toBe(200);
  });
});
