/** Reads and saves the console's settings; a save writes its changed fields to the audit log in one transaction. */
import { eq, inArray } from "drizzle-orm";
import { changedFields, recordAudit } from "../audit/audit.server.ts";
import type { Db } from "../db/db.ts";
import { settings } from "../db/schema.ts";
import type { Actor } from "../staff/actor.ts";
import { afterCommit, CONTENT_CHANGED } from "../write-effects.ts";
import {
  type CompanyDetails,
  companySchema,
  DEFAULT_COMPANY,
  DEFAULT_NOTIFY,
  NOTIFY_KINDS,
  type NotifyKind,
  type NotifyRecipients,
  notifySchema,
} from "./settings.schema.ts";

export interface SiteSettings {
  company: CompanyDetails;
  notify: NotifyRecipients;
}

/** The stored settings over their defaults; a stored value that no longer parses falls back to the default. */
export async function loadSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ["company", "notify"]));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const company = companySchema.safeParse({ ...DEFAULT_COMPANY, ...(stored.company as object) });
  const notify = notifySchema.safeParse(
    Object.fromEntries(
      Object.entries({ ...DEFAULT_NOTIFY, ...(stored.notify as object) }).map(([kind, list]) => [
        kind,
        Array.isArray(list) ? list.join(",") : "",
      ]),
    ),
  );
  return {
    company: company.success ? company.data : DEFAULT_COMPANY,
    notify: notify.success ? notify.data : DEFAULT_NOTIFY,
  };
}

export async function saveSetting<K extends keyof SiteSettings>(
  db: Db,
  actor: Actor,
  key: K,
  value: SiteSettings[K],
): Promise<void> {
  const before = (await loadSettings(db))[key];
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key));
    if (existing) await tx.update(settings).set({ value }).where(eq(settings.key, key));
    else await tx.insert(settings).values({ key, value });
    const flatten = (v: object) =>
      Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Array.isArray(x) ? x.join(", ") : x]));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "settings",
      entityId: key,
      changes: changedFields(flatten(before), flatten(value)),
    });
    // The header, footer and contact page show the company's details: every page and read moves on.
    if (key === "company") afterCommit(tx, CONTENT_CHANGED);
  });
}

/** Which setting names the staff for a kind of submission: chat and contact-form messages share one list. */
function notifyKindOf(kind: string): NotifyKind | null {
  if (kind === "chat" || kind === "enquiry") return "contact";
  return (NOTIFY_KINDS as readonly string[]).includes(kind) ? (kind as NotifyKind) : null;
}

/** The staff to notify of a submission of `kind`: the console's list for it, else `fallback` (NOTIFY_EMAIL). */
export async function staffToNotify(db: Db, kind: string, fallback: readonly string[]): Promise<string[]> {
  const key = notifyKindOf(kind);
  const chosen = key ? (await loadSettings(db)).notify[key] : [];
  return chosen.length > 0 ? chosen : [...fallback];
}
