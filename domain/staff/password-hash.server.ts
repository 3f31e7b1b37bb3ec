/**
 * Staff passwords are hashed with argon2id (memory-hard; OWASP's 19 MiB, 2 passes, 1 lane). better-auth uses
 * these two functions too, so a password set by our domain functions signs in through it.
 */
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // A stored value that is not an argon2 hash matches nothing.
    return false;
  }
}
