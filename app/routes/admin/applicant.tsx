import {
  addApplicantNote,
  changeApplicantStage,
  getApplicant,
} from "../../../domain/careers/applicants.server";
import {
  APPLICANT_STAGE_LABELS,
  APPLICANT_STAGES,
  type ApplicantStage,
  applicantStageSchema,
  noteSchema,
} from "../../../domain/console/workflow";
import { formatDayTime } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import { InputField, SelectField, TextareaField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleMeta } from "../../features/console/console-meta";
import { formIntent, intentAction } from "../../features/console/intent-action.server";
import { NotesPanel } from "../../features/console/notes-panel";
import { foundOr404, recordIdOr404 } from "../../features/console/record-id";
import { requireStaff } from "../../features/console/require-staff.server";
import {
  Facts,
  Panel,
  RecordHeader,
  resultOf,
  StatusBadge,
  smallButton,
  smallSecondaryButton,
} from "../../features/console/work-ui";
import type { Route } from "./+types/applicant";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data ? `Applicant ${data.application.fullName}` : "Applicant");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, "applications");
  return foundOr404(async () => {
    const { application, history } = await getApplicant(context.db, recordIdOr404(params.id));
    return {
      application,
      history,
    };
  });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "applications");
  const id = recordIdOr404(params.id);
  return intentAction(await request.formData(), {
    stage: formIntent(applicantStageSchema, async (value) => {
      await changeApplicantStage(context.db, actor, id, value);
      return `Stage: ${APPLICANT_STAGE_LABELS[value.stage]}.`;
    }),
    note: formIntent(noteSchema, async (value) => {
      await addApplicantNote(context.db, actor, id, value.body);
      return MESSAGES.consoleNoteAdded;
    }),
  });
}

const STAGE_OPTIONS = APPLICANT_STAGES.map((s) => ({ value: s, label: APPLICANT_STAGE_LABELS[s] }));

export default function Applicant({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a, history } = loaderData;
  const resultFor = (intent: string) => resultOf(actionData, intent);
  const [stageForm, stageFields] = useSchemaForm(applicantStageSchema, resultFor("stage"), {
    id: `applicant-stage-${a.stage}`,
    defaultValue: { stage: a.stage },
  });
  const stage = a.stage as ApplicantStage;
  return (
    <div className="max-w-5xl space-y-6">
      <RecordHeader
        up={{
          to: a.jobId ? `/admin/applicants?job=${a.jobId}` : "/admin/applicants?job=general",
          text: <>Applicants for {a.title}</>,
        }}
        title={a.fullName}
        notice={actionData?.notice}
      />
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={stage} label={APPLICANT_STAGE_LABELS[stage] ?? stage} />
        {/* Served as an attachment only (nosniff, no-store), and each opening is in the audit log. */}
        <a href={`/admin/download/resumes/${a.id}`} className={smallSecondaryButton} download>
          Download resume ({a.resumeOriginalName})
        </a>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Application" id="application-heading">
          <Facts
            items={[
              ["Job", `${a.title}${a.company ? ` (${a.company})` : ""}`],
              ["Applied", formatDayTime(a.createdAt)],
              ["E-mail", a.email],
              ["Phone", a.phone],
              ["Other phone", a.altPhone ?? ""],
              [
                "Qualification",
                a.qualificationOther ? `${a.qualification} (${a.qualificationOther})` : a.qualification,
              ],
              ["Skills", a.skills],
              ["Experience", a.experience],
              ["Working status", a.status ?? ""],
              ["Mode", a.mode ?? ""],
              ["Notice period", a.noticePeriod ?? a.hasNoticePeriod ?? ""],
              ["Address", a.address ?? ""],
              ["Rejection reason", a.rejectionReason ?? ""],
            ]}
          />
        </Panel>
        <div className="space-y-6">
          <Panel title="Stage" id="stage-heading">
            <ConsoleForm form={stageForm} className="space-y-3">
              <SelectField meta={stageFields.stage} label="Stage" options={STAGE_OPTIONS} />
              <InputField meta={stageFields.reason} label="Reason (when rejecting)" />
              <TextareaField meta={stageFields.note} label="Note (optional)" />
              <button type="submit" name="intent" value="stage" className={smallButton}>
                Move
              </button>
            </ConsoleForm>
          </Panel>
          <NotesPanel
            formId="applicant-note"
            lastResult={resultFor("note")}
            entries={history}
            labels={APPLICANT_STAGE_LABELS}
          />
        </div>
      </div>
    </div>
  );
}
