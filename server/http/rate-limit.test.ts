import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../deps.ts";
import { resolveClientAddress } from "./client-address.ts";
import { createRateLimiter, DEFAULT_RATE_LIMITS, limitRequests, type RateLimitRules } from "./rate-limit.ts";

const rules = (post: { points: number; durationSeconds: number }): RateLimitRules => ({
  post,
  ...DEFAULT_RATE_LIMITS,
});

function appWithLimit(points: number, durationSeconds: number) {
  const app = new Hono<AppEnv>();
  const limiter = createRateLimiter(rules({ points, durationSeconds }));
  app.use(async (c, next) => {
    c.set("clientAddress", c.req.header("x-test-client-ip") ?? "local");
    await next();
  });
  app.post("/form", limitRequests(limiter, "post"), (c) => c.json({ ok: true }));
  return app;
}

const post = (app: Hono<AppEnv>, ip: string) =>
  app.request("/form", { method: "POST", headers: { "x-test-client-ip": ip } });

describe("per-address rate limit", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("answers 429 with Retry-After once an address exceeds its budget", async () => {
    const app = appWithLimit(3, 60);
    for (let i = 0; i < 3; i++) expect((await post(app, "1.1.1.1")).status).toBe(200);
    vi.advanceTimersByTime(15_000);
    const refused = await post(app, "1.1.1.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(await refused.json()).toEqual({ error: "Too many requests. Please try again in a moment." });
  });

  it("counts each address separately and starts afresh after the window", async () => {
    const app = appWithLimit(1, 10);
    expect((await post(app, "a")).status).toBe(200);
    expect((await post(app, "b")).status).toBe(200);
    expect((await post(app, "a")).status).toBe(429);
    vi.advanceTimersByTime(10_000);
    expect((await post(app, "a")).status).toBe(200);
  });

  it("keeps one budget per kind of request", async () => {
    const limiter = createRateLimiter({
      ...rules({ points: 100, durationSeconds: 60 }),
      coupon: { points: 2, durationSeconds: 600 },
    });
    expect(await limiter.consume("coupon", "x")).toEqual({ allowed: true });
    expect(await limiter.consume("coupon", "x")).toEqual({ allowed: true });
    expect(await limiter.consume("coupon", "x")).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(await limiter.consume("post", "x")).toEqual({ allowed: true });
  });
});

describe("client address", () => {
  it("is the socket's address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("10.0.0.9", "1.2.3.4", 0)).toBe("10.0.0.9");
  });

  it("is the entry the outermost trusted proxy appended", () => {
    // client -> proxy A (appends client) -> proxy B (appends A) -> us
    expect(resolveClientAddress("10.0.0.2", "203.0.113.7, 10.0.0.1", 2)).toBe("203.0.113.7");
    expect(resolveClientAddress("10.0.0.1", "203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("ignores what the client wrote in front of the trusted entries", () => {
    // The client sent `X-Forwarded-For: 6.6.6.6`; the one proxy appended the real address.
    expect(resolveClientAddress("10.0.0.1", "6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("falls back to the socket when no header came through the proxy", () => {
    expect(resolveClientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
  });
});
