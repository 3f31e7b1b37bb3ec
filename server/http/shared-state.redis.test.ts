/**
 * Several instances on one Redis (TEST_REDIS_URL): a client's budget is counted once across instances, a
 * Redis that does not answer loosens limits to each instance's memory instead of failing requests, and a
 * content change in one instance reaches the others through the channel.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { CONTENT_CHANGED } from "../../domain/write-effects.ts";
import { ContentVersion } from "../effects/content-version.ts";
import { createWriteEffects } from "../effects/write-effects.ts";
import { CONTENT_CHANNEL, syncWriteEffects } from "./content-sync.ts";
import { createLogger } from "./logger.ts";
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimitRules } from "./rate-limit.ts";

const url = process.env.TEST_REDIS_URL!;
const clients: Redis[] = [];
const connect = (options = {}) => {
  const client = new Redis(url, { maxRetriesPerRequest: 1, ...options });
  clients.push(client);
  return client;
};
afterAll(() => {
  for (const client of clients) client.disconnect();
});

const rules: RateLimitRules = { ...DEFAULT_RATE_LIMITS, post: { points: 3, durationSeconds: 60 } };

describe("rate limits in Redis", () => {
  it("count one client's requests once across instances", async () => {
    const [one, two] = [connect(), connect()];
    // Until a connection is ready its instance counts in memory (the fallback below).
    await Promise.all([one.ping(), two.ping()]);
    const [a, b] = [createRateLimiter(rules, one), createRateLimiter(rules, two)];
    const client = `test-${randomUUID()}`;
    expect(await a.consume("post", client)).toEqual({ allowed: true });
    expect(await b.consume("post", client)).toEqual({ allowed: true });
    expect(await a.consume("post", client)).toEqual({ allowed: true });
    const refused = await b.consume("post", client);
    expect(refused.allowed).toBe(false);
    // Another client has its own budget.
    expect(await b.consume("post", `test-${randomUUID()}`)).toEqual({ allowed: true });
  });

  it("fall back to each instance's memory while Redis does not answer", async () => {
    const down = connect({ port: 1, lazyConnect: true, retryStrategy: () => null });
    down.on("error", () => {});
    const limiter = createRateLimiter(rules, down);
    const client = `test-${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect(await limiter.consume("post", client)).toEqual({ allowed: true });
    expect((await limiter.consume("post", client)).allowed).toBe(false);
  });
});

describe("content versions across instances", () => {
  it("a change here is published; a change published by another instance moves this one's version", async () => {
    const publisher = connect();
    const content = new ContentVersion();
    const logger = createLogger("silent");
    const effects = createWriteEffects(
      { "content-changed": () => content.move(), "mail-queued": () => {} },
      logger,
    );
    const sync = syncWriteEffects(url, publisher, effects, logger);
    await sync.ready;
    const listener = connect();
    const heard: string[] = [];
    listener.on("message", (_channel, sender) => heard.push(sender));
    await listener.subscribe(CONTENT_CHANNEL);
    try {
      effects.run([CONTENT_CHANGED]);
      await expect.poll(() => heard.length).toBe(1);

      const before = content.current;
      await publisher.publish(CONTENT_CHANNEL, `another-instance ${CONTENT_CHANGED}`);
      await expect.poll(() => content.current).toBe(before + 1);
      // Its own message (heard above) did not move it twice.
      expect(content.current).toBe(before + 1);
    } finally {
      await sync.close();
    }
  });
});
