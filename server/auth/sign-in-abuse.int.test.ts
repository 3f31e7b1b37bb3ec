/**
 * Sign-in under attack (docs/decisions/0031-sign-in-limits.md), on PGlite and PostgreSQL: an attacker at one
 * address cannot keep a colleague at another out, many addresses slow an account (and the administrators are
 * mailed once) but never lock it, an administrator clears a colleague's limits, and a flood of posts adds a
 * bounded number of audit rows.
 *
 * The attacker's wrong passwords go to a stand-in for better-auth's password check that fails at once (what is
 * tested is ours: limits, audit rows, mail); the colleague's sign-ins are real, argon2 and all, and few.
 */
import { APIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, outbox } from "../../domain/db/schema.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import { recordSignInFailure } from "../../domain/staff/sign-in-events.server.ts";
import { STAFF_MESSAGES } from "../../domain/staff/staff.schema.ts";
import { asActor, createStaff, findStaffByEmail } from "../../domain/staff/staff.server.ts";
import { requestWithCookies } from "../../tests/support/cookies.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../http/logger.ts";
import { createRateLimiter, DEFAULT_RATE_LIMITS } from "../http/rate-limit.ts";
import { createMail } from "../mail/index.ts";
import { createAuth } from "./auth.ts";
import { NO_SETUP_LINK } from "./setup-link.ts";
import { createStaffContext, type StaffAuthDeps } from "./staff-auth.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The real thing. */
let deps: StaffAuthDeps;
/** The same, but every password is wrong (at once, without hashing). */
let attacker: StaffAuthDeps;
let admin: Actor;
const PASSWORD = "a long enough passphrase";

const browser = (d: StaffAuthDeps, address: string, cookies: string[] = []) =>
  createStaffContext(d, requestWithCookies("http://localhost:3000/admin/login", cookies), address, null);
const guess = (email: string, address: string) =>
  browser(attacker, address).signIn({ email, password: "not the password" });
const signIn = (email: string, address: string, cookies: string[] = []) =>
  browser(deps, address, cookies).signIn({ email, password: PASSWORD });

async function rowsFrom(address: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.ipAddress, address));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const auth = createAuth({ db: database.db, secret: "s".repeat(40), siteUrl: "http://localhost:3000" });
  deps = {
    db: database.db,
    auth,
    rateLimiter: createRateLimiter({ post: { points: 100, durationSeconds: 60 }, ...DEFAULT_RATE_LIMITS }),
    setupLink: NO_SETUP_LINK,
  };
  const wrongPassword = async () => {
    throw new APIError("UNAUTHORIZED", { message: "Invalid email or password" });
  };
  const stand = { ...auth, api: { ...auth.api, signInEmail: wrongPassword } };
  attacker = { ...deps, auth: stand as unknown as typeof auth };
  await createStaff(database.db, null, {
    email: "boss@example.com",
    name: "Boss",
    role: "admin",
    password: PASSWORD,
  });
  admin = asActor((await findStaffByEmail(database.db, "boss@example.com"))!);
  for (const [email, name] of [
    ["asha@example.com", "Asha"],
    ["ravi@example.com", "Ravi"],
    ["chitra@example.com", "Chitra"],
  ])
    await createStaff(database.db, admin, { email, name, role: "editor", password: PASSWORD });
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

describe("an attacker at one address", () => {
  it("gets five wrong passwords on an account, then waits; a colleague elsewhere signs in; 60 posts write one audit row", async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await guess("asha@example.com", "203.0.113.9"));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ ok: false, message: STAFF_MESSAGES.signInFailed }));
    expect(new Set(answers.slice(5).map((a) => !a.ok && a.message))).toEqual(
      new Set([STAFF_MESSAGES.tooManyAttempts(15)]),
    );
    // One row: five failures summed; the 55 refused posts wrote nothing.
    const rows = await rowsFrom("203.0.113.9");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "sign-in-failed",
      actorEmail: "asha@example.com",
      attempts: 5,
      changes: { reason: "wrong-credentials" },
    });
    // Asha, at the office, signs in at once; the right password from the attacker's address still waits.
    expect(await signIn("asha@example.com", "198.51.100.7")).toMatchObject({ ok: true, twoFactor: false });
    expect(await signIn("asha@example.com", "203.0.113.9")).toEqual({
      ok: false,
      message: STAFF_MESSAGES.tooManyAttempts(15),
    });
  });

  it("adds at most 20 audit rows an hour, whatever e-mail addresses it tries", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < 60; i++) await guess(`guess-${hour}-${i % 25}@example.com`, "203.0.113.20");
      vi.setSystemTime(Date.now() + 3600_000);
    }
    const rows = await rowsFrom("203.0.113.20");
    expect(rows).toHaveLength(60);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(60);
  });
});

