import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../../domain/audit/audit.server.ts";
import { auditLog, staffSessions } from "../../domain/db/schema.ts";
import { RuleError } from "../../domain/errors.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import { STAFF_MESSAGES } from "../../domain/staff/staff.schema.ts";
import {
  accountStates,
  asActor,
  createStaff,
  findStaffByEmail,
  inviteStaff,
  setDisabled,
  setPasswordWithToken,
  signOutEverywhere,
} from "../../domain/staff/staff.server.ts";
import { requestWithCookies } from "../../tests/support/cookies.ts";
import { staffAuthDeps } from "../../tests/support/staff-auth.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import type { Database } from "../db/client.ts";
import { createStaffContext, readStaffSession, type StaffAuthDeps } from "./staff-auth.ts";

let database: Database;
let deps: StaffAuthDeps;
let admin: Actor;
const PASSWORD = "a long enough passphrase";

const requestWith = (cookies: string[] = []) => requestWithCookies("http://localhost:3000/admin", cookies);

async function signIn(email: string, password = PASSWORD, address = "10.1.1.1") {
  return createStaffContext(deps, requestWith(), address, null).signIn({ email, password });
}

async function sessionOf(cookies: string[]) {
  return (await readStaffSession(deps, requestWith(cookies), "10.1.1.1")).current;
}

beforeAll(async () => {
  database = await createTestDatabase();
  deps = staffAuthDeps(database.db);
  await createStaff(database.db, null, {
    email: "Boss@Example.com",
    name: "Boss",
    role: "admin",
    password: PASSWORD,
  });
  admin = asActor((await findStaffByEmail(database.db, "boss@example.com"))!);
});
afterAll(() => database.close());

describe("staff sign-in", () => {
  it("signs in with the right password (any letter case of the e-mail) and the session names the staff member", async () => {
    const result = await signIn("BOSS@example.com");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = await sessionOf(result.headers.getSetCookie());
    expect(session?.actor).toMatchObject({ email: "boss@example.com", role: "admin" });
  });

  it("refuses a wrong password with one message, and then every attempt on that account from that address after five", async () => {
    await createStaff(database.db, admin, {
      email: "limit@example.com",
      name: "L",
      role: "editor",
      password: PASSWORD,
    });
    for (let i = 0; i < 5; i++) {
      const result = await signIn("limit@example.com", "wrong password here", "10.2.0.1");
      expect(result).toEqual({ ok: false, message: STAFF_MESSAGES.signInFailed });
    }
    // The right password from that address: its budget for the account is spent (ADR 31).
    const blocked = await signIn("limit@example.com", PASSWORD, "10.2.0.1");
    expect(blocked).toEqual({ ok: false, message: STAFF_MESSAGES.tooManyAttempts(15) });
    // Five failures from one address, summed into one row; the refused attempt wrote none.
    const failures = await listAudit(database.db, { action: "sign-in-failed", actor: "limit@example.com" });
    expect(failures.rows).toHaveLength(1);
    expect(failures.rows[0]?.attempts).toBe(5);
    expect(JSON.stringify(failures.rows)).not.toContain("wrong password");
  });

  it("disabling an account ends its live session at once and refuses its next sign-in", async () => {
    const { id } = await createStaff(database.db, admin, {
      email: "gone@example.com",
      name: "Gone",
      role: "recruiter",
      password: PASSWORD,
    });
    const result = await signIn("gone@example.com");
    if (!result.ok) throw new Error("sign-in failed");
    const cookies = result.headers.getSetCookie();
    expect(await sessionOf(cookies)).not.toBeNull();
    await setDisabled(database.db, admin, id, true);
    expect(await sessionOf(cookies)).toBeNull();
    expect(await signIn("gone@example.com")).toEqual({ ok: false, message: STAFF_MESSAGES.disabled });
  });

  it("a session older than seven days counts as none, however recently it was used", async () => {
    const result = await signIn("boss@example.com", PASSWORD, "10.3.0.1");
    if (!result.ok) throw new Error("sign-in failed");
    const cookies = result.headers.getSetCookie();
    await database.db
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(staffSessions.userId, admin.id));
    expect(await sessionOf(cookies)).toBeNull();
  });

  it("sign out everywhere ends every session of the account", async () => {
    const one = await signIn("boss@example.com", PASSWORD, "10.4.0.1");
    const two = await signIn("boss@example.com", PASSWORD, "10.4.0.2");
    if (!one.ok || !two.ok) throw new Error("sign-in failed");
    await signOutEverywhere(database.db, admin);
    expect(await sessionOf(one.headers.getSetCookie())).toBeNull();
    expect(await sessionOf(two.headers.getSetCookie())).toBeNull();
  });
});

