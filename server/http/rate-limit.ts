/**
 * Rate limits per client address (server/http/client-address.ts), one budget per kind of request:
 * - `post`: every POST to the API (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS);
 * - `coupon`, `pdf`, `verify`, `upload`: what can be guessed or is expensive (coupon checks, confirmation PDFs,
 *   certificate look-ups on the API and the verify page, job applications with their files), on top of `post`;
 * - staff sign-in (docs/decisions/0031-sign-in-limits.md, server/auth/sign-in-limits.ts): failures per account
 *   and address (`signInAccountAddress`) and per address (`signInAddress`), after which that address waits;
 *   failures per account from every address (`signInAccount`), after which the account is slowed to
 *   `signInSlowed` attempts per window rather than locked;
 * - `setPassword`: posts of the set-password form (a one-time link) per client address.
 * Counters live in process memory (rate-limiter-flexible), or with REDIS_URL in Redis, so that a client's
 * budget is the same on every instance behind a load balancer (README, "Running several instances"). While Redis does not answer,
 * each instance counts in its own memory instead (the insurance limiter): limits loosen, nothing breaks.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { MESSAGES } from "../../domain/messages.ts";
import type { AppEnv } from "../deps.ts";
import { clientAddress } from "./client-address.ts";
import {
  RATE_LIMIT_NAMES,
  type RateLimiter,
  type RateLimitName,
  type RateLimitRules,
} from "./rate-limit-rules.ts";

export {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_NAMES,
  type RateLimiter,
  type RateLimitName,
  type RateLimitRule,
  type RateLimitRules,
  type Verdict,
} from "./rate-limit-rules.ts";

/**
 * A window that has ended counts as none: the memory store drops it on a timer, which may run late, and until
 * then answers with a negative time left.
 */
function live(state: RateLimiterRes | null): RateLimiterRes | null {
  return state && state.msBeforeNext > 0 ? state : null;
}

/** Keys in a shared Redis are prefixed with this, so the site's counters never meet another program's. */
export const REDIS_KEY_PREFIX = "site:rl";

export function createRateLimiter(rules: RateLimitRules, redis?: Redis): RateLimiter {
  const limiters = Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => {
      const rule = { points: rules[name].points, duration: rules[name].durationSeconds };
      const memory = new RateLimiterMemory({ keyPrefix: name, ...rule });
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${REDIS_KEY_PREFIX}:${name}`,
            ...rule,
            // Fail over to memory at once rather than queue behind a connection that is down.
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      return [name, limiter];
    }),
  ) as Record<RateLimitName, RateLimiterAbstract>;
  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
        return { allowed: true };
      } catch (refusal) {
        // The store failing is not the visitor's fault: let the request through.
        if (!(refusal instanceof RateLimiterRes)) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async peek(name, key) {
      try {
        const state = live(await limiters[name].get(key));
        if (!state || state.consumedPoints < rules[name].points) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
      } catch {
        return { allowed: true };
      }
    },
    async tally(name, key) {
      try {
        return (await limiters[name].consume(key)).consumedPoints;
      } catch (refusal) {
        // Over budget: counted all the same (the store answers with the count).
        return refusal instanceof RateLimiterRes ? refusal.consumedPoints : 0;
      }
    },
    async count(name, key) {
      try {
        return live(await limiters[name].get(key))?.consumedPoints ?? 0;
      } catch {
        return 0;
      }
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    rules,
  };
}

/** The address a request's limits are counted against (set once per request by the app). */
export function clientIp(c: Context<AppEnv>): string {
  return c.get("clientAddress") ?? clientAddress(c, 0);
}

/** 429 `{ error }` with Retry-After, as every refused API request answers. */
export function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: MESSAGES.tooManyRequests }, 429);
}

/** Middleware counting each request it sees against the `name` budget of the client's address. */
export function limitRequests(limiter: RateLimiter, name: RateLimitName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const verdict = await limiter.consume(name, clientIp(c));
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterSeconds);
    await next();
  };
}
