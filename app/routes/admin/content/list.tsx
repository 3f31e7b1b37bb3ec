/** The list of every content kind, at `/admin/content/<kind>` (the kinds: app/features/console/content/kinds). */
import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { contentFormAt } from "../../../features/console/content/kinds/all";
import { contentKindOr404 } from "../../../features/console/content/kinds/all.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ params }) =>
  consoleMeta(contentFormAt(params.kind)?.view.label.many ?? "Content");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = contentKindOr404(context, request, params.kind);
  requireStaff(context, request, kind.right);
  return contentListLoader(context, request, kind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = contentKindOr404(context, request, params.kind);
  const actor = requireStaff(context, request, kind.right);
  return contentListAction(context, actor, request, kind);
}

export default function ContentList({ loaderData, actionData, params }: Route.ComponentProps) {
  const { view } = contentFormAt(params.kind)!;
  return <ContentListScreen view={view} data={loaderData} notice={actionData?.notice} />;
}
