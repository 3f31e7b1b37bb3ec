/**
 * Staff accounts: created, invited, given a role, disabled, sent a set-password link. Each write changes the
 * better-auth tables (domain/db/schema.ts) and adds its audit row in one transaction. Sign-in and sessions
 * themselves are better-auth's (server/auth/auth.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNotNull, max, sql } from "drizzle-orm";
import { changedFields, recordAudit, type Tx } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { auditLog, staffAccounts, staffSessions, staffTokens, staffUsers } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import type { Actor } from "./actor.ts";
import { hashPassword } from "./password-hash.server.ts";
import type { Role } from "./roles.ts";
import { STAFF_MESSAGES } from "./staff.schema.ts";

/** How long a set-password link works: an invitation a week, a reset a day. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 24 * 3600 * 1000;

export type StaffMember = typeof staffUsers.$inferSelect;

/** better-auth's shape of id: 32 random URL-safe characters. */
export function newId(): string {
  return randomBytes(24).toString("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function hasActiveAdmin(db: Db | Tx): Promise<boolean> {
  return (await countActiveAdmins(db)) > 0;
}

async function countActiveAdmins(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.banned, false)));
  return row?.n ?? 0;
}

/**
 * Locks the active administrators' rows until the transaction ends and says how many there are. Two
 * administrators removing each other at once would otherwise each count two and both succeed (on PostgreSQL,
 * where transactions run side by side): the second now waits for the first, then counts what it left. The rows
 * are locked in one order, so two such transactions never deadlock.
 */
async function lockActiveAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.banned, false)))
    .orderBy(asc(staffUsers.id))
    .for("update");
  return rows.length;
}

/** The e-mail addresses of the active administrators (security notices go to them). */
export async function activeAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.banned, false)))
    .orderBy(asc(staffUsers.email));
  return rows.map((row) => row.email);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.email));
}

export interface NewStaff {
  email: string;
  name: string;
  role: Role;
  /** Set now (setup, staff:create); without it the person sets one through a link. */
  password?: string;
}

/** Creates an account; `actor` null means the setup link or the command line. Refuses a taken e-mail. */
export async function createStaff(db: Db, actor: Actor | null, input: NewStaff): Promise<{ id: string }> {
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return db.transaction((tx) => insertStaff(tx, actor, input, passwordHash));
}

