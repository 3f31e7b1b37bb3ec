/** Reads and saves the bank and UPI details (settings key `bank-details`), a save audited in its transaction. */
import { eq } from "drizzle-orm";
import { changedFields, recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { settings } from "../db/schema.ts";
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
  const [row] = await db.select().from(settings).where(eq(settings.key, BANK_DETAILS_KEY));
  const parsed = bankDetailsSchema.safeParse({ ...DEFAULT_BANK_DETAILS, ...(row?.value as object) });
  return parsed.success ? parsed.data : DEFAULT_BANK_DETAILS;
}

export async function saveBankDetails(db: Db, actor: Actor, value: BankDetails): Promise<void> {
  const checked = bankDetailsSchema.parse(value);
  await db.transaction(async (tx) => {
    const before = await loadBankDetails(tx);
    await tx
      .insert(settings)
      .values({ key: BANK_DETAILS_KEY, value: checked })
      .onConflictDoUpdate({ target: settings.key, set: { value: checked } });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "settings",
      entityId: BANK_DETAILS_KEY,
      changes: changedFields(before as unknown as Record<string, unknown>, checked),
    });
    // The pay page and the registration proof panel print these details.
    afterCommit(tx, CONTENT_CHANGED);
  });
}
