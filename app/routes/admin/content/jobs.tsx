import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { jobView } from "../../../features/console/content/kinds/jobs";
import { jobKind } from "../../../features/console/content/kinds/jobs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => consoleMeta("Jobs");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, jobKind.right);
  return contentListLoader(context, request, jobKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, jobKind.right);
  return contentListAction(context, actor, request, jobKind);
}

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={jobView} data={loaderData} notice={actionData?.notice} />;
}
