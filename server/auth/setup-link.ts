/**
 * The first administrator's one-time setup link (docs/product/console.md#getting-in): while no active administrator
 * exists, the server makes a random token at start and logs `/admin/setup?token=…` once. It works until it is
 * used or the server stops; it is kept in memory only.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";

export interface SetupLink {
  /** Whether `token` is the current one (compared in constant time). */
  matches(token: string | null | undefined): boolean;
  /** Uses the token up: no later request matches. */
  consume(): void;
}

export function createSetupLink(token: string | null = randomBytes(32).toString("base64url")): SetupLink & {
  token: string | null;
} {
  let current = token;
  return {
    get token() {
      return current;
    },
    matches(candidate) {
      if (!current || !candidate) return false;
      const a = Buffer.from(current);
      const b = Buffer.from(candidate);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    consume() {
      current = null;
    },
  };
}

export const NO_SETUP_LINK: SetupLink = createSetupLink(null);

export function setupUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/admin/setup?token=${token}`;
}
