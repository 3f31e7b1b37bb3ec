import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { internshipView } from "../../../features/console/content/kinds/programs";
import { internshipKind } from "../../../features/console/content/kinds/programs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/internships";

export const meta: Route.MetaFunction = () => consoleMeta("Internships");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, internshipKind.right);
  return contentListLoader(context, request, internshipKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, internshipKind.right);
  return contentListAction(context, actor, request, internshipKind);
}

export default function Internships({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={internshipView} data={loaderData} notice={actionData?.notice} />;
}
