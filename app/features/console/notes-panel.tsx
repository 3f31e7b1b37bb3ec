/**
 * "Notes and history" on a record's page (an enquiry, an applicant): a note form posting intent `note`, over
 * the record's notes and status changes.
 */
import type { SubmissionResult } from "@conform-to/react";
import { noteSchema } from "../../../domain/console/workflow";
import { TextareaField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { ConsoleForm } from "./console-form";
import { History, type HistoryEntry, Panel, smallButton } from "./work-ui";

export function NotesPanel({
  formId,
  lastResult,
  entries,
  labels,
}: {
  formId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  entries: HistoryEntry[];
  labels: Record<string, string>;
}) {
  const [form, fields] = useSchemaForm(noteSchema, lastResult, { id: formId });
  return (
    <Panel title="Notes and history" id="notes-heading">
      <ConsoleForm form={form} className="mb-4 space-y-3">
        <TextareaField meta={fields.body} label="Add a note" />
        <button type="submit" name="intent" value="note" className={smallButton}>
          Add note
        </button>
      </ConsoleForm>
      <History entries={entries} labels={labels} />
    </Panel>
  );
}
