import { internshipFormSchema } from "../../../../domain/programs/program-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { InternshipFields } from "../../../features/console/content/kinds/program-fields";
import { internshipView } from "../../../features/console/content/kinds/programs";
import { internshipKind } from "../../../features/console/content/kinds/programs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/internship-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Internship: ${String(data.values.title)}` : "New internship");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, internshipKind.right);
  return contentEditLoader(context, request, params.id, internshipKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, internshipKind.right);
  return contentEditAction(context, actor, request, params.id, internshipKind);
}

export default function InternshipEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={internshipView}
      schema={internshipFormSchema}
      data={loaderData}
      actionData={actionData}
      uploads
    >
      {(parts) => <InternshipFields {...parts} />}
    </ContentEditScreen>
  );
}
