import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.ts";
import { createDatabaseProbe } from "./database-probe.ts";

function fakeDb(execute: () => Promise<unknown>) {
  const spy = vi.fn(execute);
  return { db: { execute: spy } as unknown as Db, spy };
}

describe("createDatabaseProbe", () => {
  it("is true when the database answers and false when the query fails", async () => {
    expect(await createDatabaseProbe(fakeDb(async () => ({ rows: [] })).db)()).toBe(true);
    expect(await createDatabaseProbe(fakeDb(() => Promise.reject(new Error("PGlite is closed"))).db)()).toBe(
      false,
    );
  });

  it("is false when the database does not answer in time", async () => {
    const { db } = fakeDb(() => new Promise(() => {}));
    const started = performance.now();
    expect(await createDatabaseProbe(db, 30)()).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("shares one query among concurrent callers and asks again once it has settled", async () => {
    let answer!: () => void;
    const { db, spy } = fakeDb(() => new Promise<void>((resolve) => (answer = resolve)));
    const probe = createDatabaseProbe(db);
    const together = [probe(), probe(), probe()];
    answer();
    expect(await Promise.all(together)).toEqual([true, true, true]);
    expect(spy).toHaveBeenCalledTimes(1);
    const later = probe();
    answer();
    expect(await later).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
