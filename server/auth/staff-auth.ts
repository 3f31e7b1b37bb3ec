/**
 * What console pages need of staff sign-in, given to them through the load context (`context.staff`): the
 * signed-in staff member of this request, sign-in with its limits and audit rows, sign-out.
 *
 * The session is read once per console request, before the page renders (server/app.ts); a session whose idle
 * expiry moved gets its cookie renewed on the way out. A session older than the absolute limit, or of a
 * disabled account, is ended and counts as none.
 */
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../domain/audit/audit.server.ts";
import type { Db } from "../../domain/db/db.ts";
import { staffSessions } from "../../domain/db/schema.ts";
import { RuleError } from "../../domain/errors.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import { isRole } from "../../domain/staff/roles.ts";
import {
  failureAddresses,
  recordSignInEvent,
  recordSignInFailure,
  recordSignInLimitsCleared,
  recordSignInSlowed,
  type SignInFailureReason,
} from "../../domain/staff/sign-in-events.server.ts";
import { STAFF_MESSAGES } from "../../domain/staff/staff.schema.ts";
import {
  asActor,
  findStaffByEmail,
  issueResetLink,
  setPasswordWithToken,
} from "../../domain/staff/staff.server.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import { type Auth, authHeaders, SESSION_ABSOLUTE_SECONDS } from "./auth.ts";
import { knownDevice, knownDeviceCookie } from "./known-device.ts";
import type { SetupLink } from "./setup-link.ts";
import { createSignInLimits, type SignInAttempt } from "./sign-in-limits.ts";
import { claimTotpCode } from "./totp-replay.ts";

export interface StaffSession {
  actor: Actor;
  sessionId: string;
  twoFactorEnabled: boolean;
}

export type SignInResult =
  | { ok: true; headers: Headers; twoFactor: boolean }
  | { ok: false; message: string };

/** The per-request view of staff sign-in that pages get as `context.staff`. */
export interface StaffContext {
  /** The signed-in staff member, or null (console requests only; public pages never read the session). */
  current: StaffSession | null;
  setupLink: SetupLink;
  signIn(input: { email: string; password: string }): Promise<SignInResult>;
  /**
   * Sets a password through a one-time link (posts limited per client address), then signs in with it; a
   * refused post (spent budget, unknown or used link) says why.
   */
  setPassword(input: {
    token: string;
    password: string;
  }): Promise<{ ok: true; signedIn: SignInResult } | { ok: false; message: string; status: 400 | 429 }>;
  /**
   * Changes the signed-in account's password, given the current one (its posts count against the set-password
   * limit per address); every other session of the account ends, and the headers carry this one's new cookie.
   */
  changePassword(input: {
    current: string;
    next: string;
  }): Promise<{ ok: true; headers: Headers } | { ok: false; message: string; status: 400 | 429 }>;
  /**
   * "Forgot password?": a reset token for an active account with this address, or none (the page says the same
   * either way, so it tells nobody which addresses have accounts). Counts against the set-password limit.
   */
  forgotPassword(
    email: string,
  ): Promise<
    | { ok: true; reset: { email: string; name: string; token: string } | null }
    | { ok: false; message: string }
  >;
  /** Failed sign-ins per account, for the Staff screen, and an administrator's clearing of them (ADR 31). */
  signInLimits: {
    /** Each account's failures in the last `minutes`, and whether it is slowed. */
    state(emails: string[]): Promise<Map<string, { failures: number; slowed: boolean; minutes: number }>>;
    /** Forgets the account's failures from every address (audited); an address's own limit stays. */
    clear(actor: Actor, member: { id: string; email: string }): Promise<void>;
  };
  /** Ends this session; the headers clear its cookie. */
  signOut(): Promise<Headers>;
  /** The second step of a sign-in with two-factor: an authenticator code or a backup code. */
  verifySecondFactor(input: { code: string; kind: "totp" | "backup" }): Promise<SignInResult>;
  /** Starts two-factor for the signed-in account (password again): the authenticator URI and backup codes. */
  startTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] } | { message: string }>;
  /** Confirms two-factor with a first code; the headers carry the new session cookie. */
  confirmTwoFactor(code: string): Promise<{ ok: true; headers: Headers } | { ok: false; message: string }>;
  /** Turns two-factor off (password again). */
  stopTwoFactor(password: string): Promise<{ ok: true; headers: Headers } | { ok: false; message: string }>;
  /** Set-Cookie headers of a sign-in (after two-factor) or sign-out, for the action's redirect. */
  auth: Auth;
  /** The headers better-auth is called with for this request. */
  authHeaders: Headers;
}

