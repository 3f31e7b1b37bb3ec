/** Staff sign-in's dependencies for integration tests of it (server/auth/): the database's, nothing else. */
import type { Db } from "../../domain/db/db.ts";
import { createAuth } from "../../server/auth/auth.ts";
import { NO_SETUP_LINK } from "../../server/auth/setup-link.ts";
import type { StaffAuthDeps } from "../../server/auth/staff-auth.ts";
import { createRateLimiter, DEFAULT_RATE_LIMITS } from "../../server/http/rate-limit.ts";

/** A fixed secret, the default limits with room for a test's posts, and no setup link. */
export function staffAuthDeps(db: Db): StaffAuthDeps {
  return {
    db,
    auth: createAuth({ db, secret: "s".repeat(40), siteUrl: "http://localhost:3000" }),
    rateLimiter: createRateLimiter({ post: { points: 100, durationSeconds: 60 }, ...DEFAULT_RATE_LIMITS }),
    setupLink: NO_SETUP_LINK,
  };
}
