/**
 * The registration fee's section of the Settings screen (admin): one field in rupees, saved through
 * saveRegistrationFee with its audit row. New registrations store the fee of their moment; made ones keep theirs.
 */
import type { SubmissionResult } from "@conform-to/react";
import { REGISTRATION_FEE_TEXT, registrationFeeSchema } from "../../../domain/programs/registration-fee";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConsoleForm } from "./console-form";

/** The form's intent on the Settings screen's one action. */
export const REGISTRATION_FEE_INTENT = "registration-fee";

export function RegistrationFeeSettings({
  feePaise,
  lastResult,
}: {
  feePaise: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const text = REGISTRATION_FEE_TEXT;
  const [form, fields] = useSchemaForm(registrationFeeSchema, lastResult, {
    id: REGISTRATION_FEE_INTENT,
    defaultValue: { feeRupees: String(feePaise / 100) },
  });
  return (
    <section
      aria-labelledby="registration-fee-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="registration-fee-heading" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
      <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-2">
        <InputField meta={fields.feeRupees} label={text.label} type="number" hint={text.hint} />
        <div className="md:col-span-2">
          <button
            type="submit"
            name="intent"
            value={REGISTRATION_FEE_INTENT}
            className={buttonStyles.primary}
          >
            {text.save}
          </button>
        </div>
      </ConsoleForm>
    </section>
  );
}
