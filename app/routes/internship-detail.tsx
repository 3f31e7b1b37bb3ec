import { data, redirect, useNavigation } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { upcomingBatches } from "../features/programs/batch-list.server";
import { programDetailMeta, programWithSeo } from "../features/programs/detail-meta";
import { DetailError, DetailLoading, DetailNotFound } from "../features/programs/detail-states";
import { InternshipDetailView } from "../features/programs/internship-detail-view";
import { programPageAction } from "../features/programs/waitlist-action.server";
import { courseLd } from "../lib/json-ld-builders.server";
import { siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/internship-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const internship = await context.reads.getInternshipBySlug(params.slug);
    const path = `/created-internships-web/${encodeURIComponent(internship.slug)}`;
    const [batches, seo] = await Promise.all([
      upcomingBatches(context, "internship", internship.id),
      context.reads.getPageSeo("internship", internship.id),
    ]);
    return {
      state: "found" as const,
      internship,
      batches,
      seo,
      jsonLd: [courseLd(context.config.siteUrl, path, programWithSeo(internship, seo), batches)],
    };
  } catch (error) {
    if (error instanceof NotFoundError) {
      // A renamed internship keeps its old addresses: a permanent redirect to where it is now.
      const moved = await context.reads.findMovedProgram("internship", params.slug);
      if (moved) throw redirect(`/created-internships-web/${encodeURIComponent(moved)}`, 308);
      return data({ state: "not-found" as const }, { status: 404 });
    }
    context.sectionFailed("internship detail failed", error);
    return data({ state: "error" as const, message: MESSAGES.serviceUnavailable }, { status: 503 });
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const found = loaderData?.state === "found" ? loaderData : undefined;
  return programDetailMeta("internship", {
    program: found?.internship,
    notFound: loaderData?.state === "not-found",
    slug: params.slug,
    siteUrl: siteUrlOf(matches),
    jsonLd: found?.jsonLd,
    seo: found?.seo,
  });
}

export default function InternshipDetailPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase().startsWith("/created-internships-web/");
  return (
    <main id="main">
      {loading && <DetailLoading />}
      {loaderData.state === "found" ? (
        <InternshipDetailView internship={loaderData.internship} batches={loaderData.batches} />
      ) : loaderData.state === "not-found" ? (
        <DetailNotFound
          message={MESSAGES.noInternshipFound}
          listHref="/career-opportunities"
          listLabel={MESSAGES.internshipsListTitle}
        />
      ) : (
        <DetailError message={loaderData.message} />
      )}
    </main>
  );
}

/**
 * The page's forms post here, with JavaScript and without: the enquiry form (features/sidebar/
 * enquiry-action.server.ts) and a full batch's waiting list (features/programs/waitlist-action.server.ts).
 */
export function action(args: Route.ActionArgs) {
  return programPageAction(args, "internship", args.params.slug);
}
