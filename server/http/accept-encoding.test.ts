import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.ts";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.1, gzip;q=1.0", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["br;q=0, *", "gzip"],
    ["deflate", "identity"],
    ["*;q=0", "identity"],
    ["br;q=0, gzip;q=0, *", "identity"],
    ["", "identity"],
    [null, "identity"],
  ])("%s -> %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
