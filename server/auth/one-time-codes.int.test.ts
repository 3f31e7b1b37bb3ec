/**
 * One-time things stay one-time and cheap to refuse: a set-password link is checked before the new password is
 * hashed, and its form is limited per address; an authenticator code signs in once.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { staffSessions, staffTokens } from "../../domain/db/schema.ts";
import { hashPassword } from "../../domain/staff/password-hash.server.ts";
import { STAFF_MESSAGES } from "../../domain/staff/staff.schema.ts";
import { createStaff, findStaffByEmail, inviteStaff } from "../../domain/staff/staff.server.ts";
import { requestWithCookies } from "../../tests/support/cookies.ts";
import { staffAuthDeps } from "../../tests/support/staff-auth.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limit.ts";
import { createStaffContext, type StaffAuthDeps } from "./staff-auth.ts";
import { hotp } from "./totp-replay.ts";

// The real hash, watched: a refused post must not reach it.
vi.mock("../../domain/staff/password-hash.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../domain/staff/password-hash.server.ts")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let deps: StaffAuthDeps;
const PASSWORD = "a long enough passphrase";

function context(address: string, cookies: string[] = []) {
  return createStaffContext(deps, requestWithCookies("http://localhost:3000/admin", cookies), address, null);
}

beforeAll(async () => {
  database = await createTestDatabase();
  deps = staffAuthDeps(database.db);
  await createStaff(database.db, null, {
    email: "boss@example.com",
    name: "Boss",
    role: "admin",
    password: PASSWORD,
  });
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

describe("set-password links", () => {
  it("a made-up token is refused before any password is hashed, and an address gets ten posts in 15 minutes", async () => {
    const boss = (await findStaffByEmail(database.db, "boss@example.com"))!;
    const { token } = await inviteStaff(
      database.db,
      { id: boss.id, email: boss.email, name: "Boss", role: "admin" },
      {
        email: "new@example.com",
        name: "New",
        role: "editor",
      },
    );
    vi.mocked(hashPassword).mockClear();
    const from = context("10.9.0.1");
    for (let i = 0; i < DEFAULT_RATE_LIMITS.setPassword.points; i++)
      expect(await from.setPassword({ token: `made-up-${i}`, password: PASSWORD })).toEqual({
        ok: false,
        status: 400,
        message: STAFF_MESSAGES.linkInvalid,
      });
    expect(hashPassword).not.toHaveBeenCalled();
    // The eleventh post from that address waits, even with the right token, which stays usable.
    expect(await from.setPassword({ token, password: PASSWORD })).toEqual({
      ok: false,
      status: 429,
      message: STAFF_MESSAGES.tooManyAttempts(15),
    });
    const [left] = await database.db.select({ n: count() }).from(staffTokens);
    expect(left?.n).toBe(1);
    // Another address sets the password with it and is signed in.
    const done = await context("10.9.0.2").setPassword({ token, password: PASSWORD });
    expect(done).toMatchObject({ ok: true, signedIn: { ok: true } });
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});

/** The authenticator's secret (the bytes better-auth keys its codes with) from the URI it gave. */
function secretOf(totpURI: string): string {
  const base32 = new URL(totpURI).searchParams.get("secret")!;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...base32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("");
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2))).toString("utf8");
}

describe("authenticator codes", () => {
  it("a code that signed in once is refused the second time within its 30 seconds", async () => {
    // Time stands still a second into a step, so every code below belongs to that step.
    const step = Math.floor(Date.now() / 30_000) + 1;
    vi.useFakeTimers({ toFake: ["Date"], now: step * 30_000 + 1_000 });
    const { id } = await createStaff(database.db, null, {
      email: "twofa@example.com",
      name: "Two",
      role: "editor",
      password: PASSWORD,
    });
    const first = await context("10.8.0.1").signIn({ email: "twofa@example.com", password: PASSWORD });
    if (!first.ok) throw new Error("sign-in failed");
    const own = context("10.8.0.1", first.headers.getSetCookie());
    const started = await own.startTwoFactor(PASSWORD);
    if ("message" in started) throw new Error(started.message);
    const code = hotp(secretOf(started.totpURI), step);
    expect(await own.confirmTwoFactor(code)).toMatchObject({ ok: true });

    const secondFactor = async () => {
      const password = await context("10.8.0.2").signIn({ email: "twofa@example.com", password: PASSWORD });
      if (!password.ok || !password.twoFactor) throw new Error("two-factor step expected");
      return context("10.8.0.2", password.headers.getSetCookie()).verifySecondFactor({ code, kind: "totp" });
    };
    const sessions = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(staffSessions)
          .where(and(eq(staffSessions.userId, id)))
      )[0]?.n;
    expect(await secondFactor()).toMatchObject({ ok: true });
    const before = await sessions();
    // Someone who saw the code uses it at once: refused, and no session is left behind.
    expect(await secondFactor()).toEqual({ ok: false, message: STAFF_MESSAGES.wrongCode });
    expect(await sessions()).toBe(before);
  });
});
