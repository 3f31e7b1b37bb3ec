import { withImageAlts } from "../../domain/content/library-alt";
import {
  PROGRAM_LIST_SEARCH_PARAMS,
  PROGRAM_LISTS,
  type ProgramListData,
  ProgramListRoute,
  programListMeta,
} from "../features/programs/program-list-route";
import type { PageHandle } from "../lib/page-handle";
import type { Route } from "./+types/learning-opportunities";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: PROGRAM_LIST_SEARCH_PARAMS };

export const meta = (args: Route.MetaArgs) => programListMeta("course", args);
export { programListShouldRevalidate as shouldRevalidate } from "../features/programs/program-list-route";

export async function loader({ context }: Route.LoaderArgs): Promise<ProgramListData> {
  try {
    const [items, alts] = await Promise.all([context.reads.listCourses(), context.reads.mediaAlts()]);
    return { items: withImageAlts(items, alts), error: null };
  } catch (error) {
    context.sectionFailed("course list failed", error);
    return { items: [], error: PROGRAM_LISTS.course.failed };
  }
}

export default function LearningOpportunities({ loaderData }: Route.ComponentProps) {
  return <ProgramListRoute kind="course" data={loaderData} />;
}
