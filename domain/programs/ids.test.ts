import { describe, expect, it } from "vitest";
import {
  CROCKFORD_ALPHABET,
  hashToken,
  isRegistrationId,
  newDownloadToken,
  newRegistrationId,
  tokenMatchesHash,
} from "./ids.ts";

describe("registration ids", () => {
  it("are REG- plus 10 Crockford base32 characters", () => {
    for (let i = 0; i < 200; i++) {
      const id = newRegistrationId();
      expect(id).toMatch(/^REG-[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(isRegistrationId(id)).toBe(true);
    }
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it("are unique over many draws and use the whole alphabet", () => {
    const ids = new Set(Array.from({ length: 20_000 }, newRegistrationId));
    expect(ids.size).toBe(20_000);
    const seen = new Set([...ids].flatMap((id) => id.slice(4).split("")));
    expect(seen.size).toBe(32);
  });

  it("recognises malformed ids", () => {
    expect(isRegistrationId("REG-0123456789")).toBe(true);
    expect(isRegistrationId("REG-012345678")).toBe(false);
    expect(isRegistrationId("REG-01234567890")).toBe(false);
    expect(isRegistrationId("REG-ILOU456789")).toBe(false);
    expect(isRegistrationId("reg-0123456789")).toBe(false);
    expect(isRegistrationId("1")).toBe(false);
  });
});

describe("download tokens", () => {
  it("are 32 random bytes in base64url, unique over many draws", () => {
    const tokens = Array.from({ length: 5000 }, newDownloadToken);
    for (const token of tokens.slice(0, 100)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(5000);
  });

  it("are stored as a sha256 hash and matched against it", () => {
    const token = newDownloadToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(tokenMatchesHash(token, hash)).toBe(true);
    expect(tokenMatchesHash(newDownloadToken(), hash)).toBe(false);
    expect(tokenMatchesHash(`${token}x`, hash)).toBe(false);
    expect(tokenMatchesHash("", hash)).toBe(false);
    expect(tokenMatchesHash(undefined, hash)).toBe(false);
    expect(tokenMatchesHash(token, "not-a-hash")).toBe(false);
  });

  it("never match a missing hash (no such registration, or no token issued)", () => {
    const token = newDownloadToken();
    expect(tokenMatchesHash(token, null)).toBe(false);
    expect(tokenMatchesHash(token, undefined)).toBe(false);
    expect(tokenMatchesHash(token, "")).toBe(false);
  });
});
