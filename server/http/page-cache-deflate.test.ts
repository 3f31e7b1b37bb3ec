import { randomBytes } from "node:crypto";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  acceptsDeflate,
  adler32,
  adler32Combine,
  compileDeflateTemplate,
  fillDeflateTemplate,
} from "./page-cache-deflate.ts";

const SLOT = "P".repeat(24);

function templateOf(page: string) {
  const bytes = Buffer.from(page);
  const offsets: number[] = [];
  for (let at = bytes.indexOf(SLOT); at !== -1; at = bytes.indexOf(SLOT, at + SLOT.length)) offsets.push(at);
  return compileDeflateTemplate(bytes, offsets, SLOT.length);
}

describe("adler32", () => {
  it("matches the known checksum", () => {
    expect(adler32(Buffer.from("Wikipedia"))).toBe(0x11e60398);
    expect(adler32(Buffer.alloc(0))).toBe(1);
  });

  it("combines the checksums of two pieces into the checksum of both", () => {
    for (const [a, b] of [
      [100, 7],
      [0, 5],
      [70_000, 100_000],
      [3, 0],
    ]) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      expect(adler32Combine(adler32(left), adler32(right), right.length)).toBe(
        adler32(Buffer.concat([left, right])),
      );
    }
  });
});

describe("compressed templates", () => {
  it("inflate to the page with the nonce in every slot", () => {
    const page = `<!DOCTYPE html><html><head><script nonce="${SLOT}"></script></head><body>${"<p>Courses and internships</p>".repeat(2000)}<script nonce="${SLOT}">x=${JSON.stringify({ nonce: SLOT })}</script></body></html>`;
    const template = templateOf(page);
    expect(template.offsets).toHaveLength(3);
    expect(template.bytes.length).toBeLessThan(page.length / 10);
    for (const nonce of ["abcdefghijklmnopqrstuv==", "n+1/n+2/n+3/n+4/n+5/AA=="]) {
      const body = fillDeflateTemplate(template, nonce);
      expect(body).toBeDefined();
      expect(inflateSync(body as Buffer).toString()).toBe(page.replaceAll(SLOT, nonce));
    }
  });

  it("handles slots at the very start and end, next to each other, and none at all", () => {
    for (const page of [`${SLOT}middle${SLOT}`, `${SLOT}${SLOT}`, "no nonce here", `é€😀${SLOT}ü`]) {
      const body = fillDeflateTemplate(templateOf(page), "x".repeat(24));
      expect(inflateSync(body as Buffer).toString()).toBe(page.replaceAll(SLOT, "x".repeat(24)));
    }
  });

  it("refuses a nonce of another length", () => {
    expect(fillDeflateTemplate(templateOf(`a${SLOT}b`), "short")).toBeUndefined();
  });

  it("fills a given buffer of the right size and leaves the template untouched", () => {
    const template = templateOf(`a${SLOT}b`.repeat(50));
    const before = Buffer.from(template.bytes);
    const target = Buffer.alloc(template.bytes.length);
    expect(fillDeflateTemplate(template, "y".repeat(24), target)).toBe(target);
    expect(inflateSync(target).toString()).toBe(`a${"y".repeat(24)}b`.repeat(50));
    expect(template.bytes.equals(before)).toBe(true);
  });
});

describe("acceptsDeflate", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["deflate", true],
    ["gzip;q=1.0, deflate;q=0.5", true],
    ["*", true],
    ["gzip, *;q=0.1", true],
    ["gzip, br", false],
    ["deflate;q=0", false],
    ["deflate;q=0, *", false],
    ["*;q=0", false],
    ["", false],
    [null, false],
  ])("%s -> %s", (header, expected) => {
    expect(acceptsDeflate(header)).toBe(expected);
  });
});
