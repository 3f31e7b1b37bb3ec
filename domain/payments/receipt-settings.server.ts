/** Reads and saves the receipt and GST settings (settings key `receipts`), a save audited in its transaction. */
import { changedFields } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { readSetting, writeSetting } from "../settings/setting-rows.server.ts";
import type { Actor } from "../staff/actor.ts";
import {
  DEFAULT_RECEIPT_SETTINGS,
  RECEIPT_SETTINGS_KEY,
  type ReceiptSettings,
  receiptSettingsSchema,
} from "./receipt-settings.ts";

/** The stored settings over the defaults; the legal name falls back to the company's name in the settings. */
export async function loadReceiptSettings(
  db: Pick<Db, "select">,
  companyName = "",
): Promise<ReceiptSettings> {
  const stored = await readSetting(db, RECEIPT_SETTINGS_KEY);
  const merged = { ...DEFAULT_RECEIPT_SETTINGS, legalName: companyName, ...(stored as object) };
  const parsed = receiptSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : { ...DEFAULT_RECEIPT_SETTINGS, legalName: companyName };
}

export async function saveReceiptSettings(db: Db, actor: Actor, value: ReceiptSettings): Promise<void> {
  const checked = receiptSettingsSchema.parse(value);
  await db.transaction(async (tx) => {
    const before = await loadReceiptSettings(tx);
    await writeSetting(
      tx,
      actor,
      RECEIPT_SETTINGS_KEY,
      checked,
      changedFields(before as unknown as Record<string, unknown>, checked),
    );
  });
}
