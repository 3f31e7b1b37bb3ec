/**
 * The two program lists, /learning-opportunities (courses) and /career-opportunities (internships)
 * (app/routes.ts): one screen, the kind named by the path.
 */
import { useLocation } from "react-router";
import type { ProgramKind } from "../../domain/programs/coupon.schema";
import { loadProgramList } from "../features/programs/program-list-loader.server";
import {
  PROGRAM_LIST_SEARCH_PARAMS,
  type ProgramListData,
  ProgramListRoute,
  programListMeta,
} from "../features/programs/program-list-route";
import type { PageHandle } from "../lib/page-handle";
import type { Route } from "./+types/program-list";

/** The kind of the list at `pathname` (paths match case-insensitively). */
const kindAt = (pathname: string): ProgramKind =>
  pathname.toLowerCase().startsWith("/career-opportunities") ? "internship" : "course";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: PROGRAM_LIST_SEARCH_PARAMS };

export const meta = (args: Route.MetaArgs) => programListMeta(kindAt(args.location.pathname), args);
export { programListShouldRevalidate as shouldRevalidate } from "../features/programs/program-list-route";

export const loader = ({ context, request }: Route.LoaderArgs): Promise<ProgramListData> =>
  loadProgramList(kindAt(new URL(request.url).pathname), context);

export default function ProgramList({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return <ProgramListRoute kind={kindAt(pathname)} data={loaderData} />;
}
