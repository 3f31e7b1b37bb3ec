/**
 * Retention (docs/product/console.md#screens, Personal data): enquiries and job applications older than the months an
 * admin sets are erased by a job that every app process runs on an interval. Runs are safe on one instance or
 * many: each run takes a transaction-scoped advisory lock with `pg_try_advisory_xact_lock`, so while one
 * process erases, the others skip that round instead of waiting or erasing the same rows; the lock ends with
 * the transaction, even when the process dies. Rows go in that transaction with one audit row; resume files
 * are removed after the commit.
 */
import { inArray, lt, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import { deleteNotesAbout } from "../console/notes.server.ts";
import type { Db } from "../db/db.ts";
import {
  careerEnquiries,
  consents,
  contactMessages,
  jobApplications,
  outbox,
  serviceEnquiries,
} from "../db/schema.ts";
import { readSetting, writeSetting } from "../settings/setting-rows.server.ts";
import type { Actor } from "../staff/actor.ts";
import type { Storage } from "../storage.ts";
import { removeFiles } from "./personal-data.server.ts";
import { DEFAULT_RETENTION, type Retention, retentionSchema } from "./privacy.schema.ts";

export async function loadRetention(db: Db): Promise<Retention> {
  const parsed = retentionSchema.safeParse((await readSetting(db, "retention")) ?? {});
  return parsed.success ? parsed.data : DEFAULT_RETENTION;
}

export async function saveRetention(db: Db, actor: Actor, value: Retention): Promise<void> {
  const before = await loadRetention(db);
  await db.transaction(async (tx) => {
    const changes: Record<string, [unknown, unknown]> = {};
    for (const key of ["enquiriesMonths", "applicationsMonths"] as const)
      if (before[key] !== value[key]) changes[key] = [before[key], value[key]];
    await writeSetting(tx, actor, "retention", value, changes);
  });
}

/** One number for the retention job's advisory lock, the same in every process ("retn" in ASCII). */
const RETENTION_LOCK = 0x7265_746e;

/** The day `months` months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface RetentionRun {
  /** Another process held the lock: this one did nothing. */
  skipped: boolean;
  erased: {
    careerEnquiries: number;
    serviceEnquiries: number;
    contactMessages: number;
    jobApplications: number;
  };
  filesLeft: string[];
}

const NOTHING = { careerEnquiries: 0, serviceEnquiries: 0, contactMessages: 0, jobApplications: 0 };

/** Erases what is older than the retention settings allow; see the module comment for safety. */
export async function runRetention(db: Db, storage: Storage, now = new Date()): Promise<RetentionRun> {
  const retention = await loadRetention(db);
  if (retention.enquiriesMonths === null && retention.applicationsMonths === null)
    return { skipped: false, erased: NOTHING, filesLeft: [] };
  const outcome = await db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`);
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
    const erased = { ...NOTHING };
    const records: [string, string[]][] = [];
    let files: string[] = [];
    if (retention.enquiriesMonths !== null) {
      const cutoff = monthsBefore(now, retention.enquiriesMonths);
      for (const [name, table, key, kind] of [
        ["career_enquiries", careerEnquiries, "careerEnquiries", "career"],
        ["service_enquiries", serviceEnquiries, "serviceEnquiries", "services"],
      ] as const) {
        const gone = await tx.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id });
        erased[key] = gone.length;
        records.push([name, gone.map((row) => String(row.id))]);
        await deleteNotesAbout(
          tx,
          "enquiry",
          gone.map((row) => `${kind}:${row.id}`),
        );
      }
      const messages = await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, cutoff))
        .returning({ id: contactMessages.id, source: contactMessages.source });
      erased.contactMessages = messages.length;
      records.push(["contact_messages", messages.map((row) => String(row.id))]);
      await deleteNotesAbout(
        tx,
        "enquiry",
        messages.map((row) => `${row.source}:${row.id}`),
      );
    }
    if (retention.applicationsMonths !== null) {
      const cutoff = monthsBefore(now, retention.applicationsMonths);
      const gone = await tx
        .delete(jobApplications)
        .where(lt(jobApplications.createdAt, cutoff))
        .returning({ id: jobApplications.id, resumePath: jobApplications.resumePath });
      erased.jobApplications = gone.length;
      records.push(["job_applications", gone.map((row) => String(row.id))]);
      await deleteNotesAbout(
        tx,
        "job-application",
        gone.map((row) => String(row.id)),
      );
      files = gone.map((row) => row.resumePath);
    }
    // Their consents and mail go with them.
    for (const [name, ids] of records) {
      if (!ids.length) continue;
      for (const table of [consents, outbox])
        await tx.delete(table).where(sql`${table.recordTable} = ${name} and ${inArray(table.recordId, ids)}`);
    }
    if (Object.values(erased).some(Boolean))
      await recordAudit(tx, null, {
        action: "erase",
        entity: "personal-data",
        changes: { reason: "retention", records: erased, retention },
      });
    return { erased, files };
  });
  if (!outcome) return { skipped: true, erased: NOTHING, filesLeft: [] };
  return { skipped: false, erased: outcome.erased, filesLeft: await removeFiles(storage, outcome.files) };
}
