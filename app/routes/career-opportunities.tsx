import { loadProgramList } from "../features/programs/program-list-loader.server";
import {
  PROGRAM_LIST_SEARCH_PARAMS,
  type ProgramListData,
  ProgramListRoute,
  programListMeta,
} from "../features/programs/program-list-route";
import type { PageHandle } from "../lib/page-handle";
import type { Route } from "./+types/career-opportunities";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: PROGRAM_LIST_SEARCH_PARAMS };

export const meta = (args: Route.MetaArgs) => programListMeta("internship", args);
export { programListShouldRevalidate as shouldRevalidate } from "../features/programs/program-list-route";

export const loader = ({ context }: Route.LoaderArgs): Promise<ProgramListData> =>
  loadProgramList("internship", context);

export default function CareerOpportunities({ loaderData }: Route.ComponentProps) {
  return <ProgramListRoute kind="internship" data={loaderData} />;
}
