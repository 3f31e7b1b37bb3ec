/** Reads and saves the bank and UPI details (settings key `bank-details`), a save audited in its transaction. */
import { changedFields } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { readSetting, writeSetting } from "../settings/setting-rows.server.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import {
  BANK_DETAILS_KEY,
  type BankDetails,
  bankDetailsSchema,
  DEFAULT_BANK_DETAILS,
} from "./bank-details.ts";

/** The stored details over the defaults; a stored value that no longer parses reads as none entered. */
export async function loadBankDetails(db: Pick<Db, "select">): Promise<BankDetails> {
  const stored = await readSetting(db, BANK_DETAILS_KEY);
  const parsed = bankDetailsSchema.safeParse({ ...DEFAULT_BANK_DETAILS, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULT_BANK_DETAILS;
}

export async function saveBankDetails(db: Db, actor: Actor, value: BankDetails): Promise<void> {
  const checked = bankDetailsSchema.parse(value);
  await db.transaction(async (tx) => {
    const before = await loadBankDetails(tx);
    await writeSetting(
      tx,
      actor,
      BANK_DETAILS_KEY,
      checked,
      changedFields(before as unknown as Record<string, unknown>, checked),
    );
    // The pay page and the registration proof panel print these details.
    afterCommit(tx, CONTENT_CHANGED);
  });
}
