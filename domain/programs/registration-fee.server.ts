/** Reads and saves the registration fee (settings key `registration-fee`), a save audited in its transaction. */
import { changedFields } from "../audit/audit.server.ts";
import { REGISTRATION_FEE_MAX_RUPEES } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { readSetting, writeSetting } from "../settings/setting-rows.server.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import { REGISTRATION_FEE_PAISE } from "./pricing.ts";
import { REGISTRATION_FEE_KEY } from "./registration-fee.ts";

/** A stored `{ feePaise }` that is a whole number of paise in range, or null. */
function storedFee(value: unknown): number | null {
  const fee = (value as { feePaise?: unknown } | null | undefined)?.feePaise;
  return typeof fee === "number" &&
    Number.isInteger(fee) &&
    fee >= 0 &&
    fee <= REGISTRATION_FEE_MAX_RUPEES * 100
    ? fee
    : null;
}

/** The fee in paise now: the stored setting, or the default while none (or no valid one) is stored. */
export async function loadRegistrationFeePaise(db: Pick<Db, "select">): Promise<number> {
  return storedFee(await readSetting(db, REGISTRATION_FEE_KEY)) ?? REGISTRATION_FEE_PAISE;
}

export async function saveRegistrationFee(db: Db, actor: Actor, feePaise: number): Promise<void> {
  if (storedFee({ feePaise }) === null) throw new RangeError("registration fee out of range");
  const value = { feePaise };
  await db.transaction(async (tx) => {
    const before = await loadRegistrationFeePaise(tx);
    await writeSetting(tx, actor, REGISTRATION_FEE_KEY, value, changedFields({ feePaise: before }, value));
    // The registration form's options (cached with the content) carry the fee it shows.
    afterCommit(tx, CONTENT_CHANGED);
  });
}
