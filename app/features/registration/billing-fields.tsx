/**
 * The registration's details for its GST receipt, all optional: the student's state (the place of supply;
 * "Outside India" too), and a sponsoring company's GSTIN and name, printed on the receipt as its recipient.
 */
import type { FieldMetadata } from "@conform-to/react";
import { MESSAGES } from "../../../domain/messages";
import { GST_STATES, OUTSIDE_INDIA_CODE } from "../../../domain/payments/gst-states";
import type { RegistrationBilling } from "../../../domain/programs/registration.server";
import { InputField, SelectField } from "../../components/forms/conform-field";
import { FormSection } from "./form-section";

const STATE_OPTIONS = [
  ...GST_STATES.filter((state) => state.code !== "97")
    .map((state) => ({ value: state.code, label: state.name }))
    .sort((a, b) => a.label.localeCompare(b.label)),
  { value: OUTSIDE_INDIA_CODE, label: "Outside India" },
];

type Meta = FieldMetadata<string | undefined>;

export function BillingFields({
  fields,
  firstError,
}: {
  fields: { studentStateCode: Meta; sponsorGstin: Meta; sponsorCompany: Meta };
  firstError?: string;
}) {
  return (
    <FormSection title={MESSAGES.receiptDetailsHeading}>
      <SelectField
        meta={fields.studentStateCode}
        label={MESSAGES.studentStateLabel}
        options={STATE_OPTIONS}
        placeholder={MESSAGES.studentStatePlaceholder}
        autoComplete="address-level1"
        autoFocus={firstError === "studentStateCode"}
      />
      <InputField
        meta={fields.sponsorGstin}
        label={MESSAGES.sponsorGstinLabel}
        hint={MESSAGES.sponsorGstinHint}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus={firstError === "sponsorGstin"}
      />
      <InputField
        meta={fields.sponsorCompany}
        label={MESSAGES.sponsorCompanyLabel}
        autoComplete="organization"
        autoFocus={firstError === "sponsorCompany"}
      />
    </FormSection>
  );
}

/** The proof panel's line for what was given: the state, the sponsor and its GSTIN; nothing when none was. */
export function BillingSummary({ billing }: { billing: RegistrationBilling }) {
  const state =
    billing.studentStateCode &&
    STATE_OPTIONS.find((option) => option.value === billing.studentStateCode)?.label;
  if (!state && !billing.sponsorGstin && !billing.sponsorCompany) return null;
  return (
    <dl className="mt-3 grid gap-1 text-sm">
      {state && (
        <div className="flex gap-2">
          <dt className="text-slate-700">{MESSAGES.studentStateLabel}:</dt>
          <dd className="font-medium text-slate-900">{state}</dd>
        </div>
      )}
      {(billing.sponsorCompany || billing.sponsorGstin) && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-700">{MESSAGES.sponsorCompanyLabel}:</dt>
          <dd className="font-medium text-slate-900">
            {[billing.sponsorCompany, billing.sponsorGstin && `GSTIN ${billing.sponsorGstin}`]
              .filter(Boolean)
              .join(", ")}
          </dd>
        </div>
      )}
    </dl>
  );
}
