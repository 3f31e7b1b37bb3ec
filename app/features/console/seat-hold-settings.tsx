/**
 * The seat hold's section of the Settings screen (admin; docs/decisions/0054-batches-with-seats.md): how many
 * hours an unpaid registration keeps its batch's seat, saved through saveSeatHoldHours with its audit row. With
 * online payment on, the hold is the payment deadline instead, and the section says so.
 */
import type { SubmissionResult } from "@conform-to/react";
import { SEAT_HOLD_TEXT, seatHoldSchema } from "../../../domain/programs/batch.schema";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConsoleForm } from "./console-form";

/** The form's intent on the Settings screen's one action. */
export const SEAT_HOLD_INTENT = "seat-hold";

export function SeatHoldSettings({
  hours,
  onlinePayment,
  lastResult,
}: {
  hours: number;
  onlinePayment: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(seatHoldSchema, lastResult, {
    id: SEAT_HOLD_INTENT,
    defaultValue: { hours: String(hours) },
  });
  return (
    <section aria-labelledby="seat-hold-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="seat-hold-heading" className="text-lg font-semibold text-slate-900">
        {SEAT_HOLD_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{SEAT_HOLD_TEXT.intro}</p>
      {onlinePayment && <p className="mt-1 text-sm font-medium text-slate-900">{SEAT_HOLD_TEXT.online}</p>}
      <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-2">
        <InputField
          meta={fields.hours}
          label={SEAT_HOLD_TEXT.label}
          type="number"
          hint={SEAT_HOLD_TEXT.hint}
        />
        <div className="md:col-span-2">
          <button type="submit" name="intent" value={SEAT_HOLD_INTENT} className={buttonStyles.primary}>
            {SEAT_HOLD_TEXT.save}
          </button>
        </div>
      </ConsoleForm>
    </section>
  );
}
