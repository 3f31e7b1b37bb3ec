import { type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { MESSAGES } from "../../domain/messages";
import { listCourses } from "../../domain/programs/programs.server";
import { parsePage, resolveCategory } from "../features/programs/list-state";
import { ProgramListView } from "../features/programs/program-list-view";
import { onlySearchChanged, siteUrlOf } from "../features/programs/route-meta";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/learning-opportunities";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${MESSAGES.coursesListTitle} | Courses at Nexora Technologies`,
    description:
      "Browse Nexora Technologies' courses in development, design, data science, animation, networking and more.",
    path: "/learning-opportunities",
    siteUrl: siteUrlOf(matches),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { items: await listCourses(context.db), error: null };
  } catch (error) {
    context.logger.error("course list failed", { requestId: context.requestId, error: String(error) });
    return { items: [], error: MESSAGES.coursesFetchFailed };
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

export default function LearningOpportunities({ loaderData }: Route.ComponentProps) {
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
        kind="course"
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
