import { type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { MESSAGES } from "../../domain/messages";
import { listInternships } from "../../domain/programs/programs.server";
import { parsePage, resolveCategory } from "../features/programs/list-state";
import { ProgramListView } from "../features/programs/program-list-view";
import { onlySearchChanged, siteUrlOf } from "../features/programs/route-meta";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/career-opportunities";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${MESSAGES.internshipsListTitle} | Internships at Nexora Technologies`,
    description:
      "Browse Nexora Technologies' internships in development, design, data science, animation, networking and more.",
    path: "/career-opportunities",
    siteUrl: siteUrlOf(matches),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { items: await listInternships(context.db), error: null };
  } catch (error) {
    context.logger.error("internship list failed", { requestId: context.requestId, error: String(error) });
    return { items: [], error: MESSAGES.internshipsFetchFailed };
  }
}

/** Chips and paging filter the loaded list in the browser: changing them needs no new data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlySearchChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function CareerOpportunities({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase() === location.pathname.toLowerCase() &&
    navigation.location.search !== location.search;
  return (
    <main>
      <ProgramListView
        kind="internship"
        items={loaderData.items}
        error={loaderData.error}
        category={resolveCategory(params.get("category"))}
        page={parsePage(params.get("page"))}
        pathname={location.pathname}
        loading={loading}
      />
    </main>
  );
}
