import { blogFormSchema } from "../../../../domain/content/article-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { BlogFields } from "../../../features/console/content/kinds/article-fields";
import { blogView } from "../../../features/console/content/kinds/articles";
import { blogKind } from "../../../features/console/content/kinds/articles.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/blog-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Blog post: ${String(data.values.title)}` : "New blog post");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, blogKind.right);
  return contentEditLoader(context, request, params.id, blogKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, blogKind.right);
  return contentEditAction(context, actor, request, params.id, blogKind);
}

export default function BlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={blogView}
      schema={blogFormSchema}
      data={loaderData}
      actionData={actionData}
      uploads
    >
      {(parts) => <BlogFields {...parts} />}
    </ContentEditScreen>
  );
}