/** better-auth's key for secrets at rest (two-factor secrets are encrypted with it). */
async function authKey(deps: StaffAuthDeps) {
  return (await deps.auth.$context).secretConfig;
}

function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

export interface StaffAuthDeps {
  auth: Auth;
  db: Db;
  rateLimiter: RateLimiter;
  setupLink: SetupLink;
}

/** Reads the session of a console request: the staff member (or null) and the cookies to renew. */
export async function readStaffSession(
  deps: StaffAuthDeps,
  request: Request,
  clientAddress: string,
): Promise<{ current: StaffSession | null; setCookies: string[] }> {
  if (!request.headers.get("cookie")) return { current: null, setCookies: [] };
  const { headers, response } = await deps.auth.api.getSession({
    headers: authHeaders(request, clientAddress),
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (!response) return { current: null, setCookies };
  const { session, user } = response;
  const tooOld = Date.now() - new Date(session.createdAt).getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
  if (tooOld || user.banned || !isRole(user.role)) {
    await deps.db.delete(staffSessions).where(eq(staffSessions.id, session.id));
    return { current: null, setCookies };
  }
  return {
    current: {
      actor: { id: user.id, email: user.email, name: user.name, role: user.role, ipAddress: clientAddress },
      sessionId: session.id,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    setCookies,
  };
}

/** One request's view of the staff deps: who asks, from where, and the headers better-auth is called with. */
interface StaffRequest {
  deps: StaffAuthDeps;
  request: Request;
  clientAddress: string;
  current: StaffSession | null;
  headers: Headers;
  limits: ReturnType<typeof createSignInLimits>;
}

export function createStaffContext(
  deps: StaffAuthDeps,
  request: Request,
  clientAddress: string,
  current: StaffSession | null,
): StaffContext {
  const headers = authHeaders(request, clientAddress);
  const limits = createSignInLimits(deps.rateLimiter);
  const call: StaffRequest = { deps, request, clientAddress, current, headers, limits };
  return {
    current,
    setupLink: deps.setupLink,
    auth: deps.auth,
    authHeaders: headers,
    signIn: (input) => signIn(call, input),
    signInLimits: signInLimitsOf(call),
    changePassword: (input) => changePassword(call, input),
    forgotPassword: (email) => forgotPassword(call, email),
    setPassword: (input) => setPassword(call, input),
    verifySecondFactor: (input) => verifySecondFactor(call, input),
    ...twoFactorSetup(call),
    async signOut() {
      const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
      if (current)
        await recordSignInEvent(deps.db, {
          action: "sign-out",
          email: current.actor.email,
          userId: current.actor.id,
          ipAddress: clientAddress,
        });
      return result.headers;
    },
  };
}

const tooManyAttempts = (verdict: { retryAfterSeconds: number }) =>
  STAFF_MESSAGES.tooManyAttempts(minutes(verdict.retryAfterSeconds));

/** A failed password counts against the limits, is logged, and the first slowing of the account is too. */
async function recordFailedSignIn(
  call: StaffRequest,
  attempt: SignInAttempt,
  reason: SignInFailureReason,
): Promise<void> {
  const { deps } = call;
  const { slowedNow } = await call.limits.failed(attempt);
  await recordSignInFailure(deps.db, { email: attempt.account, ipAddress: call.clientAddress, reason });
  if (slowedNow) {
    const { signInAccount: rule, signInSlowed: slowed } = deps.rateLimiter.rules;
    await recordSignInSlowed(deps.db, {
      email: attempt.account,
      failures: rule.points,
      windowMinutes: Math.round(rule.durationSeconds / 60),
      everySeconds: Math.round(slowed.durationSeconds / slowed.points),
    });
  }
}

/** Marks this browser as a known device of the account that just signed in (known-device.ts). */
async function rememberDevice(deps: StaffAuthDeps, headers: Headers, account: string): Promise<void> {
  const auth = await deps.auth.$context;
  const secure = Boolean(auth.authCookies.sessionToken.attributes.secure);
  headers.append("set-cookie", knownDeviceCookie(auth.secret, account, secure));
}

async function signIn(
  call: StaffRequest,
  { email, password }: { email: string; password: string },
): Promise<SignInResult> {
  const { deps, clientAddress } = call;
  const account = email.trim().toLowerCase();
  const device = knownDevice((await deps.auth.$context).secret, call.request.headers.get("cookie"), account);
  const attempt: SignInAttempt = { account, address: clientAddress, device };
  // Refused before any password is checked: nothing is written (a flood of refusals leaves no trace to sift).
  const verdict = await call.limits.admit(attempt);
  if (!verdict.allowed) return { ok: false, message: tooManyAttempts(verdict) };
  try {
    const result = await deps.auth.api.signInEmail({
      body: { email: account, password },
      headers: call.headers,
      returnHeaders: true,
    });
    const response = result.response as { twoFactorRedirect?: boolean; user?: { id: string } };
    const twoFactor = Boolean(response.twoFactorRedirect);
    await recordSignInEvent(deps.db, {
      action: twoFactor ? "sign-in-password" : "sign-in",
      email: account,
      userId: response.user?.id,
      ipAddress: clientAddress,
    });
    if (!twoFactor) await rememberDevice(deps, result.headers, account);
    return { ok: true, headers: result.headers, twoFactor };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const disabled = error.status === "FORBIDDEN";
    await recordFailedSignIn(call, attempt, disabled ? "disabled" : "wrong-credentials");
    // A disabled account is told so only after the right password (better-auth checks it first).
    return { ok: false, message: disabled ? STAFF_MESSAGES.disabled : STAFF_MESSAGES.signInFailed };
  }
}

function signInLimitsOf({ deps, limits }: StaffRequest): StaffContext["signInLimits"] {
  return {
    async state(emails) {
      const minutes = Math.round(deps.rateLimiter.rules.signInAccount.durationSeconds / 60);
      const states = await Promise.all(emails.map((email) => limits.state(email.toLowerCase())));
      return new Map(emails.map((email, i) => [email, { ...states[i]!, minutes }]));
    },
    async clear(actor, member) {
      const email = member.email.toLowerCase();
      const rules = deps.rateLimiter.rules;
      const longest = Math.max(
        rules.signInAccountAddress.durationSeconds,
        rules.signInAccount.durationSeconds,
      );
      const addresses = await failureAddresses(deps.db, email, new Date(Date.now() - longest * 1000));
      const { failures } = await limits.state(email);
      await limits.clear(email, addresses);
      await recordSignInLimitsCleared(deps.db, actor, member, { failures, addresses: addresses.length });
    },
  };
}

async function changePassword(
  { deps, clientAddress, current, headers }: StaffRequest,
  { current: currentPassword, next }: { current: string; next: string },
): ReturnType<StaffContext["changePassword"]> {
  if (!current) return { ok: false, status: 400, message: STAFF_MESSAGES.wrongPassword };
  const verdict = await deps.rateLimiter.consume("setPassword", clientAddress);
  if (!verdict.allowed) return { ok: false, status: 429, message: tooManyAttempts(verdict) };
  try {
    const result = await deps.auth.api.changePassword({
      body: { currentPassword, newPassword: next, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await recordAudit(deps.db, current.actor, {
      action: "change-password",
      entity: "staff",
      entityId: current.actor.id,
    });
    return { ok: true, headers: result.headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, status: 400, message: STAFF_MESSAGES.wrongPassword };
  }
}

async function forgotPassword(
  { deps, clientAddress }: StaffRequest,
  email: string,
): ReturnType<StaffContext["forgotPassword"]> {
  const verdict = await deps.rateLimiter.consume("setPassword", clientAddress);
  if (!verdict.allowed) return { ok: false, message: tooManyAttempts(verdict) };
  const member = await findStaffByEmail(deps.db, email);
  if (!member || member.banned || !isRole(member.role)) return { ok: true, reset: null };
  const token = await issueResetLink(deps.db, asActor(member, clientAddress), member.id);
  return { ok: true, reset: { email: member.email, name: member.name, token } };
}

async function setPassword(
  call: StaffRequest,
  { token, password }: { token: string; password: string },
): ReturnType<StaffContext["setPassword"]> {
  const verdict = await call.deps.rateLimiter.consume("setPassword", call.clientAddress);
  if (!verdict.allowed) return { ok: false, status: 429, message: tooManyAttempts(verdict) };
  try {
    const member = await setPasswordWithToken(call.deps.db, token, password);
    return { ok: true, signedIn: await signIn(call, { email: member.email, password }) };
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { ok: false, status: 400, message: error.message };
  }
}

async function verifySecondFactor(
  { deps, clientAddress, headers }: StaffRequest,
  { code, kind }: { code: string; kind: "totp" | "backup" },
): Promise<SignInResult> {
  const verdict = await deps.rateLimiter.peek("signInAddress", clientAddress);
  if (!verdict.allowed) return { ok: false, message: tooManyAttempts(verdict) };
  const refuse = async (reason: SignInFailureReason, message: string): Promise<SignInResult> => {
    await deps.rateLimiter.tally("signInAddress", clientAddress);
    await recordSignInFailure(deps.db, { email: "", ipAddress: clientAddress, reason });
    return { ok: false, message };
  };
  let result: { headers: Headers; response: unknown };
  try {
    result =
      kind === "totp"
        ? await deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await deps.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const expired = error.body?.code === "INVALID_TWO_FACTOR_COOKIE";
    return refuse(
      kind === "totp" ? "wrong-two-factor-code" : "wrong-backup-code",
      expired ? STAFF_MESSAGES.twoFactorExpired : STAFF_MESSAGES.wrongCode,
    );
  }
  const { user, token } = result.response as { user?: { id: string; email: string }; token?: string };
  // better-auth has made the session; a code used before must not keep it (its cookie never leaves here).
  if (kind === "totp" && user && !(await claimTotpCode(deps.db, await authKey(deps), user.id, code))) {
    if (token) await deps.db.delete(staffSessions).where(eq(staffSessions.token, token));
    return refuse("used-two-factor-code", STAFF_MESSAGES.wrongCode);
  }
  await recordSignInEvent(deps.db, {
    action: "sign-in",
    email: user?.email ?? "",
    userId: user?.id,
    reason: kind === "totp" ? "two-factor" : "backup-code",
    ipAddress: clientAddress,
  });
  if (user) await rememberDevice(deps, result.headers, user.email.toLowerCase());
  return { ok: true, headers: result.headers, twoFactor: false };
}

/** Turning two-factor on (password, then a first code) and off (password). */
function twoFactorSetup({
  deps,
  headers,
}: StaffRequest): Pick<StaffContext, "startTwoFactor" | "confirmTwoFactor" | "stopTwoFactor"> {
  return {
    async startTwoFactor(password) {
      try {
        const result = await deps.auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers });
        if (result.method !== "totp") throw new Error("two-factor: TOTP expected");
        return { totpURI: result.totpURI, backupCodes: result.backupCodes };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        return { message: STAFF_MESSAGES.wrongPassword };
      }
    },
    async confirmTwoFactor(code) {
      try {
        const result = await deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
        return { ok: true, headers: result.headers };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        return { ok: false, message: STAFF_MESSAGES.wrongCode };
      }
    },
    async stopTwoFactor(password) {
      try {
        const result = await deps.auth.api.disableTwoFactor({
          body: { password },
          headers,
          returnHeaders: true,
        });
        return { ok: true, headers: result.headers };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        return { ok: false, message: STAFF_MESSAGES.wrongPassword };
      }
    },
  };
}
