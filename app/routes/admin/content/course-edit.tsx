import { courseFormSchema } from "../../../../domain/programs/program-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { CourseFields } from "../../../features/console/content/kinds/program-fields";
import { courseView } from "../../../features/console/content/kinds/programs";
import { courseKind } from "../../../features/console/content/kinds/programs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/course-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Course: ${String(data.values.title)}` : "New course");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, courseKind.right);
  return contentEditLoader(context, request, params.id, courseKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, courseKind.right);
  return contentEditAction(context, actor, request, params.id, courseKind);
}

export default function CourseEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen
      view={courseView}
      schema={courseFormSchema}
      data={loaderData}
      actionData={actionData}
      uploads
    >
      {(parts) => <CourseFields {...parts} />}
    </ContentEditScreen>
  );
}
