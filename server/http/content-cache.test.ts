import { describe, expect, it } from "vitest";
import type { Db } from "../../domain/db/db.ts";
import { ContentVersion } from "../effects/content-version.ts";
import { cacheReads } from "./content-cache.ts";

/** The process's content version, as Deps carries it. */
const content = new ContentVersion();

const db = {} as Db;

/** A read that counts its queries and answers what `answer` says at the time. */
function counted(answer: (calls: number, ...args: unknown[]) => unknown) {
  const read = async (_db: Db, ...args: string[]) => {
    read.calls += 1;
    const value = answer(read.calls, ...args);
    if (value instanceof Error) throw value;
    return value;
  };
  read.calls = 0;
  return read;
}

describe("content reads kept per content version", () => {
  it("query once per version and arguments, and again after the version moves", async () => {
    const list = counted((calls, category) => ({ category, calls }));
    const reads = cacheReads(db, content, { list });
    expect(await reads.list("a")).toEqual({ category: "a", calls: 1 });
    expect(await reads.list("a")).toEqual({ category: "a", calls: 1 });
    expect(await reads.list("b")).toEqual({ category: "b", calls: 2 });
    content.move();
    expect(await reads.list("a")).toEqual({ category: "a", calls: 3 });
  });

  it("share one query between concurrent reads", async () => {
    const list = counted(() => [1, 2]);
    const reads = cacheReads(db, content, { list });
    const answers = await Promise.all([reads.list(), reads.list(), reads.list()]);
    expect(list.calls).toBe(1);
    expect(answers[0]).toBe(answers[2]);
  });

  it("never keep a failure: the next read asks the database again", async () => {
    const list = counted((calls) => (calls === 1 ? new Error("connection reset") : ["ok"]));
    const reads = cacheReads(db, content, { list });
    await expect(reads.list()).rejects.toThrow("connection reset");
    expect(await reads.list()).toEqual(["ok"]);
    expect(list.calls).toBe(2);
  });

  it("read again once an answer is older than the TTL (content written by another process)", async () => {
    let now = 0;
    const list = counted((calls) => calls);
    const reads = cacheReads(db, content, { list }, { ttlMs: 1000, now: () => now });
    expect(await reads.list()).toBe(1);
    now = 999;
    expect(await reads.list()).toBe(1);
    now = 1000;
    expect(await reads.list()).toBe(2);
  });

  it("hand out frozen answers, so no request can change what the next one sees", async () => {
    const list = counted(() => [{ title: "A", tags: ["x"] }]);
    const reads = cacheReads(db, content, { list });
    const answer = (await reads.list()) as { title: string; tags: string[] }[];
    expect(() => answer.push({ title: "B", tags: [] })).toThrow(TypeError);
    expect(() => {
      answer[0].title = "changed";
    }).toThrow(TypeError);
    expect(() => answer[0].tags.push("y")).toThrow(TypeError);
  });

  it("stay within their entry limit under reads of many different arguments", async () => {
    const get = counted((_calls, slug) => slug);
    const reads = cacheReads(db, content, { get }, { maxEntries: 10 });
    for (let i = 0; i < 100; i++) await reads.get(`slug-${i}`);
    await reads.get("slug-99");
    expect(get.calls).toBe(100);
    await reads.get("slug-0");
    expect(get.calls).toBe(101);
  });
});
