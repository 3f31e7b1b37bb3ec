import { data, useNavigation } from "react-router";
import { NotFoundError } from "../../domain/errors";
import { MESSAGES } from "../../domain/messages";
import { getInternshipBySlug } from "../../domain/programs/programs.server";
import { DetailError, DetailLoading, DetailNotFound } from "../features/programs/detail-states";
import { InternshipDetailView } from "../features/programs/internship-detail-view";
import { courseLd } from "../lib/json-ld-builders.server";
import { mediaUrl } from "../lib/media";
import { pageMeta, siteUrlOf, unavailableMeta } from "../lib/seo";
import type { Route } from "./+types/internship-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const internship = await getInternshipBySlug(context.db, params.slug);
    const path = `/created-internships-web/${encodeURIComponent(internship.slug)}`;
    return {
      state: "found" as const,
      internship,
      jsonLd: [courseLd(context.config.siteUrl, path, internship)],
    };
  } catch (error) {
    if (error instanceof NotFoundError) return data({ state: "not-found" as const }, { status: 404 });
    context.logger.error("internship detail failed", { requestId: context.requestId, error: String(error) });
    return data({ state: "error" as const, message: MESSAGES.serviceUnavailable }, { status: 503 });
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  if (loaderData?.state !== "found")
    return unavailableMeta({
      message: loaderData?.state === "not-found" ? MESSAGES.noInternshipFound : MESSAGES.serviceUnavailable,
      siteUrl,
      path: `/created-internships-web/${encodeURIComponent(params.slug)}`,
    });
  const { internship } = loaderData;
  const path = `/created-internships-web/${encodeURIComponent(internship.slug)}`;
  return pageMeta({
    title: `${internship.title} | Nexora Technologies`,
    description:
      internship.description.trim() ||
      `${internship.title}: a ${internship.category} internship at Nexora Technologies. See what it covers, its duration and how to register.`,
    path,
    siteUrl,
    image: internship.banner_image_path.trim() ? mediaUrl(internship.banner_image_path) : undefined,
    imageAlt: internship.title,
    breadcrumbs: [
      { name: MESSAGES.internshipsListTitle, path: "/career-opportunities" },
      { name: internship.title, path },
    ],
    jsonLd: loaderData.jsonLd,
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
