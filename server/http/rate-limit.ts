/**
 * Per-IP fixed-window rate limit for public form endpoints, kept in process memory.
 * One process serves the site (architecture section 1); behind several processes this would move to Redis.
 */

import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../domain/messages.ts";

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

export function clientIp(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests through app.request) have no socket.
    return c.req.header("x-test-client-ip") ?? "local";
  }
}

export function rateLimit({ max, windowMs, now = Date.now }: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  return async (c, next) => {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
      lastSweep = time;
    }
    const key = clientIp(c);
    let window = windows.get(key);
    if (!window || time - window.start >= windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
      c.header("Retry-After", String(retryAfter));
      return c.json({ error: MESSAGES.tooManyRequests }, 429);
    }
    await next();
  };
}
