/**
 * What the two catalogue routes (/learning-opportunities and /career-opportunities) share: their meta tags,
 * revalidation rule, screen and loader (program-list-loader.server.ts). Each route names only the kind it lists.
 */
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import { parsePage } from "../../../domain/paging";
import type { ProgramKind } from "../../../domain/programs/programs.server";
import { listPageMeta, siteUrlOf } from "../../lib/seo";
import { filterByCategory, listSearch, paginate, resolveCategory } from "./list-state";
import { ProgramListView, type ProgramListViewProps } from "./program-list-view";
import { onlySearchChanged } from "./route-meta";

/** The list pages read their category and page from the query. */
export const PROGRAM_LIST_SEARCH_PARAMS = ["category", "page"] as const;

export const PROGRAM_LISTS = {
  course: {
    basePath: "/learning-opportunities",
    listTitle: MESSAGES.coursesListTitle,
    noun: "Courses",
    description:
      "Browse Nexora Technologies' courses in development, design, data science, animation, networking and more.",
    failed: MESSAGES.coursesFetchFailed,
  },
  internship: {
    basePath: "/career-opportunities",
    listTitle: MESSAGES.internshipsListTitle,
    noun: "Internships",
    description:
      "Browse Nexora Technologies' internships in development, design, data science, animation, networking and more.",
    failed: MESSAGES.internshipsFetchFailed,
  },
} as const;

export interface ProgramListData {
  items: ProgramListViewProps["items"];
  error: string | null;
}

export function programListMeta(
  kind: ProgramKind,
  {
    matches,
    location,
    loaderData,
  }: {
    matches: Parameters<typeof siteUrlOf>[0];
    location: { search: string };
    loaderData?: ProgramListData;
  },
) {
  const list = PROGRAM_LISTS[kind];
  const params = new URLSearchParams(location.search);
  const category = resolveCategory(params.get("category"));
  const { page } = paginate(
    filterByCategory(loaderData?.items ?? [], category),
    parsePage(params.get("page")),
  );
  return listPageMeta({
    siteUrl: siteUrlOf(matches),
    basePath: list.basePath,
    listTitle: list.listTitle,
    noun: list.noun,
    description: list.description,
    category,
    page,
    search: listSearch(category, page),
    failed: Boolean(loaderData?.error),
  });
}

/** Chips and paging filter the loaded list in the browser: changing them needs no new data. */
export function programListShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlySearchChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function ProgramListRoute({ kind, data }: { kind: ProgramKind; data: ProgramListData }) {
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
        kind={kind}
        items={data.items}
        error={data.error}
        category={resolveCategory(params.get("category"))}
        page={parsePage(params.get("page"))}
        pathname={location.pathname}
        loading={loading}
      />
    </main>
  );
}
