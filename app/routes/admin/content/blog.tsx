import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { blogView } from "../../../features/console/content/kinds/articles";
import { blogKind } from "../../../features/console/content/kinds/articles.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => consoleMeta("Blog posts");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, blogKind.right);
  return contentListLoader(context, request, blogKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, blogKind.right);
  return contentListAction(context, actor, request, blogKind);
}

export default function BlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={blogView} data={loaderData} notice={actionData?.notice} />;
}
