import { type Job, jobAnchor } from "../../domain/careers/job";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { JobList } from "../features/careers/job-list";
import type { JsonLd } from "../lib/json-ld";
import { jobPostingLd } from "../lib/json-ld-builders.server";
import { pageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/open-positions";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  return pageMeta({
    title: "Open Positions | Careers at Nexora Technologies",
    description:
      "Current job openings at Nexora Technologies and its hiring partners: see the role, mode, hours and hiring steps, share a job or apply with your resume.",
    path: "/open-positions",
    siteUrl,
    breadcrumbs: [{ name: "Open Positions", path: "/open-positions" }],
    jsonLd: loaderData?.jsonLd,
  });
}

/** A failure to read the jobs is only logged; the page then shows 'No Openings – Oops!' (docs/product/messages.md). */
export async function loader({ context }: Route.LoaderArgs): Promise<{ jobs: Job[]; jsonLd?: JsonLd[] }> {
  try {
    // When each job was published: only its structured data (JobPosting datePosted) needs it.
    const [jobs, postedAt] = await Promise.all([
      context.reads.listOpenJobs(),
      context.reads.listOpenJobPostedDates(),
    ]);
    const jsonLd = jobs.map((job) =>
      jobPostingLd(
        context.config.siteUrl,
        { ...job, posted_at: postedAt[job.id] ?? null },
        `/open-positions#${jobAnchor(job.id)}`,
      ),
    );
    return { jobs, jsonLd };
  } catch (error) {
    context.sectionFailed("jobs list failed", error);
    return { jobs: [] };
  }
}

export default function OpenPositions({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        tone="ink"
        title="Open Positions"
        lead="Join a team that builds software and trains the next generation of developers. Find a role that fits you and apply in minutes."
        crumbs={[{ label: "Home", to: "/" }, { label: "Open Positions" }]}
      />
      <Container className="py-12 sm:py-16">
        <JobList jobs={loaderData.jobs} />
      </Container>
    </main>
  );
}
