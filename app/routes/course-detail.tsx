import { data, redirect, useNavigation } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { upcomingBatches } from "../features/programs/batch-list.server";
import { CourseDetailView } from "../features/programs/course-detail-view";
import { programDetailMeta, programWithSeo } from "../features/programs/detail-meta";
import { DetailError, DetailLoading, DetailNotFound } from "../features/programs/detail-states";
import { programPageAction } from "../features/programs/waitlist-action.server";
import { courseLd } from "../lib/json-ld-builders.server";
import { siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/course-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const course = await context.reads.getCourseBySlug(params.slug);
    const path = `/created-courses-web/${encodeURIComponent(course.slug)}`;
    const [batches, seo] = await Promise.all([
      upcomingBatches(context, "course", course.id),
      context.reads.getPageSeo("course", course.id),
    ]);
    return {
      state: "found" as const,
      course,
      batches,
      seo,
      jsonLd: [courseLd(context.config.siteUrl, path, programWithSeo(course, seo), batches)],
    };
  } catch (error) {
    if (error instanceof NotFoundError) {
      // A renamed course keeps its old addresses: a permanent redirect to where it is now.
      const moved = await context.reads.findMovedProgram("course", params.slug);
      if (moved) throw redirect(`/created-courses-web/${encodeURIComponent(moved)}`, 308);
      return data({ state: "not-found" as const }, { status: 404 });
    }
    context.sectionFailed("course detail failed", error);
    return data({ state: "error" as const, message: MESSAGES.serviceUnavailable }, { status: 503 });
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const found = loaderData?.state === "found" ? loaderData : undefined;
  return programDetailMeta("course", {
    program: found?.course,
    notFound: loaderData?.state === "not-found",
    slug: params.slug,
    siteUrl: siteUrlOf(matches),
    jsonLd: found?.jsonLd,
    seo: found?.seo,
  });
}

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase().startsWith("/created-courses-web/");
  return (
    <main id="main">
      {loading && <DetailLoading />}
      {loaderData.state === "found" ? (
        <CourseDetailView course={loaderData.course} batches={loaderData.batches} />
      ) : loaderData.state === "not-found" ? (
        <DetailNotFound
          message={MESSAGES.noCourseFound}
          listHref="/learning-opportunities"
          listLabel={MESSAGES.coursesListTitle}
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
  return programPageAction(args, "course", args.params.slug);
}