describe("invitations and accounts", () => {
  it("an invitation's link sets the password once; then the colleague signs in", async () => {
    const { token } = await inviteStaff(database.db, admin, {
      email: "new@example.com",
      name: "New",
      role: "editor",
    });
    expect(await signIn("new@example.com", PASSWORD, "10.5.0.1")).toMatchObject({ ok: false });
    await setPasswordWithToken(database.db, token, PASSWORD);
    await expect(setPasswordWithToken(database.db, token, PASSWORD)).rejects.toThrow(
      STAFF_MESSAGES.linkInvalid,
    );
    expect(await signIn("new@example.com", PASSWORD, "10.5.0.2")).toMatchObject({ ok: true });
  });

  it("refuses a second account with the same e-mail and disabling the last administrator", async () => {
    await expect(
      createStaff(database.db, admin, { email: "BOSS@example.com", name: "Again", role: "editor" }),
    ).rejects.toThrow(RuleError);
    await expect(setDisabled(database.db, admin, admin.id, true)).rejects.toThrow(STAFF_MESSAGES.lastAdmin);
  });
});

describe("audit log", () => {
  it("records who created whom, and the database refuses to change or delete a row", async () => {
    const { rows } = await listAudit(database.db, {
      entity: "staff",
      action: "create",
      actor: "boss@example.com",
    });
    expect(rows.map((row) => row.changes.email)).toContain("new@example.com");
    await expect(database.db.update(auditLog).set({ action: "x" })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await listAudit(database.db, {})).rows.length).toBeGreaterThan(5);
  });
});

describe("a staff member's own password", () => {
  const NEW_PASSWORD = "another long passphrase here";

  it("changes with the current one; other sessions end, this one goes on, and the new password signs in", async () => {
    await createStaff(database.db, admin, {
      email: "changer@example.com",
      name: "Changer",
      role: "editor",
      password: PASSWORD,
    });
    const here = await signIn("changer@example.com", PASSWORD, "10.5.0.1");
    const elsewhere = await signIn("changer@example.com", PASSWORD, "10.5.0.2");
    if (!here.ok || !elsewhere.ok) throw new Error("sign-in failed");
    const cookies = here.headers.getSetCookie();
    const current = await sessionOf(cookies);
    const context = createStaffContext(deps, requestWith(cookies), "10.5.0.1", current);

    expect(await context.changePassword({ current: "not my password at all", next: NEW_PASSWORD })).toEqual({
      ok: false,
      status: 400,
      message: STAFF_MESSAGES.wrongPassword,
    });
    const changed = await context.changePassword({ current: PASSWORD, next: NEW_PASSWORD });
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(await sessionOf(elsewhere.headers.getSetCookie())).toBeNull();
    expect((await sessionOf(changed.headers.getSetCookie()))?.actor.email).toBe("changer@example.com");
    expect((await signIn("changer@example.com", PASSWORD, "10.5.0.3")).ok).toBe(false);
    expect((await signIn("changer@example.com", NEW_PASSWORD, "10.5.0.3")).ok).toBe(true);
    const { rows } = await listAudit(database.db, { action: "change-password" });
    expect(rows.map((row) => row.actorEmail)).toEqual(["changer@example.com"]);
  });

  it("'Forgot password?' makes a reset token for an active account only, and the link sets a new password", async () => {
    const context = createStaffContext(deps, requestWith(), "10.6.0.1", null);
    expect(await context.forgotPassword("nobody@example.com")).toEqual({ ok: true, reset: null });
    const forgot = await context.forgotPassword("CHANGER@example.com");
    expect(forgot.ok && forgot.reset?.email).toBe("changer@example.com");
    if (!forgot.ok || !forgot.reset) return;
    await setPasswordWithToken(database.db, forgot.reset.token, "a third long passphrase");
    expect((await signIn("changer@example.com", "a third long passphrase", "10.6.0.2")).ok).toBe(true);

    const changer = await findStaffByEmail(database.db, "changer@example.com");
    await setDisabled(database.db, admin, changer!.id, true);
    expect(await context.forgotPassword("changer@example.com")).toEqual({ ok: true, reset: null });
  });
});

describe("the Staff screen's account states", () => {
  it("tells a pending invitation from an accepted one, and gives the last sign-in", async () => {
    const { id } = await inviteStaff(database.db, admin, {
      email: "invitee@example.com",
      name: "I",
      role: "editor",
    });
    const boss = (await findStaffByEmail(database.db, "boss@example.com"))!;
    const before = await accountStates(database.db);
    expect(before.get(id)).toMatchObject({ hasPassword: false, lastSignInAt: null });
    expect(before.get(id)?.linkValidUntil?.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(before.get(boss.id)?.hasPassword).toBe(true);

    const signedIn = await signIn("boss@example.com", PASSWORD, "10.7.0.1");
    expect(signedIn.ok).toBe(true);
    const after = await accountStates(database.db);
    expect(after.get(boss.id)?.lastSignInAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