describe("an attack from many addresses", () => {
  it("slows the account rather than locking it, mails the administrators once, and spares its known browsers", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // Ravi signed in from his own browser last week: it is a known device of his account.
    const before = await signIn("ravi@example.com", "198.51.100.50");
    if (!before.ok) throw new Error("sign-in failed");
    const ownBrowser = before.headers.getSetCookie().filter((c) => c.startsWith("staff_known_device="));
    expect(ownBrowser).toHaveLength(1);

    const answers = [];
    for (let i = 1; i <= 30; i++) answers.push(await guess("ravi@example.com", `192.0.2.${i}`));
    // Fifteen failures, then one attempt a minute: the sixteenth was checked, the rest wait.
    const failed = answers.filter((a) => !a.ok && a.message === STAFF_MESSAGES.signInFailed);
    expect(failed).toHaveLength(16);
    expect(answers.slice(16)).toEqual(
      Array(14).fill({ ok: false, message: STAFF_MESSAGES.tooManyAttempts(1) }),
    );

    // His own browser gets in at once; a new one gets the next free attempt, a minute later.
    expect(await signIn("ravi@example.com", "198.51.100.51", ownBrowser)).toMatchObject({ ok: true });
    expect(await signIn("ravi@example.com", "198.51.100.52")).toEqual({
      ok: false,
      message: STAFF_MESSAGES.tooManyAttempts(1),
    });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await signIn("ravi@example.com", "198.51.100.52")).toMatchObject({ ok: true });

    // The administrators are told once, through the outbox, rendered when it is sent.
    const notices = await database.db.select().from(outbox).where(eq(outbox.template, "sign-in-alert"));
    expect(notices).toHaveLength(1);
    const mail = createMail({
      db: database.db,
      config: loadConfig({ NODE_ENV: "test", SITE_URL: "https://nexora.example" }),
      logger: createLogger("silent"),
    });
    const message = await mail.compose(notices[0]!);
    expect(message?.to).toEqual(["boss@example.com"]);
    expect(message?.subject).toBe("Sign-ins to ravi@example.com are slowed after 15 failures");
    expect(message?.text).toContain(
      "15 failed sign-ins to ravi@example.com in 15 minutes, from 16 addresses",
    );
    expect(message?.text).toContain("https://nexora.example/admin/staff");
    const [slowed] = await database.db.select().from(auditLog).where(eq(auditLog.action, "sign-in-slowed"));
    expect(slowed).toMatchObject({ actorEmail: "ravi@example.com", changes: { failures: 15 } });
  });
});

describe("an administrator", () => {
  it("clears a colleague's limits (audited): the colleague at the locked address signs in", async () => {
    // Chitra shares the office's address with a machine that guessed five times.
    for (let i = 0; i < 5; i++) await guess("chitra@example.com", "203.0.113.50");
    const screen = browser(deps, "10.0.0.1");
    expect((await screen.signInLimits.state(["chitra@example.com"])).get("chitra@example.com")).toEqual({
      failures: 5,
      slowed: false,
      minutes: 15,
    });
    expect((await signIn("chitra@example.com", "203.0.113.50")).ok).toBe(false);
    const chitra = (await findStaffByEmail(database.db, "chitra@example.com"))!;
    await screen.signInLimits.clear(admin, chitra);
    expect(await signIn("chitra@example.com", "203.0.113.50")).toMatchObject({ ok: true });
    const [cleared] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "clear-sign-in-limits"), eq(auditLog.entityId, chitra.id)));
    expect(cleared).toMatchObject({
      actorEmail: "boss@example.com",
      changes: { account: "chitra@example.com", failures: 5, addresses: 1 },
    });
  });
});

describe("summed audit rows", () => {
  it("may only count on: their count grows, anything else (or any other row) is refused by the database", async () => {
    const event = { email: "x@example.com", ipAddress: "203.0.113.77", reason: "wrong-credentials" as const };
    await recordSignInFailure(database.db, event);
    await recordSignInFailure(database.db, event);
    const [row] = await rowsFrom("203.0.113.77");
    expect(row?.attempts).toBe(2);
    const byId = eq(auditLog.id, row!.id);
    await expect(database.db.update(auditLog).set({ attempts: 1 }).where(byId)).rejects.toThrow();
    await expect(
      database.db
        .update(auditLog)
        .set({ attempts: 9, changes: { reason: "x" } })
        .where(byId),
    ).rejects.toThrow();
    await expect(
      database.db.update(auditLog).set({ attempts: 9, ipAddress: "10.0.0.1" }).where(byId),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(byId)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [ordinary] = await database.db.select().from(auditLog).where(eq(auditLog.action, "create"));
    await expect(
      database.db
        .update(auditLog)
        .set({ attempts: 2, lastAt: new Date() })
        .where(eq(auditLog.id, ordinary!.id)),
    ).rejects.toThrow();
  });
});
