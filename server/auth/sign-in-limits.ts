/**
 * How failed staff sign-ins are limited (docs/decisions/0031-sign-in-limits.md). Only failures count: a
 * colleague who signs in often is not an attack.
 *
 * - Per account and address (`signInAccountAddress`, 5 in 15 minutes) and per address (`signInAddress`, 20 an
 *   hour): that address waits, even with the right password. Someone at another address is not affected.
 * - Per account, from every address (`signInAccount`, 15 in 15 minutes): the account is slowed, not locked. It
 *   takes `signInSlowed` attempts (one a minute) from browsers it does not know, and the right password gets in
 *   on the next free attempt; a known device of the account (known-device.ts) is not slowed at all and has a
 *   failure budget of its own instead. The failure that starts the slowing is reported (`slowedNow`), so the
 *   administrators are mailed once.
 *
 * Counters are rate-limiter-flexible's (server/http/rate-limit.ts): in Redis with REDIS_URL, so every instance
 * counts the same failures.
 */
import type { RateLimiter, RateLimitName, Verdict } from "../http/rate-limit.ts";

export interface SignInAttempt {
  /** The e-mail address as typed, trimmed and in lower case (an account or not). */
  account: string;
  address: string;
  /** This browser's id when it is a known device of the account, else null. */
  device: string | null;
}

/** Newlines cannot be in a parsed e-mail address nor in a client address, so keys cannot run together. */
const pair = (account: string, other: string) => `${account}\n${other}`;

/** The budgets of this attempt's own source: the address (with this account, and with any), and the device. */
function ownBudgets(attempt: SignInAttempt): [RateLimitName, string][] {
  return [
    ["signInAccountAddress", pair(attempt.account, attempt.address)],
    ["signInAddress", attempt.address],
    ...(attempt.device
      ? [
          ["signInAccountAddress", pair(attempt.account, `device ${attempt.device}`)] as [
            RateLimitName,
            string,
          ],
        ]
      : []),
  ];
}

export interface SignInLimits {
  /** Whether this attempt may have its password checked now; if not, how long it waits. */
  admit(attempt: SignInAttempt): Promise<Verdict>;
  /** Counts a failed attempt; `slowedNow` is true for exactly one failure, the one that slows the account. */
  failed(attempt: SignInAttempt): Promise<{ slowedNow: boolean }>;
  /** The account's failures in its current window, and whether it is slowed. */
  state(account: string): Promise<{ failures: number; slowed: boolean }>;
  /** Forgets the account's failures: from every address named, and from everywhere together. */
  clear(account: string, addresses: string[]): Promise<void>;
}

export function createSignInLimits(limiter: RateLimiter): SignInLimits {
  const threshold = limiter.rules.signInAccount.points;
  return {
    async admit(attempt) {
      for (const [name, key] of ownBudgets(attempt)) {
        const verdict = await limiter.peek(name, key);
        if (!verdict.allowed) return verdict;
      }
      if (attempt.device) return { allowed: true };
      const account = await limiter.peek("signInAccount", attempt.account);
      // Slowed: one attempt per window for everyone but the account's known devices, counted as it is made
      // (not as it fails), so that a thousand attempts sent at once still get one password check.
      return account.allowed ? account : limiter.consume("signInSlowed", attempt.account);
    },
    async failed(attempt) {
      for (const [name, key] of ownBudgets(attempt)) await limiter.tally(name, key);
      // The store counts atomically, so exactly one failure sees the count reach the threshold.
      return { slowedNow: (await limiter.tally("signInAccount", attempt.account)) === threshold };
    },
    async state(account) {
      const failures = await limiter.count("signInAccount", account);
      return { failures, slowed: failures >= threshold };
    },
    async clear(account, addresses) {
      await limiter.reset("signInAccount", account);
      await limiter.reset("signInSlowed", account);
      for (const address of addresses) await limiter.reset("signInAccountAddress", pair(account, address));
    },
  };
}