async function insertStaff(
  tx: Tx,
  actor: Actor | null,
  input: NewStaff,
  passwordHash: string | undefined,
): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email}`);
  if (taken) throw new RuleError(STAFF_MESSAGES.emailTaken, ["email"]);
  const id = newId();
  await tx.insert(staffUsers).values({ id, email, name: input.name, role: input.role, emailVerified: true });
  if (passwordHash !== undefined) await upsertPassword(tx, id, passwordHash);
  await recordAudit(tx, actor, {
    action: "create",
    entity: "staff",
    entityId: id,
    changes: { email, name: input.name, role: input.role },
  });
  return { id };
}

async function upsertPassword(tx: Tx, userId: string, passwordHash: string) {
  const updated = await tx
    .update(staffAccounts)
    .set({ password: passwordHash })
    .where(and(eq(staffAccounts.userId, userId), eq(staffAccounts.providerId, "credential")))
    .returning({ id: staffAccounts.id });
  if (updated.length === 0)
    await tx
      .insert(staffAccounts)
      .values({ id: newId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
}

async function issueToken(tx: Tx, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.delete(staffTokens).where(eq(staffTokens.userId, userId));
  await tx.insert(staffTokens).values({
    tokenHash: tokenHash(token),
    purpose: "set-password",
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Invites a colleague: the account without a password, and a one-time set-password token to send them. */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  input: Omit<NewStaff, "password">,
): Promise<{ id: string; token: string }> {
  return db.transaction(async (tx) => {
    const { id } = await insertStaff(tx, actor, input, undefined);
    const token = await issueToken(tx, id, INVITATION_TTL_MS);
    return { id, token };
  });
}

/** A new set-password link for an account (a reset); earlier links stop working. */
export async function issueResetLink(db: Db, actor: Actor, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    await requireMember(tx, userId);
    const token = await issueToken(tx, userId, RESET_TTL_MS);
    await recordAudit(tx, actor, { action: "reset-link", entity: "staff", entityId: userId });
    return token;
  });
}

/** The account a set-password token is for, while it is valid. */
export async function findTokenHolder(db: Db, token: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({ user: staffUsers })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.userId))
    .where(and(eq(staffTokens.tokenHash, tokenHash(token)), gt(staffTokens.expiresAt, new Date())));
  return row?.user;
}

/**
 * Sets the password of the token's holder and uses the token up; every session of the account ends (a reset is
 * often because someone else knows the old password). Throws RuleError for an unknown, used or expired token.
 * The token is checked before the password is hashed: a hash costs 19 MiB and tens of milliseconds, which a
 * post with a made-up token must not be able to spend.
 */
export async function setPasswordWithToken(db: Db, token: string, password: string): Promise<StaffMember> {
  if (!(await findTokenHolder(db, token))) throw new RuleError(STAFF_MESSAGES.linkInvalid);
  const passwordHash = await hashPassword(password);
  // Checked again as it is used up: two posts with one token set one password.
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(staffTokens)
      .where(and(eq(staffTokens.tokenHash, tokenHash(token)), gt(staffTokens.expiresAt, new Date())))
      .returning({ userId: staffTokens.userId });
    if (!used) throw new RuleError(STAFF_MESSAGES.linkInvalid);
    const member = await requireMember(tx, used.userId);
    await upsertPassword(tx, member.id, passwordHash);
    await tx.delete(staffSessions).where(eq(staffSessions.userId, member.id));
    await recordAudit(tx, asActor(member), { action: "set-password", entity: "staff", entityId: member.id });
    return member;
  });
}

async function requireMember(tx: Tx, userId: string): Promise<StaffMember> {
  const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.id, userId));
  if (!member) throw new RuleError("No such staff account.");
  return member;
}

export function asActor(member: StaffMember, ipAddress?: string): Actor {
  return { id: member.id, email: member.email, name: member.name, role: member.role as Role, ipAddress };
}

/** Changes an account's role; the last active administrator keeps theirs. */
export async function changeRole(db: Db, actor: Actor, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const member = await requireMember(tx, userId);
    if (member.role === role) return;
    if (member.role === "admin" && !member.banned && admins <= 1)
      throw new RuleError(STAFF_MESSAGES.lastAdmin);
    await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, userId));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "staff",
      entityId: userId,
      changes: changedFields({ role: member.role }, { role }),
    });
  });
}

/** Disables (every session ends at once) or enables an account; the last active administrator stays. */
export async function setDisabled(db: Db, actor: Actor, userId: string, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const member = await requireMember(tx, userId);
    if (member.banned === disabled) return;
    if (disabled && member.role === "admin" && admins <= 1) throw new RuleError(STAFF_MESSAGES.lastAdmin);
    await tx.update(staffUsers).set({ banned: disabled }).where(eq(staffUsers.id, userId));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    await recordAudit(tx, actor, {
      action: disabled ? "disable" : "enable",
      entity: "staff",
      entityId: userId,
      changes: changedFields({ disabled: member.banned }, { disabled }),
    });
  });
}

/** Ends every session of the actor's account, on every device. */
export async function signOutEverywhere(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.userId, actor.id));
    await recordAudit(tx, actor, { action: "sign-out-everywhere", entity: "staff", entityId: actor.id });
  });
}

/** An account's own security change (two-factor on or off), for the audit log. */
export async function recordAccountEvent(
  db: Db,
  actor: Actor,
  action: "two-factor-on" | "two-factor-off",
): Promise<void> {
  await recordAudit(db, actor, { action, entity: "staff", entityId: actor.id });
}

/** Where an account stands, for the Staff screen. */
export interface AccountState {
  /** A password is set: the invitation (if any) was accepted. */
  hasPassword: boolean;
  /** Until when the outstanding set-password link works (an invitation or a reset), if one does. */
  linkValidUntil: Date | null;
  lastSignInAt: Date | null;
}

/** Each account's password, outstanding link and last sign-in (from the audit log), by account id. */
export async function accountStates(db: Db): Promise<Map<string, AccountState>> {
  const [passwords, links, signIns] = await Promise.all([
    db
      .select({ userId: staffAccounts.userId })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.providerId, "credential"), isNotNull(staffAccounts.password))),
    db
      .select({ userId: staffTokens.userId, until: max(staffTokens.expiresAt) })
      .from(staffTokens)
      .where(gt(staffTokens.expiresAt, new Date()))
      .groupBy(staffTokens.userId),
    db
      .select({ userId: auditLog.actorId, at: max(auditLog.at) })
      .from(auditLog)
      .where(and(inArray(auditLog.action, ["sign-in", "sign-in-password"]), isNotNull(auditLog.actorId)))
      .groupBy(auditLog.actorId),
  ]);
  const states = new Map<string, AccountState>();
  const state = (id: string) => {
    const existing = states.get(id) ?? { hasPassword: false, linkValidUntil: null, lastSignInAt: null };
    states.set(id, existing);
    return existing;
  };
  for (const row of passwords) state(row.userId).hasPassword = true;
  for (const row of links) state(row.userId).linkValidUntil = row.until;
  for (const row of signIns) if (row.userId) state(row.userId).lastSignInAt = row.at;
  return states;
}
