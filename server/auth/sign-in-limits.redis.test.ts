/**
 * Sign-in limits across instances on one Redis (TEST_REDIS_URL): what one instance counts, another sees; the
 * failure that slows an account is reported once whichever instance it lands on; an administrator's clearing
 * on one instance frees the account on the other.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimitRules } from "../http/rate-limit.ts";
import { createSignInLimits } from "./sign-in-limits.ts";

const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});
const rules: RateLimitRules = { ...DEFAULT_RATE_LIMITS, post: { points: 100, durationSeconds: 60 } };

async function instance() {
  const client = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
  clients.push(client);
  await client.ping();
  return createSignInLimits(createRateLimiter(rules, client));
}

describe("sign-in limits in Redis", () => {
  it("count one account's failures once across instances, slow it once, and clear it everywhere", async () => {
    const [one, two] = [await instance(), await instance()];
    const account = `${randomUUID()}@example.in`;
    const attempt = (i: number) => ({ account, address: `192.0.2.${i}`, device: null });
    const slowedNow: number[] = [];
    for (let i = 1; i <= 16; i++)
      if ((await (i % 2 ? one : two).failed(attempt(i))).slowedNow) slowedNow.push(i);
    expect(slowedNow).toEqual([15]);
    expect(await two.state(account)).toEqual({ failures: 16, slowed: true });
    // The one attempt of the minute, taken on one instance, is gone on the other.
    expect(await one.admit(attempt(100))).toEqual({ allowed: true });
    expect((await two.admit(attempt(101))).allowed).toBe(false);
    await two.clear(account, ["192.0.2.1"]);
    expect(await one.state(account)).toEqual({ failures: 0, slowed: false });
    expect(await one.admit(attempt(102))).toEqual({ allowed: true });
  });

  it("stop an address on both instances after its five failures on an account", async () => {
    const [one, two] = [await instance(), await instance()];
    const attempt = {
      account: `${randomUUID()}@example.in`,
      address: `198.51.100.${Date.now() % 250}`,
      device: null,
    };
    for (let i = 0; i < 5; i++) await (i % 2 ? one : two).failed(attempt);
    expect((await one.admit(attempt)).allowed).toBe(false);
    expect((await two.admit(attempt)).allowed).toBe(false);
  });
});
