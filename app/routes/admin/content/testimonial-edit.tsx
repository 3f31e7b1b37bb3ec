import { testimonialFormSchema } from "../../../../domain/content/site-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { testimonialView } from "../../../features/console/content/kinds/site";
import { testimonialKind } from "../../../features/console/content/kinds/site.server";
import { TestimonialFields } from "../../../features/console/content/kinds/site-fields";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/testimonial-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Testimonial: ${String(data.values.name)}` : "New testimonial");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, testimonialKind.right);
  return contentEditLoader(context, request, params.id, testimonialKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, testimonialKind.right);
  return contentEditAction(context, actor, request, params.id, testimonialKind);
}

export default function TestimonialEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={testimonialView}
      schema={testimonialFormSchema}
      data={loaderData}
      actionData={actionData}
    >
      {(parts) => <TestimonialFields {...parts} />}
    </ContentEditScreen>
  );
}
