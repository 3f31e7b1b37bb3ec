import { recordIdFrom } from "../../../../domain/console/list-filters";
import { courseFormSchema } from "../../../../domain/programs/program-content";
import { BatchesPanel } from "../../../features/console/batches/program-batches";
import {
  batchAction,
  batchesPanelData,
  batchPost,
} from "../../../features/console/batches/program-batches.server";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import type { EditActionData } from "../../../features/console/content/content-kit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { CourseFields } from "../../../features/console/content/kinds/program-fields";
import { courseView } from "../../../features/console/content/kinds/programs";
import { courseKind } from "../../../features/console/content/kinds/programs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/course-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Course: ${String(data.values.title)}` : "New course");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, courseKind.right);
  const content = await contentEditLoader(context, request, params.id, courseKind);
  const batches = await batchesPanelData(context, actor, request, "course", recordIdFrom(params.id));
  return { ...content, batches };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, courseKind.right);
  // The Batches panel's form (batch intents); any other post is the course's own form.
  const batchForm = await batchPost(request);
  if (batchForm) {
    const path = `${courseView.path}/${params.id}`;
    return batchAction(context, actor, batchForm, "course", recordIdFrom(params.id), path);
  }
  return contentEditAction(context, actor, request, params.id, courseKind);
}

export default function CourseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const batchReply = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <>
      <ContentEditScreen
        view={courseView}
        schema={courseFormSchema}
        data={loaderData}
        actionData={batchReply ? undefined : (actionData as EditActionData | undefined)}
        uploads
      >
        {(parts) => <CourseFields {...parts} />}
      </ContentEditScreen>
      {loaderData.batches && (
        <BatchesPanel
          panel={loaderData.batches}
          reply={batchReply}
          pagePath={`${courseView.path}/${loaderData.id}`}
        />
      )}
    </>
  );
}
