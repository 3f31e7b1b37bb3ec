/**
 * The form of every content kind, at `/admin/content/<kind>/new` and `/admin/content/<kind>/:id` (the kinds:
 * app/features/console/content/kinds). A course's and an internship's form has its Batches panel below it.
 */
import { recordIdFrom } from "../../../../domain/console/list-filters";
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
import { contentEditTitle, contentFormAt } from "../../../features/console/content/kinds/all";
import { contentKindOr404 } from "../../../features/console/content/kinds/all.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ data, params }) => {
  const form = contentFormAt(params.kind);
  return consoleMeta(form ? contentEditTitle(form.view, data?.values, data?.id) : "Content");
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = contentKindOr404(context, request, params.kind);
  const actor = requireStaff(context, request, kind.right);
  const content = await contentEditLoader(context, request, params.id, kind);
  const batches = kind.batches
    ? await batchesPanelData(context, actor, request, kind.batches, recordIdFrom(params.id))
    : null;
  return { ...content, batches };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = contentKindOr404(context, request, params.kind);
  const actor = requireStaff(context, request, kind.right);
  // On a program's form, the Batches panel's form (batch intents); any other post is the record's own form.
  const batchForm = kind.batches ? await batchPost(request) : null;
  if (kind.batches && batchForm) {
    const path = `${kind.view.path}/${params.id}`;
    return batchAction(context, actor, batchForm, kind.batches, recordIdFrom(params.id), path);
  }
  return contentEditAction(context, actor, request, params.id, kind);
}

export default function ContentEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { view, schema, Fields, uploads } = contentFormAt(params.kind)!;
  const batchReply = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <>
      <ContentEditScreen
        view={view}
        schema={schema}
        data={loaderData}
        actionData={batchReply ? undefined : (actionData as EditActionData | undefined)}
        uploads={uploads}
      >
        {(parts) => <Fields {...parts} />}
      </ContentEditScreen>
      {loaderData.batches && (
        <BatchesPanel
          panel={loaderData.batches}
          reply={batchReply}
          pagePath={`${view.path}/${loaderData.id}`}
        />
      )}
    </>
  );
}
