import { consoleMeta } from "../../../features/console/console-meta";
import { contentListAction, contentListLoader } from "../../../features/console/content/content-kit.server";
import { ContentListScreen } from "../../../features/console/content/content-list";
import { testimonialView } from "../../../features/console/content/kinds/site";
import { testimonialKind } from "../../../features/console/content/kinds/site.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => consoleMeta("Testimonials");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, testimonialKind.right);
  return contentListLoader(context, request, testimonialKind);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, testimonialKind.right);
  return contentListAction(context, actor, request, testimonialKind);
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentListScreen view={testimonialView} data={loaderData} notice={actionData?.notice} />;
}
