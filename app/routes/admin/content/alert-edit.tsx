import { alertFormSchema } from "../../../../domain/content/site-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { alertView } from "../../../features/console/content/kinds/site";
import { alertKind } from "../../../features/console/content/kinds/site.server";
import { AlertFields } from "../../../features/console/content/kinds/site-fields";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/alert-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Alert: ${String(data.values.title)}` : "New alert");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, alertKind.right);
  return contentEditLoader(context, request, params.id, alertKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, alertKind.right);
  return contentEditAction(context, actor, request, params.id, alertKind);
}

export default function AlertEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={alertView}
      schema={alertFormSchema}
      data={loaderData}
      actionData={actionData}
      uploads
    >
      {(parts) => <AlertFields {...parts} />}
    </ContentEditScreen>
  );
}
