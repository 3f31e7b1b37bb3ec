import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { alertView } from "../../../features/console/content/kinds/site";
import { alertKind } from "../../../features/console/content/kinds/site.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/alerts";

export const meta: Route.MetaFunction = () => consoleMeta("Alerts");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, alertKind.right);
  return contentListLoader(context, request, alertKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, alertKind.right);
  return contentListAction(context, actor, request, alertKind);
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={alertView} data={loaderData} notice={actionData?.notice} />;
}
