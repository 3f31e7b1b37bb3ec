/**
 * The rate limits' names, budgets and the limiter's interface (server/http/rate-limit.ts counts them): apart
 * from the limiter, so that the configuration (server/config.ts) and the dependencies' type (server/deps.ts)
 * read them without importing the limiter and its middleware, which import them.
 */
export const RATE_LIMIT_NAMES = [
  "post",
  "coupon",
  "pdf",
  "verify",
  "upload",
  "signInAccountAddress",
  "signInAddress",
  "signInAccount",
  "signInSlowed",
  "setPassword",
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

/**
 * A person checks a few coupons, ids or PDFs and sends a few applications; a script sends thousands.
 * (`post` comes from RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_SECONDS.)
 */
export const DEFAULT_RATE_LIMITS: Omit<RateLimitRules, "post"> = {
  coupon: { points: 10, durationSeconds: 600 },
  pdf: { points: 20, durationSeconds: 600 },
  verify: { points: 20, durationSeconds: 600 },
  upload: { points: 10, durationSeconds: 3600 },
  // Staff sign-in (ADR 31): a person mistypes a few times; one address gets 20 failures an hour, so it adds at
  // most 20 rows an hour to the audit log. Fifteen failures of one account in 15 minutes, from wherever, is
  // an attack: the account then takes one attempt a minute (known devices excepted) rather than none.
  signInAccountAddress: { points: 5, durationSeconds: 900 },
  signInAddress: { points: 20, durationSeconds: 3600 },
  signInAccount: { points: 15, durationSeconds: 900 },
  signInSlowed: { points: 1, durationSeconds: 60 },
  // A colleague sets a password once per link; a script posting made-up tokens gets ten tries.
  setPassword: { points: 10, durationSeconds: 900 },
};

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of this kind from `key`; refused once the budget of the window is spent. */
  consume(name: RateLimitName, key: string): Promise<Verdict>;
  /** Whether `key` has budget left, without counting anything (for limits on failures only). */
  peek(name: RateLimitName, key: string): Promise<Verdict>;
  /** Counts one for `key` whatever the budget says, and answers how many the window holds now. */
  tally(name: RateLimitName, key: string): Promise<number>;
  /** How many the window of `key` holds (0 when none, or the store does not answer). */
  count(name: RateLimitName, key: string): Promise<number>;
  /** Forgets `key`'s window: its whole budget is back (an administrator clearing a sign-in lock). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** The budgets this limiter counts against. */
  readonly rules: RateLimitRules;
}
