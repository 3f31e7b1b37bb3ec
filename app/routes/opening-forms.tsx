import { Link } from "react-router";
import { MESSAGES } from "../../domain/messages";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { applicationAction } from "../features/careers/apply-action.server";
import { type ApplicationReply, JobApplicationForm } from "../features/careers/job-application-form";
import { JobHeader } from "../features/careers/job-header";
import type { PageHandle } from "../lib/page-handle";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/opening-forms";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: ["jobId", "title", "company", "hours", "deadline"] };

/** A form for the job named in the query: not a page of its own for search engines (noindex, no sitemap). */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = !loaderData?.jobId
    ? MESSAGES.generalApplication
    : loaderData.title
      ? `Apply: ${loaderData.title}`
      : "Job Application";
  return pageMeta({
    title: `${title} | Nexora Technologies`,
    description:
      "Apply for an open position at Nexora Technologies: your details, skills, experience and resume.",
    path: "/opening-forms",
    siteUrl: siteUrlOf(matches),
    noindex: true,
    breadcrumbs: [
      { name: "Open Positions", path: "/open-positions" },
      { name: "Apply", path: "/opening-forms" },
    ],
  });
}

/** The job comes from the query (`jobId`, `title`, `company`, `hours`, `deadline`), as the Apply links send it. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const read = (name: string) => query.get(name)?.trim().slice(0, 200) ?? "";
  return {
    jobId: /^\d{1,9}$/.test(read("jobId")) ? read("jobId") : "",
    title: read("title"),
    company: read("company"),
    hours: read("hours"),
    deadline: read("deadline"),
  };
}

/**
 * The form's one door, with JavaScript and without (multipart, read as a stream): stored, or shown again
 * with its errors.
 */
export function action({ context, request }: Route.ActionArgs) {
  return applicationAction(context, request);
}

/**
 * With JavaScript: a post that got no answer of the action's (offline, a rate limit or body limit in front of
 * it, a failure of ours) is the form's failure ('❌ Failed to submit application.'), not the error screen.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ApplicationReply> {
  try {
    return (await serverAction()) as ApplicationReply;
  } catch {
    return { submitted: false, result: { status: "error", error: {} } };
  }
}

/** The action's Retry-After (uploads paused) reaches the page's answer. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function OpeningForms({ loaderData, actionData }: Route.ComponentProps) {
  const job = loaderData;
  // Without a job the application is a general one, and the page says so (the server stores it as such).
  const general = !job.jobId;
  return (
    <main id="main">
      <PageHero
        tone="ink"
        title={general ? MESSAGES.generalApplication : job.title || "Job Application"}
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Open Positions", to: "/open-positions" },
          { label: "Apply" },
        ]}
      >
        {general ? (
          <p className="mt-6 max-w-2xl text-white/90" data-testid="general-application-note">
            {MESSAGES.generalApplicationNote}{" "}
            <Link to="/open-positions" className="font-semibold text-white underline underline-offset-4">
              {MESSAGES.generalApplicationLink}
            </Link>
          </p>
        ) : (
          <JobHeader
            title={job.title}
            showTitle={!job.title}
            company={job.company}
            hours={job.hours}
            deadline={job.deadline}
          />
        )}
      </PageHero>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <JobApplicationForm
            key={job.jobId || job.title}
            job={
              general
                ? { jobId: "", title: "", company: "" }
                : { jobId: job.jobId, title: job.title, company: job.company }
            }
            reply={actionData}
          />
        </div>
      </Container>
    </main>
  );
}
