/**
 * Staff sign-in and sessions: better-auth over our own tables (docs/decisions/0010-staff-sign-in.md).
 *
 * Nothing of it is mounted over HTTP: console actions call its server API (`auth.api.*`) with the headers
 * built by `authHeaders`, after our own checks (Origin, rate limits, zod). Accounts are created and changed by
 * our domain functions (domain/staff/staff.server.ts), in one transaction with their audit row.
 */
// The minimal entry (no Kysely: our Drizzle adapter is the database) and each plugin's own entry, not the
// `better-auth/plugins` barrel of every plugin: a server start loaded half as many modules (ADR 10).
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { admin } from "better-auth/plugins/admin";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Db } from "../../domain/db/db.ts";
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "../../domain/db/schema.ts";
import { hashPassword, verifyPassword } from "../../domain/staff/password-hash.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/staff/password-rules.ts";

/** Idle expiry: a session not used for 8 hours ends. */
export const SESSION_IDLE_SECONDS = 8 * 3600;
/** Absolute expiry: a session ends 7 days after sign-in however much it is used (checked in requireStaff). */
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 3600;
/** How often a used session's idle expiry is moved forward (one write per 5 minutes of use, not per request). */
const SESSION_REFRESH_SECONDS = 5 * 60;

/** The header our code passes the client's address in (never taken from the visitor's request). */
const CLIENT_ADDRESS_HEADER = "x-staff-client-address";

export interface AuthOptions {
  db: Db;
  secret: string;
  siteUrl: string;
  /** Company name shown in authenticator apps. */
  issuer?: string;
}

export function createAuth({ db, secret, siteUrl, issuer = "Staff console" }: AuthOptions) {
  return betterAuth({
    appName: issuer,
    baseURL: siteUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // No public sign-up: accounts come from the setup link, staff:create and invitations.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    // Our own limits (per account and per address, server/http/rate-limit.ts) run before sign-in is called.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its warnings name events ("Invalid password"), which our audit log records already.
    logger: { level: "error" },
    advanced: {
      cookiePrefix: "staff",
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    plugins: [
      admin({ defaultRole: "editor", adminRoles: ["admin"] }),
      twoFactor({ issuer, backupCodeOptions: { amount: 10, length: 10 } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The headers better-auth sees for a console request: the cookie and user agent the browser sent, and the
 * client address as resolved by the app (TRUST_PROXY applies). Nothing else of the request reaches it.
 */
export function authHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const agent = request.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent.slice(0, 300));
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return headers;
}
