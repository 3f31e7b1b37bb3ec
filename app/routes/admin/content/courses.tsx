import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { courseView } from "../../../features/console/content/kinds/programs";
import { courseKind } from "../../../features/console/content/kinds/programs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/courses";

export const meta: Route.MetaFunction = () => consoleMeta("Courses");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, courseKind.right);
  return contentListLoader(context, request, courseKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, courseKind.right);
  return contentListAction(context, actor, request, courseKind);
}

export default function Courses({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={courseView} data={loaderData} notice={actionData?.notice} />;
}
