/**
 * What every storage does, the folder and the S3 bucket alike (an S3-compatible store in the test process):
 * public files by stored path (stat, read, stream, replace, remove, list), private files under generated names,
 * and no path that leaves `uploads/` or `private/`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../domain/storage.ts";
import { startS3, type TestS3 } from "../../tests/support/s3.ts";
import { createS3Storage } from "./s3.ts";
import { createStorage } from "./storage.ts";

let s3: TestS3;
let folder: string;
const storages: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startS3();
  folder = await mkdtemp(path.join(tmpdir(), "storage-contract-"));
  storages.folder = () => createStorage(folder);
  storages.s3 = () => createS3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe.each(["folder", "s3"])("%s storage", (kind) => {
  const storage = () => storages[kind]!();

  it("writes, states, reads, streams, replaces and removes a public file by its stored path", async () => {
    const store = storage();
    const storedPath = `uploads/contract/${kind}.txt`;
    expect(await store.statPublic(storedPath)).toBeNull();
    await store.writePublic(storedPath, Buffer.from("first"));
    const first = await store.statPublic(storedPath);
    expect(first?.size).toBe(5);
    expect(first!.modifiedMs).toBeGreaterThan(Date.now() - 60_000);
    expect((await store.readPublic(storedPath)).toString()).toBe("first");
    expect(await text(await store.streamPublic(storedPath))).toBe("first");
    // Written with backslashes or the /api prefix of its URL, it is the same file.
    expect((await store.readPublic(`uploads\\contract\\${kind}.txt`)).toString()).toBe("first");
    await store.writePublic(storedPath, Buffer.from("second, longer"));
    expect((await store.statPublic(storedPath))?.size).toBe(14);
    await store.removePublic(storedPath);
    expect(await store.statPublic(storedPath)).toBeNull();
    await store.removePublic(storedPath); // nothing to remove: no error
  });

  it("lists the public files of a folder and below, and nothing outside `uploads/`", async () => {
    const store = storage();
    const files = [`uploads/list-${kind}/a.webp`, `uploads/list-${kind}/deep/er/b-400w.webp`];
    for (const file of files) await store.writePublic(file, Buffer.from("x"));
    await store.writePublic(`uploads/list-${kind}s/not-this-folder.webp`, Buffer.from("x"));
    await store.savePrivate("resumes", Buffer.from("%PDF-1.7"), ".pdf");
    const list = async (prefix: string) => {
      const found: string[] = [];
      for await (const storedPath of store.listPublic(prefix)) found.push(storedPath);
      return found.sort();
    };
    expect(await list(`uploads/list-${kind}`)).toEqual(files);
    expect(await list(`uploads/list-${kind}/`)).toEqual(files);
    expect(await list("uploads/")).toEqual(expect.arrayContaining(files));
    expect((await list("uploads/")).every((storedPath) => storedPath.startsWith("uploads/"))).toBe(true);
    expect(await list("private/")).toEqual([]);
    expect(await list("uploads/../private")).toEqual([]);
    expect(await list(`uploads/none-${kind}`)).toEqual([]);
  });

  it("keeps private files under generated names, apart from public ones", async () => {
    const store = storage();
    const storedPath = await store.savePrivate("resumes", Buffer.from("%PDF-1.7 resume"), ".PDF");
    expect(storedPath).toMatch(/^private\/resumes\/[0-9a-f]{32}\.pdf$/);
    expect((await store.readPrivate(storedPath)).toString()).toBe("%PDF-1.7 resume");
    expect(await store.statPublic(storedPath)).toBeNull();
    await store.removePrivate(storedPath);
    await expect(store.readPrivate(storedPath)).rejects.toThrow();
  });

  it("refuses paths that leave their area", async () => {
    const store = storage();
    for (const bad of ["uploads/../private/x.pdf", "private/x.pdf", "../etc/passwd", "uploads/a/\0.png"]) {
      expect(await store.statPublic(bad)).toBeNull();
      await expect(store.writePublic(bad, Buffer.from("x"))).rejects.toThrow();
    }
    await expect(store.readPrivate("uploads/a.png")).rejects.toThrow();
    await expect(store.readPrivate("private/../uploads/a.png")).rejects.toThrow();
  });
});
