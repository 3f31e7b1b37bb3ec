import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { heroView } from "../../../features/console/content/kinds/articles";
import { heroKind } from "../../../features/console/content/kinds/articles.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/hero";

export const meta: Route.MetaFunction = () => consoleMeta("Hero articles");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, heroKind.right);
  return contentListLoader(context, request, heroKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, heroKind.right);
  return contentListAction(context, actor, request, heroKind);
}

export default function HeroArticles({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={heroView} data={loaderData} notice={actionData?.notice} />;
}
