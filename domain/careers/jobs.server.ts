/**
 * Job reads and the job application: the resume is stored privately, then the row and its consent in one
 * transaction; never half of it.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { jobApplications, jobs } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import { MESSAGES } from "../messages.ts";
import type { Storage } from "../storage.ts";
import { recordSubmission } from "../submissions.server.ts";
import type { JobApplication } from "./application.schema.ts";
import type { Job } from "./job.ts";

/** Open jobs, soonest deadline first (jobs without a deadline last), for GET /api/jobs and /open-positions. */
export async function listOpenJobs(db: Db): Promise<Job[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      mode: jobs.mode,
      hours: jobs.hours,
      category: jobs.category,
      education: jobs.education,
      hiring_steps: jobs.hiringSteps,
      job_type: jobs.jobType,
      start_date: jobs.startDate,
      deadline: jobs.deadline,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      perks: jobs.perks,
    })
    .from(jobs)
    .where(eq(jobs.status, "open"))
    .orderBy(sql`${jobs.deadline} asc nulls last`, asc(jobs.id));
}

/** An open job's title and company, or null when the job is closed or unknown. */
export async function findOpenJob(db: Db, id: number): Promise<{ title: string; company: string } | null> {
  const [job] = await db
    .select({ title: jobs.title, company: jobs.company })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.status, "open")))
    .limit(1);
  return job ?? null;
}

export interface StoredResume {
  bytes: Buffer;
  originalName: string;
  extension: string;
  mimeType: string;
}

/**
 * Stores an application whose fields and resume have been checked: refuses a job that is not open, saves the
 * resume under a generated private name, then inserts the row. If the insert fails the file is removed.
 * The stored title and company are the job's own; an application without a job is stored as a general
 * application (its title says so, no company).
 */
export async function submitJobApplication(
  { db, storage }: { db: Db; storage: Storage },
  input: JobApplication,
  resume: StoredResume,
): Promise<void> {
  const job = input.jobId === undefined ? null : await findOpenJob(db, input.jobId);
  if (input.jobId !== undefined && !job) throw new RuleError(MESSAGES.jobNoLongerOpen, ["jobId"]);

  const resumePath = await storage.savePrivate("resumes", resume.bytes, resume.extension);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobApplications)
        .values({
          jobId: input.jobId ?? null,
          title: job?.title ?? MESSAGES.generalApplication,
          company: job?.company ?? "",
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          altPhone: input.altPhone ?? null,
          address: input.address ?? null,
          permanentAddress: input.permanentAddress ?? null,
          qualification: input.qualification,
          qualificationOther: input.qualificationOther ?? null,
          skills: input.skills,
          experience: input.experience,
          status: input.status ?? null,
          mode: input.mode ?? null,
          hasNoticePeriod: input.hasNoticePeriod ?? null,
          noticePeriod: input.noticePeriod ?? null,
          resumePath,
          resumeOriginalName: resume.originalName,
          resumeMimeType: resume.mimeType,
          resumeSize: resume.bytes.length,
        })
        .returning({ id: jobApplications.id });
      await recordSubmission(tx, {
        form: "job-application",
        email: input.email,
        phone: input.phone,
        recordTable: "job_applications",
        recordId: row!.id,
      });
    });
  } catch (error) {
    await storage.removePrivate(resumePath).catch(() => undefined);
    throw error;
  }
}
