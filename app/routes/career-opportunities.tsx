import { type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { MESSAGES } from "../../domain/messages";
import { listInternships } from "../../domain/programs/programs.server";
import {
  filterByCategory,
  listSearch,
  paginate,
  parsePage,
  resolveCategory,
} from "../features/programs/list-state";
import { ProgramListView } from "../features/programs/program-list-view";
import { onlySearchChanged } from "../features/programs/route-meta";
import { listPageMeta, siteUrlOf } from "../lib/seo";
import type { Route } from "./+types/career-opportunities";

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const params = new URLSearchParams(location.search);
  const category = resolveCategory(params.get("category"));
  const { page } = paginate(
    filterByCategory(loaderData?.items ?? [], category),
    parsePage(params.get("page")),
  );
  return listPageMeta({
    siteUrl: siteUrlOf(matches),
    basePath: "/career-opportunities",
    listTitle: MESSAGES.internshipsListTitle,
    noun: "Internships",
    description:
      "Browse Nexora Technologies' internships in development, design, data science, animation, networking and more.",
    category,
    page,
    search: listSearch(category, page),
    failed: Boolean(loaderData?.error),
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
    <main id="main">
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
