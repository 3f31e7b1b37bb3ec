import type { PaymentGateway } from "../domain/payments/gateway-port.ts";
import type { PayLinks } from "../domain/payments/pay-link.ts";
import type { Auth } from "./auth/auth.ts";
import type { SetupLink } from "./auth/setup-link.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { ContentVersion } from "./effects/content-version.ts";
import type { WriteEffects } from "./effects/write-effects.ts";
import type { Logger } from "./http/logger.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { Mail } from "./mail/index.ts";
import type { Storage } from "./storage/storage.ts";

/** What every API route and page loader needs; built once at start-up and passed down, never imported. */
export type Deps = {
  /**
   * The database as a write context (server/effects/write-effects.ts): a transaction's declared effects
   * (domain/write-effects.ts) run once it commits.
   */
  db: Db;
  storage: Storage;
  config: Config;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** Staff sign-in and sessions (server/auth/auth.ts). */
  auth: Auth;
  /** The first administrator's setup link, while there is one (server/auth/setup-link.ts). */
  setupLink: SetupLink;
  /** Sends what writes put in the outbox (a write that queues mail wakes it through its effects). */
  mail: Mail;
  /** What public pages and `/api` reads show: every cache of this process keeps only its current version. */
  content: ContentVersion;
  /**
   * Runs write effects here and, with REDIS_URL, on the other instances. Writes declare theirs; only what
   * changes content outside a write (SIGUSR2 after SQL by hand) runs one directly.
   */
  effects: WriteEffects;
  /** Pay links' tokens, derived from the server's secret (domain/payments/pay-link.ts). */
  payLinks: PayLinks;
  /** The payment gateway (server/payments/razorpay-client.ts) when online payment is on; refunds go through it. */
  gateway?: PaymentGateway;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    /** The client's address (server/http/client-address.ts), resolved once per request. */
    clientAddress: string;
  };
};
