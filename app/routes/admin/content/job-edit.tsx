import { jobFormSchema } from "../../../../domain/careers/job-content";
import { consoleMeta } from "../../../features/console/console-meta";
import { ContentEditScreen } from "../../../features/console/content/content-edit";
import { contentEditAction, contentEditLoader } from "../../../features/console/content/content-kit.server";
import { JobFields } from "../../../features/console/content/kinds/job-fields";
import { jobView } from "../../../features/console/content/kinds/jobs";
import { jobKind } from "../../../features/console/content/kinds/jobs.server";
import { requireStaff } from "../../../features/console/require-staff.server";
import type { Route } from "./+types/job-edit";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data?.id ? `Job: ${String(data.values.title)}` : "New job");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, jobKind.right);
  return contentEditLoader(context, request, params.id, jobKind);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, jobKind.right);
  return contentEditAction(context, actor, request, params.id, jobKind);
}

export default function JobEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditScreen view={jobView} schema={jobFormSchema} data={loaderData} actionData={actionData}>
      {(parts) => <JobFields {...parts} />}
    </ContentEditScreen>
  );
}
