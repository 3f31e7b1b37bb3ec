import type { Auth } from "./auth/auth.ts";
import type { SetupLink } from "./auth/setup-link.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Logger } from "./http/logger.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { Mail } from "./mail/index.ts";
import type { Storage } from "./storage/storage.ts";

/** What every API route and page loader needs; built once at start-up and passed down, never imported. */
export type Deps = {
  db: Db;
  storage: Storage;
  config: Config;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** Staff sign-in and sessions (server/auth/auth.ts). */
  auth: Auth;
  /** The first administrator's setup link, while there is one (server/auth/setup-link.ts). */
  setupLink: SetupLink;
  /** Sends what submissions put in the outbox; `wake()` after a write asks for it to go out now. */
  mail: Mail;
  /**
   * Call after a write that changes what public pages or `/api` reads show (a console edit): every cache of
   * this process moves to a new content version, and with REDIS_URL every other instance follows.
   */
  contentChanged: () => void;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    secureHeadersNonce?: string;
    /** The client's address (server/http/client-address.ts), resolved once per request. */
    clientAddress: string;
  };
};
