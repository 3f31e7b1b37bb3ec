import { recordIdFrom } from "../../../../domain/console/list-filters";
import { internshipFormSchema } from "../../../../domain/programs/program-content";
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
import { InternshipFields } from "../../../features/console/content/kinds/program-fields";
import { internshipView } from "../../../features/console/content/kinds/programs";
import { internshipKind } from "../../../features/console/content/kinds/programs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/internship-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Internship: ${String(data.values.title)}` : "New internship");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, internshipKind.right);
  const content = await contentEditLoader(context, request, params.id, internshipKind);
  const batches = await batchesPanelData(context, actor, request, "internship", recordIdFrom(params.id));
  return { ...content, batches };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, internshipKind.right);
  // The Batches panel's form (batch intents); any other post is the internship's own form.
  const batchForm = await batchPost(request);
  if (batchForm) {
    const path = `${internshipView.path}/${params.id}`;
    return batchAction(context, actor, batchForm, "internship", recordIdFrom(params.id), path);
  }
  return contentEditAction(context, actor, request, params.id, internshipKind);
}

export default function InternshipEdit({ loaderData, actionData }: Route.ComponentProps) {
  const batchReply = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <>
      <ContentEditScreen
        view={internshipView}
        schema={internshipFormSchema}
        data={loaderData}
        actionData={batchReply ? undefined : (actionData as EditActionData | undefined)}
        uploads
      >
        {(parts) => <InternshipFields {...parts} />}
      </ContentEditScreen>
      {loaderData.batches && (
        <BatchesPanel
          panel={loaderData.batches}
          reply={batchReply}
          pagePath={`${internshipView.path}/${loaderData.id}`}
        />
      )}
    </>
  );
}
