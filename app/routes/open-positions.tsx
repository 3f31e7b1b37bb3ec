import type { Job } from "../../domain/careers/job";
import { listOpenJobs } from "../../domain/careers/jobs.server";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { JobList } from "../features/careers/job-list";
import { siteUrlFromMatches } from "../features/company/site-url";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/open-positions";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Open Positions | Careers at Nexora Technologies",
    description:
      "Current job openings at Nexora Technologies and its hiring partners: see the role, mode, hours and hiring steps, share a job or apply with your resume.",
    path: "/open-positions",
    siteUrl: siteUrlFromMatches(matches),
  });
}

/** A failure to read the jobs is only logged; the page then shows 'No Openings – Oops!' (spec section 8). */
export async function loader({ context }: Route.LoaderArgs): Promise<{ jobs: Job[] }> {
  try {
    return { jobs: await listOpenJobs(context.db) };
  } catch (error) {
    context.logger.error("jobs list failed", {
      requestId: context.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { jobs: [] };
  }
}

export default function OpenPositions({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
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
