/**
 * Write effects across instances (TEST_REDIS_URL): a write that commits on one instance moves the content
 * version of another and wakes its mail worker, through Redis; a write that rolls back reaches nobody.
 * Each instance has its own (empty, in-memory) database: what travels is the effect, not the data.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterCommit, CONTENT_CHANGED, MAIL_QUEUED } from "../../domain/write-effects.ts";
import { type Database, openPglite } from "../db/client.ts";
import { syncWriteEffects } from "../http/content-sync.ts";
import { createLogger } from "../http/logger.ts";
import { createWriteContext, type WriteContext } from "./write-effects.ts";

const url = process.env.TEST_REDIS_URL!;
const logger = createLogger("silent");

interface Instance extends WriteContext {
  wakes: number;
  close(): Promise<void>;
}

async function startInstance(database: Database): Promise<Instance> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const instance = { wakes: 0 } as Instance;
  Object.assign(instance, createWriteContext(database.db, { wake: () => instance.wakes++ }, logger));
  const sync = syncWriteEffects(url, publisher, instance.effects, logger);
  await sync.ready;
  instance.close = async () => {
    await sync.close();
    publisher.disconnect();
  };
  return instance;
}

let databases: Database[];
let one: Instance;
let two: Instance;

beforeAll(async () => {
  databases = await Promise.all([openPglite(), openPglite()]);
  one = await startInstance(databases[0]!);
  two = await startInstance(databases[1]!);
}, 30_000);
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await Promise.all(databases.map((database) => database.close()));
});

describe("write effects across instances", () => {
  it("a content change committed on one instance moves the other's version, once", async () => {
    const [oneBefore, twoBefore] = [one.content.current, two.content.current];
    await one.db.transaction(async (tx) => {
      await tx.execute("select 1");
      afterCommit(tx, CONTENT_CHANGED);
    });
    expect(one.content.current).toBe(oneBefore + 1);
    await expect.poll(() => two.content.current).toBe(twoBefore + 1);
    // The instance that wrote hears its own message too, and ignores it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(one.content.current).toBe(oneBefore + 1);
    expect(two.content.current).toBe(twoBefore + 1);
  });

  it("queued mail wakes the other instance's worker as well as this one's", async () => {
    const [oneBefore, twoBefore] = [one.wakes, two.wakes];
    await two.db.transaction(async (tx) => afterCommit(tx, MAIL_QUEUED));
    expect(two.wakes).toBe(twoBefore + 1);
    await expect.poll(() => one.wakes).toBe(oneBefore + 1);
  });

  it("a write that rolls back reaches no instance", async () => {
    const [oneBefore, twoBefore] = [one.content.current, two.content.current];
    const twoWakes = two.wakes;
    await expect(
      one.db.transaction(async (tx) => {
        afterCommit(tx, CONTENT_CHANGED);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    // A later change goes through: by the time it arrives, a message of the rolled-back one would have too.
    await one.db.transaction(async (tx) => afterCommit(tx, MAIL_QUEUED));
    await expect.poll(() => two.wakes).toBe(twoWakes + 1);
    expect([one.content.current, two.content.current]).toEqual([oneBefore, twoBefore]);
  });
});
