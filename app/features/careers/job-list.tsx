/**
 * /open-positions: one card per open job (title, company, mode, hours per week) with Share, View More /
 * View Less (one job expanded at a time) and Apply; 'No Openings – Oops!' when there is none.
 */
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { applyHref, hiringStepsList, type Job, jobAnchor } from "../../../domain/careers/job";
import { formatJobDate } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import { parseListField } from "../../../domain/programs/list-fields";
import { buttonStyles } from "../../components/ui/button-styles";
import { ShareButton } from "./share-button";

/** The address of a job's card on this page, e.g. `https://…/open-positions#job-4`. */
export function jobShareUrl(id: number, location: Pick<Location, "origin" | "pathname"> = window.location) {
  return `${location.origin}${location.pathname}#${jobAnchor(id)}`;
}

const orNA = (value: string | null | undefined) => (value?.trim() ? value : MESSAGES.notAvailable);

function hoursLabel(hours: string) {
  return /^\d+(\.\d+)?$/.test(hours.trim()) ? `${hours.trim()} hrs/week` : orNA(hours);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="type-label text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** A list field of the job (responsibilities, perks), shown only when the job has one. */
function JobRows({ label, rows }: { label: string; rows: unknown }) {
  const items = parseListField(rows);
  if (items.length === 0) return null;
  return (
    <div className="sm:col-span-2">
      <dt className="type-label text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-800">
        <ul aria-label={label} className="list-disc space-y-1 pl-5">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows may repeat a title; the order is the identity
            <li key={index}>
              <span className="font-medium">{item.title}</span>
              {item.description && <span className="text-slate-700"> — {item.description}</span>}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

function JobDetails({ job, id }: { job: Job; id: string }) {
  const steps = hiringStepsList(job.hiring_steps);
  return (
    <div id={id} className="mt-5 border-t border-slate-200 pt-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label="Category">{orNA(job.category)}</Fact>
        <Fact label="Education">{orNA(job.education)}</Fact>
        <Fact label="Job Type">{orNA(job.job_type)}</Fact>
        <Fact label="Mode">{orNA(job.mode)}</Fact>
        <Fact label="Hours">{hoursLabel(job.hours)}</Fact>
        <Fact label="Start Date">{formatJobDate(job.start_date)}</Fact>
        <Fact label="Deadline">{formatJobDate(job.deadline)}</Fact>
        <div className="sm:col-span-2">
          <dt className="type-label text-slate-500">Hiring Steps</dt>
          <dd className="mt-1 text-sm text-slate-800">
            {steps.length > 0 ? (
              <ol aria-label="Hiring steps" className="list-decimal space-y-1 pl-5">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : (
              MESSAGES.notAvailable
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="type-label text-slate-500">Description</dt>
          <dd className="mt-1 whitespace-pre-line text-sm leading-relaxed text-slate-700">
            {orNA(job.description)}
          </dd>
        </div>
        <JobRows label="Responsibilities" rows={job.responsibilities} />
        <JobRows label="Perks" rows={job.perks} />
      </dl>
    </div>
  );
}

function JobCard({ job, expanded, onToggle }: { job: Job; expanded: boolean; onToggle: () => void }) {
  const detailsId = `${jobAnchor(job.id)}-details`;
  const headingId = `${jobAnchor(job.id)}-title`;
  return (
    <article
      id={jobAnchor(job.id)}
      aria-labelledby={headingId}
      className="scroll-mt-32 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
    >
      {/* Share stays beside the title on a narrow card: the title wraps, Share never drops to its own line. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="type-title text-slate-900">
            {job.title}
          </h2>
          <p className="mt-1 text-sm font-medium text-brand">{job.company}</p>
        </div>
        <ShareButton
          getUrl={() => jobShareUrl(job.id)}
          title={job.title}
          text={`${job.title} at ${job.company}`}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:border-brand hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Job summary">
        <li className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand">
          <span className="sr-only">Mode: </span>
          {orNA(job.mode)}
        </li>
        <li className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
          <span className="sr-only">Hours per week: </span>
          {hoursLabel(job.hours)}
        </li>
      </ul>
      {expanded && <JobDetails job={job} id={detailsId} />}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          className={buttonStyles.secondary}
        >
          {expanded ? MESSAGES.jobsViewLess : MESSAGES.jobsViewMore}
          <span className="sr-only"> about {job.title}</span>
        </button>
        <Link to={applyHref(job)} className={buttonStyles.primary}>
          {MESSAGES.jobsApply}
          <span className="sr-only"> for {job.title}</span>
        </Link>
      </div>
    </article>
  );
}

export function JobList({ jobs }: { jobs: Job[] }) {
  const [expandedId, setExpandedId] = useState<number | null>(null);

  // A shared link (`#job-4`) opens that job's details, on load and when the address's fragment changes.
  useEffect(() => {
    const openFromHash = () => {
      const match = /^#job-(\d+)$/.exec(window.location.hash);
      if (match) setExpandedId(Number(match[1]));
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);

  if (jobs.length === 0) {
    return (
      <div className="rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-slate-200">
        <p className="type-headline text-slate-900">{MESSAGES.noOpenings}</p>
        <p className="mt-2 text-slate-600">New roles open regularly. Please check back soon.</p>
      </div>
    );
  }

  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          expanded={expandedId === job.id}
          onToggle={() => setExpandedId((current) => (current === job.id ? null : job.id))}
        />
      ))}
    </div>
  );
}
