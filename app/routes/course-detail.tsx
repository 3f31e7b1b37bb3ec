import { data, useNavigation } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { getCourseBySlug } from "../../domain/programs/programs.server";
import { CourseDetailView } from "../features/programs/course-detail-view";
import { DetailError, DetailLoading, DetailNotFound } from "../features/programs/detail-states";
import { siteUrlOf } from "../features/programs/route-meta";
import { mediaUrl } from "../lib/media";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/course-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const course = await getCourseBySlug(context.db, params.slug);
    return { state: "found" as const, course };
  } catch (error) {
    if (error instanceof NotFoundError) return data({ state: "not-found" as const }, { status: 404 });
    context.logger.error("course detail failed", { requestId: context.requestId, error: String(error) });
    return data({ state: "error" as const, message: MESSAGES.serviceUnavailable }, { status: 503 });
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const course = loaderData?.state === "found" ? loaderData.course : null;
  return pageMeta({
    title: course
      ? `${course.title} | Nexora Technologies`
      : `${MESSAGES.noCourseFound} | Nexora Technologies`,
    description: course?.description?.slice(0, 160) || "Courses at Nexora Technologies.",
    path: `/created-courses-web/${params.slug}`,
    image: course?.banner_image_path ? mediaUrl(course.banner_image_path) : undefined,
    siteUrl: siteUrlOf(matches),
  });
}

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase().startsWith("/created-courses-web/");
  return (
    <main>
      {loading && <DetailLoading />}
      {loaderData.state === "found" ? (
        <CourseDetailView course={loaderData.course} />
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
