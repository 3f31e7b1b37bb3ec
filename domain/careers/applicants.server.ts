/**
 * Applicants in the console (docs/product/console.md#screens): per job, by stage; stage changes (a rejection with its
 * reason) and notes in the history; the resume read through the storage interface, each opening audited.
 */
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server.ts";
import { consoleListPage } from "../console/list-page.server.ts";
import { personSearch } from "../console/list-search.server.ts";
import { addNote, listNotes, writeNote } from "../console/notes.server.ts";
import { APPLICANT_STAGE_LABELS, type ApplicantStage, WORKFLOW_MESSAGES } from "../console/workflow.ts";
import type { Db } from "../db/db.ts";
import { jobApplications, jobs } from "../db/schema.ts";
import { NotFoundError } from "../errors.ts";
import { keysetPages } from "../exports/csv-writer.ts";
import type { Actor } from "../staff/actor.ts";
import type { Storage } from "../storage.ts";

/** Jobs with how many applications each has per stage; `jobId` null: general applications. */
export async function listJobsWithApplicants(db: Db) {
  const [allJobs, counts] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, status: jobs.status })
      .from(jobs)
      .orderBy(desc(jobs.id)),
    db
      .select({ jobId: jobApplications.jobId, stage: jobApplications.stage, n: count() })
      .from(jobApplications)
      .groupBy(jobApplications.jobId, jobApplications.stage),
  ]);
  const byJob = new Map<number | null, Record<string, number>>();
  for (const row of counts) {
    const stages = byJob.get(row.jobId) ?? {};
    stages[row.stage] = row.n;
    byJob.set(row.jobId, stages);
  }
  return {
    jobs: allJobs.map((job) => ({ ...job, stages: byJob.get(job.id) ?? {} })),
    general: byJob.get(null) ?? {},
  };
}

export interface ApplicantFilter {
  /** A job id, or `general` for applications without a job. */
  job?: number | "general";
  stage?: ApplicantStage;
  q?: string;
}

function applicantWhere(filter: ApplicantFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.job === "general") where.push(isNull(jobApplications.jobId));
  else if (filter.job !== undefined) where.push(eq(jobApplications.jobId, filter.job));
  if (filter.stage) where.push(eq(jobApplications.stage, filter.stage));
  const q = filter.q?.trim();
  if (q) {
    const { fullName: name, email, phone } = jobApplications;
    where.push(personSearch(q, { name, email, phone }));
  }
  return where.length ? and(...where) : undefined;
}

const listColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  title: jobApplications.title,
  fullName: jobApplications.fullName,
  email: jobApplications.email,
  phone: jobApplications.phone,
  qualification: jobApplications.qualification,
  experience: jobApplications.experience,
  stage: jobApplications.stage,
  rejectionReason: jobApplications.rejectionReason,
  createdAt: jobApplications.createdAt,
};

export async function listApplicants(db: Db, filter: ApplicantFilter, page = 1) {
  const where = applicantWhere(filter);
  return consoleListPage(
    db.select(listColumns).from(jobApplications).where(where).orderBy(desc(jobApplications.id)),
    db.select({ n: count() }).from(jobApplications).where(where),
    page,
  );
}

export async function getApplicant(db: Db, id: number) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id)).limit(1);
  if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
  const { resumePath: _path, ...application } = row;
  return { application, history: await listNotes(db, "job-application", String(id)) };
}

/** Any stage may follow any other (a board is worked back and forth); a rejection carries its reason. */
export async function changeApplicantStage(
  db: Db,
  actor: Actor,
  id: number,
  input: { stage: ApplicantStage; reason?: string; note?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stage: jobApplications.stage, reason: jobApplications.rejectionReason })
      .from(jobApplications)
      .where(eq(jobApplications.id, id))
      .for("update");
    if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
    const reason = input.stage === "rejected" ? (input.reason ?? "") : null;
    if (row.stage === input.stage && row.reason === reason) return;
    await tx
      .update(jobApplications)
      .set({ stage: input.stage, rejectionReason: reason })
      .where(eq(jobApplications.id, id));
    const body = [reason ? `Reason: ${reason}` : "", input.note ?? ""].filter(Boolean).join("\n");
    await writeNote(tx, actor, "job-application", String(id), body, { from: row.stage, to: input.stage });
    await recordAudit(tx, actor, {
      action: "status-change",
      entity: "job-application",
      entityId: String(id),
      changes: {
        stage: [row.stage, input.stage],
        ...(reason ? { rejectionReason: [row.reason, reason] } : {}),
      },
    });
  });
}

export async function addApplicantNote(db: Db, actor: Actor, id: number, body: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
    await addNote(tx, actor, "job-application", String(id), body);
  });
}

/**
 * The resume's bytes through the storage interface, with its audit row written first: an opening that is not
 * recorded does not happen.
 */
export async function openResume(db: Db, storage: Storage, actor: Actor, id: number) {
  const [row] = await db
    .select({
      path: jobApplications.resumePath,
      name: jobApplications.resumeOriginalName,
      mimeType: jobApplications.resumeMimeType,
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(WORKFLOW_MESSAGES.notFound);
  await recordAudit(db, actor, { action: "resume-open", entity: "job-application", entityId: String(id) });
  return { bytes: await storage.readPrivate(row.path), name: row.name, mimeType: row.mimeType };
}

export const APPLICANT_CSV_HEADER = [
  "Application id",
  "Applied (India time)",
  "Job",
  "Name",
  "E-mail",
  "Phone",
  "Qualification",
  "Experience",
  "Stage",
  "Rejection reason",
];

export function applicantExportPages(db: Db, filter: ApplicantFilter, size = 500) {
  const where = applicantWhere(filter);
  return keysetPages(
    (after: number | null, limit) =>
      db
        .select(listColumns)
        .from(jobApplications)
        .where(and(where, after === null ? undefined : sql`${jobApplications.id} < ${after}`))
        .orderBy(desc(jobApplications.id))
        .limit(limit),
    (row) => row.id,
    size,
  );
}

export function applicantCsvCells(row: {
  id: number;
  createdAt: Date;
  title: string;
  fullName: string;
  email: string;
  phone: string;
  qualification: string;
  experience: string;
  stage: string;
  rejectionReason: string | null;
}) {
  return [
    row.id,
    row.createdAt,
    row.title,
    row.fullName,
    row.email,
    row.phone,
    row.qualification,
    row.experience,
    APPLICANT_STAGE_LABELS[row.stage as ApplicantStage] ?? row.stage,
    row.rejectionReason ?? "",
  ];
}
