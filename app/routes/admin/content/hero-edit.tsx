import { heroFormSchema } from "../../../../domain/content/article-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { HeroFields } from "../../../features/console/content/kinds/article-fields";
import { heroView } from "../../../features/console/content/kinds/articles";
import { heroKind } from "../../../features/console/content/kinds/articles.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/hero-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Hero article: ${String(data.values.title)}` : "New hero article");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, heroKind.right);
  return contentEditLoader(context, request, params.id, heroKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, heroKind.right);
  return contentEditAction(context, actor, request, params.id, heroKind);
}

export default function HeroEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={heroView}
      schema={heroFormSchema}
      data={loaderData}
      actionData={actionData}
      uploads
    >
      {(parts) => <HeroFields {...parts} />}
    </ContentEditScreen>
  );
}
