/** Jobs as the API and pages carry them (docs/product/content.md), and small helpers shared by the job pages. */

export interface Job {
  id: number;
  title: string;
  company: string;
  mode: string;
  hours: string;
  category: string;
  education: string;
  /** Comma-separated, as the spec's API carries it. */
  hiring_steps: string;
  job_type: string;
  /** Calendar dates `yyyy-mm-dd`, or null. */
  start_date: string | null;
  deadline: string | null;
  description: string;
  /** Ordered rows edited in the console (`{ title, description? }` or text); empty for jobs without them. */
  responsibilities?: unknown[];
  perks?: unknown[];
}

/** `"Aptitude test, Technical interview , HR"` -> `["Aptitude test", "Technical interview", "HR"]`. */
export function hiringStepsList(steps: string | null | undefined): string[] {
  return (steps ?? "")
    .split(",")
    .map((step) => step.trim())
    .filter(Boolean);
}

/** The application form's address for a job: `/opening-forms?jobId=..&title=..&company=..&hours=..&deadline=..`. */
export function applyHref(job: Pick<Job, "id" | "title" | "company" | "hours" | "deadline">): string {
  const query = new URLSearchParams({
    jobId: String(job.id),
    title: job.title,
    company: job.company,
    hours: job.hours,
    deadline: job.deadline ?? "",
  });
  return `/opening-forms?${query.toString()}`;
}

/** The element id of a job's card on /open-positions (shared links point at `#job-{id}`). */
export const jobAnchor = (id: number) => `job-${id}`;
