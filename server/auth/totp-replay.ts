/**
 * An authenticator code signs in once. better-auth accepts the code of the current 30-second step and of the
 * steps on either side, however often it is sent; RFC 6238 (§5.2) asks that a verifier refuse a code it has
 * accepted before. After better-auth has accepted a code, we find which step it belongs to and move the
 * account's `last_totp_step` (in the database, so every instance sees it) forward to it in one conditional
 * UPDATE: a second sign-in with that code, or with an older one, finds nothing to move and is refused.
 */
import { createHmac } from "node:crypto";
import { type SecretConfig, symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../domain/db/db.ts";
import { staffTwoFactors } from "../../domain/db/schema.ts";

/** better-auth's TOTP settings (its defaults, which we keep): 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** RFC 4226's code of one counter, keyed as better-auth keys it (the secret's UTF-8 bytes). */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * The step a code belongs to among those better-auth accepts (one either side of now), plus one more behind
 * in case the step changed between its check and ours; the newest that matches. Null: no match.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current + 1; step >= current - 2; step--) if (hotp(secret, step) === code) return step;
  return null;
}

/**
 * Records that `code` was used by `userId`; false when it (or a later code) was used already, or the code
 * matches no step (then it cannot be told apart from a replay, so it is refused too).
 */
export async function claimTotpCode(
  db: Db,
  /** better-auth's key for secrets at rest (`(await auth.$context).secretConfig`). */
  authSecret: string | SecretConfig,
  userId: string,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  if (!row) return false;
  // Our secrets are better-auth's own random strings (never imported `base32:` ones), used as UTF-8 bytes.
  const secret = await symmetricDecrypt({ key: authSecret, data: row.secret });
  const step = stepOfCode(secret, code);
  if (step === null) return false;
  const claimed = await db
    .update(staffTwoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(staffTwoFactors.userId, userId),
        or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ userId: staffTwoFactors.userId });
  return claimed.length > 0;
}
