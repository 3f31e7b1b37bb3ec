/** Reads and saves the receipt and GST settings (settings key `receipts`), a save audited in its transaction. */
import { eq } from "drizzle-orm";
import { changedFields, recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { settings } from "../db/schema.ts";
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
  const [row] = await db.select().from(settings).where(eq(settings.key, RECEIPT_SETTINGS_KEY));
  const merged = { ...DEFAULT_RECEIPT_SETTINGS, legalName: companyName, ...(row?.value as object) };
  const parsed = receiptSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : { ...DEFAULT_RECEIPT_SETTINGS, legalName: companyName };
}

export async function saveReceiptSettings(db: Db, actor: Actor, value: ReceiptSettings): Promise<void> {
  const checked = receiptSettingsSchema.parse(value);
  await db.transaction(async (tx) => {
    const before = await loadReceiptSettings(tx);
    await tx
      .insert(settings)
      .values({ key: RECEIPT_SETTINGS_KEY, value: checked })
      .onConflictDoUpdate({ target: settings.key, set: { value: checked } });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "settings",
      entityId: RECEIPT_SETTINGS_KEY,
      changes: changedFields(before as unknown as Record<string, unknown>, checked),
    });
  });
}
