import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StorageFullError } from "../../domain/storage.ts";
import { createStorage } from "./storage.ts";

const MB = 1024 * 1024;
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "storage-test-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const stored = () => readdir(path.join(dataDir, "private", "resumes")).catch(() => [] as string[]);

describe("savePrivate under a free-disk floor", () => {
  it("refuses a file that would leave less free space than the floor, and writes nothing", async () => {
    let free = 100 * MB;
    const storage = createStorage(dataDir, { minFreeBytes: 100 * MB, freeBytes: async () => free });
    const refused = await storage.savePrivate("resumes", Buffer.alloc(1024), ".pdf").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StorageFullError);
    expect((refused as StorageFullError).freeBytes).toBe(100 * MB);
    expect(await stored()).toEqual([]);

    free = 100 * MB + 1024;
    const storedPath = await storage.savePrivate("resumes", Buffer.alloc(1024), ".pdf");
    expect(await stored()).toEqual([path.basename(storedPath)]);
  });

  it("does not look at the disk when the floor is 0", async () => {
    const storage = createStorage(dataDir, {
      minFreeBytes: 0,
      freeBytes: () => Promise.reject(new Error("not asked")),
    });
    await storage.savePrivate("resumes", Buffer.from("%PDF-"), ".pdf");
    expect(await stored()).toHaveLength(1);
  });

  it("reads the real free space of the data folder's disk", async () => {
    const roomy = createStorage(dataDir, { minFreeBytes: 1 });
    await roomy.savePrivate("resumes", Buffer.from("%PDF-"), ".pdf");
    // No disk has an exabyte free.
    const full = createStorage(dataDir, { minFreeBytes: 2 ** 60 });
    await expect(full.savePrivate("resumes", Buffer.from("%PDF-"), ".pdf")).rejects.toBeInstanceOf(
      StorageFullError,
    );
    expect(await stored()).toHaveLength(1);
  });
});
