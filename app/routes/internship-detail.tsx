import { data, useNavigation } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { getInternshipBySlug } from "../../domain/programs/programs.server";
import { DetailError, DetailLoading, DetailNotFound } from "../features/programs/detail-states";
import { InternshipDetailView } from "../features/programs/internship-detail-view";
import { siteUrlOf } from "../features/programs/route-meta";
import { mediaUrl } from "../lib/media";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/internship-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const internship = await getInternshipBySlug(context.db, params.slug);
    return { state: "found" as const, internship };
  } catch (error) {
    if (error instanceof NotFoundError) return data({ state: "not-found" as const }, { status: 404 });
    context.logger.error("internship detail failed", { requestId: context.requestId, error: String(error) });
    return data({ state: "error" as const, message: MESSAGES.serviceUnavailable }, { status: 503 });
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const internship = loaderData?.state === "found" ? loaderData.internship : null;
  return pageMeta({
    title: internship
      ? `${internship.title} | Nexora Technologies`
      : `${MESSAGES.noInternshipFound} | Nexora Technologies`,
    description: internship?.description?.slice(0, 160) || "Internships at Nexora Technologies.",
    path: `/created-internships-web/${params.slug}`,
    image: internship?.banner_image_path ? mediaUrl(internship.banner_image_path) : undefined,
    siteUrl: siteUrlOf(matches),
  });
}

export default function InternshipDetailPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase().startsWith("/created-internships-web/");
  return (
    <main>
      {loading && <DetailLoading />}
      {loaderData.state === "found" ? (
        <InternshipDetailView internship={loaderData.internship} />
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
