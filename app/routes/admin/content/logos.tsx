import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { logoView } from "../../../features/console/content/kinds/site";
import { logoKind } from "../../../features/console/content/kinds/site.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/logos";

export const meta: Route.MetaFunction = () => consoleMeta("Hiring-company logos");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, logoKind.right);
  return contentListLoader(context, request, logoKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, logoKind.right);
  return contentListAction(context, actor, request, logoKind);
}

export default function Logos({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={logoView} data={loaderData} notice={actionData?.notice} />;
}
