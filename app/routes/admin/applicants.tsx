import { Link } from "react-router";
import { listApplicants, listJobsWithApplicants } from "../../../domain/careers/applicants.server";
import { applicantFilterFrom, filterQuery } from "../../../domain/console/list-filters";
import {
  APPLICANT_STAGE_LABELS,
  APPLICANT_STAGES,
  type ApplicantStage,
  pageFrom,
} from "../../../domain/console/workflow";
import { formatDayTime } from "../../../domain/format";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { requireStaff } from "../../features/console/require-staff.server";
import { FilterBar, Paging, StatusBadge } from "../../features/console/work-ui";
import type { Route } from "./+types/applicants";

export const meta: Route.MetaFunction = () => consoleMeta("Applicants");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "applications");
  const params = new URL(request.url).searchParams;
  const filter = applicantFilterFrom(params);
  const [jobs, list] = await Promise.all([
    listJobsWithApplicants(context.db),
    listApplicants(context.db, filter, pageFrom(params.get("page"))),
  ]);
  return {
    filter,
    jobs,
    ...list,
  };
}

const STAGE_OPTIONS = APPLICANT_STAGES.map((s) => ({ value: s, label: APPLICANT_STAGE_LABELS[s] }));

type ApplicantsData = Route.ComponentProps["loaderData"];
type Row = ApplicantsData["rows"][number];

export default function Applicants({ loaderData }: Route.ComponentProps) {
  const { filter, jobs, rows } = loaderData;
  const query = filterQuery(filter);
  const jobOptions = [
    ...jobs.jobs.map((job) => ({ value: String(job.id), label: `${job.title} (${job.company})` })),
    { value: "general", label: "General applications" },
  ];
  return (
    <div className="space-y-6">
      <PageTitle>Applicants</PageTitle>
      <FilterBar
        id="applicants"
        exportHref={`/admin/download/applicants.csv?${query}`}
        controls={[
          { name: "q", label: "Name, e-mail or phone", type: "search", value: filter.q },
          { name: "job", label: "Job", type: "select", value: filter.job?.toString(), options: jobOptions },
          { name: "stage", label: "Stage", type: "select", value: filter.stage, options: STAGE_OPTIONS },
        ]}
      />
      <JobsSection jobs={jobs.jobs} />
      <section aria-labelledby="board-heading" className="space-y-3">
        <h2 id="board-heading" className="text-lg font-semibold text-slate-900">
          {filter.job === undefined
            ? "All applicants"
            : (jobOptions.find((o) => o.value === String(filter.job))?.label ?? "Applicants")}
        </h2>
        {rows.length === 0 ? <p className="text-slate-800">No applicants match.</p> : <Board rows={rows} />}
      </section>
      <Paging
        label="Applicant pages"
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
        query={query}
      />
    </div>
  );
}

/** Every job with applicants, with how many are at each stage. */
function JobsSection({ jobs }: { jobs: ApplicantsData["jobs"]["jobs"] }) {
  return (
    <section aria-labelledby="jobs-heading">
      <h2 id="jobs-heading" className="text-lg font-semibold text-slate-900">
        Jobs
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {jobs.map((job) => {
          const total = Object.values(job.stages).reduce((a, b) => a + b, 0);
          return (
            <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <Link to={`?job=${job.id}`} className="font-semibold text-brand underline">
                {job.title}
              </Link>
              <span className="block text-slate-700">
                {job.company} · {job.status === "open" ? "open" : "closed"} · {total}{" "}
                {total === 1 ? "applicant" : "applicants"}
              </span>
              <span className="mt-1 block text-xs text-slate-700">
                {APPLICANT_STAGES.filter((s) => job.stages[s])
                  .map((s) => `${APPLICANT_STAGE_LABELS[s]} ${job.stages[s]}`)
                  .join(" · ")}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The board: this page's applicants in one column per stage (a list on a phone). */
function Board({ rows }: { rows: Row[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-6">
      {APPLICANT_STAGES.map((stage) => {
        const stageRows = rows.filter((row) => row.stage === stage);
        return (
          <section
            key={stage}
            aria-label={APPLICANT_STAGE_LABELS[stage]}
            className="rounded-xl border border-slate-200 bg-slate-100 p-2"
          >
            <h3 className="px-1 pb-2 text-sm font-semibold text-slate-900">
              {APPLICANT_STAGE_LABELS[stage]} ({stageRows.length})
            </h3>
            <ul className="space-y-2">
              {stageRows.map((row) => (
                <ApplicantCard key={row.id} row={row} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ApplicantCard({ row }: { row: Row }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <Link to={`/admin/applicants/${row.id}`} className="font-medium text-brand underline">
        {row.fullName}
      </Link>
      <span className="block text-xs text-slate-700">{row.title}</span>
      <span className="block text-xs text-slate-700">{formatDayTime(row.createdAt)}</span>
      {row.stage === "rejected" && row.rejectionReason && (
        <span className="mt-1 block text-xs text-red-800">{row.rejectionReason}</span>
      )}
      <span className="sr-only">
        <StatusBadge
          status={row.stage}
          label={APPLICANT_STAGE_LABELS[row.stage as ApplicantStage] ?? row.stage}
        />
      </span>
    </li>
  );
}
