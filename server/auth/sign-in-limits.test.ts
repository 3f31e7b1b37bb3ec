import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRateLimiter, DEFAULT_RATE_LIMITS } from "../http/rate-limit.ts";
import { knownDevice, knownDeviceCookie } from "./known-device.ts";
import { createSignInLimits, type SignInAttempt } from "./sign-in-limits.ts";

const limitsWithDefaults = () =>
  createSignInLimits(
    createRateLimiter({ post: { points: 100, durationSeconds: 60 }, ...DEFAULT_RATE_LIMITS }),
  );
const from = (address: string, account = "asha@example.in", device: string | null = null): SignInAttempt => ({
  account,
  address,
  device,
});

beforeEach(() => vi.useFakeTimers({ now: 1_800_000_000_000 }));
afterEach(() => vi.useRealTimers());

describe("sign-in limits", () => {
  it("five failures from one address stop that address on that account only, for 15 minutes", async () => {
    const limits = limitsWithDefaults();
    for (let i = 0; i < 5; i++) {
      expect(await limits.admit(from("203.0.113.9"))).toEqual({ allowed: true });
      await limits.failed(from("203.0.113.9"));
    }
    expect(await limits.admit(from("203.0.113.9"))).toEqual({ allowed: false, retryAfterSeconds: 900 });
    // The colleague at the office, and the attacker's address on another account, are not stopped.
    expect(await limits.admit(from("198.51.100.7"))).toEqual({ allowed: true });
    expect(await limits.admit(from("203.0.113.9", "ravi@example.in"))).toEqual({ allowed: true });
    vi.advanceTimersByTime(900_000);
    expect(await limits.admit(from("203.0.113.9"))).toEqual({ allowed: true });
  });

  it("twenty failures from one address in an hour stop that address on every account", async () => {
    const limits = limitsWithDefaults();
    for (let i = 0; i < 20; i++) await limits.failed(from("203.0.113.9", `guess${i}@example.in`));
    const refused = await limits.admit(from("203.0.113.9", "new@example.in"));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 3600 });
  });

  it("fifteen failures from many addresses slow the account, once, to one attempt a minute: never a lock", async () => {
    const limits = limitsWithDefaults();
    const slowedAt: number[] = [];
    for (let i = 1; i <= 20; i++)
      if ((await limits.failed(from(`203.0.113.${i}`))).slowedNow) slowedAt.push(i);
    expect(slowedAt).toEqual([15]);
    expect(await limits.state("asha@example.in")).toEqual({ failures: 20, slowed: true });
    // A browser the account does not know: one attempt now, the next a minute later.
    expect(await limits.admit(from("198.51.100.7"))).toEqual({ allowed: true });
    expect(await limits.admit(from("198.51.100.8"))).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(60_000);
    expect(await limits.admit(from("198.51.100.8"))).toEqual({ allowed: true });
    // The colleague's own browser (a known device) is not slowed at all.
    expect(await limits.admit(from("198.51.100.9", "asha@example.in", "device-1"))).toEqual({
      allowed: true,
    });
    expect(await limits.admit(from("198.51.100.9", "asha@example.in", "device-1"))).toEqual({
      allowed: true,
    });
  });

  it("a known device has its own budget of failures, wherever it is used from", async () => {
    const limits = limitsWithDefaults();
    for (let i = 0; i < 5; i++) await limits.failed(from(`203.0.113.${i}`, "asha@example.in", "stolen"));
    expect((await limits.admit(from("203.0.113.99", "asha@example.in", "stolen"))).allowed).toBe(false);
    expect((await limits.admit(from("203.0.113.99", "asha@example.in", "other"))).allowed).toBe(true);
  });

  it("clearing forgets the account's failures from the addresses named, and its slowing", async () => {
    const limits = limitsWithDefaults();
    for (let i = 0; i < 5; i++) await limits.failed(from("203.0.113.9"));
    for (let i = 1; i <= 10; i++) await limits.failed(from(`198.51.100.${i}`));
    expect(await limits.state("asha@example.in")).toEqual({ failures: 15, slowed: true });
    await limits.clear("asha@example.in", ["203.0.113.9"]);
    expect(await limits.state("asha@example.in")).toEqual({ failures: 0, slowed: false });
    expect(await limits.admit(from("203.0.113.9"))).toEqual({ allowed: true });
  });
});

describe("known devices", () => {
  it("a cookie names one account, signed: another account, a changed id or another secret is not known", () => {
    const cookie = knownDeviceCookie("k".repeat(40), "asha@example.in", true);
    expect(cookie).toMatch(
      /^staff_known_device=[\w-]+\.[\w-]+; Path=\/admin; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure$/,
    );
    const header = `staff.session_token=x; ${cookie.split(";")[0]}`;
    const id = knownDevice("k".repeat(40), header, "asha@example.in");
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(knownDevice("k".repeat(40), header, "ravi@example.in")).toBeNull();
    expect(knownDevice("x".repeat(40), header, "asha@example.in")).toBeNull();
    expect(knownDevice("k".repeat(40), header.replace(id!, "A".repeat(22)), "asha@example.in")).toBeNull();
    expect(knownDevice("k".repeat(40), null, "asha@example.in")).toBeNull();
  });
});
