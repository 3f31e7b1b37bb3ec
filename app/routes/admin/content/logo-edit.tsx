import { logoFormSchema } from "../../../../domain/content/site-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { logoView } from "../../../features/console/content/kinds/site";
import { logoKind } from "../../../features/console/content/kinds/site.server";
import { LogoFields } from "../../../features/console/content/kinds/site-fields";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/logo-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Logo: ${String(data.values.title)}` : "New logo");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, logoKind.right);
  return contentEditLoader(context, request, params.id, logoKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, logoKind.right);
  return contentEditAction(context, actor, request, params.id, logoKind);
}

export default function LogoEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={logoView}
      schema={logoFormSchema}
      data={loaderData}
      actionData={actionData}
      uploads
    >
      {(parts) => <LogoFields {...parts} />}
    </ContentEditScreen>
  );
}
