/**
 * The Settings screen's own forms (company, recipients, receipts, bank, retention): each a section with its
 * schema-checked form, posting its intent to the screen's one action.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { type BankDetails, bankDetailsSchema } from "../../../../domain/payments/bank-details";
import { GST_STATES, OUTSIDE_INDIA_CODE } from "../../../../domain/payments/gst-states";
import {
  receiptSettingsFormSchema,
  type receiptSettingsToForm,
} from "../../../../domain/payments/receipt-settings";
import { type Retention, retentionSchema } from "../../../../domain/privacy/privacy.schema";
import {
  type CompanyDetails,
  companySchema,
  NOTIFY_KIND_LABELS,
  NOTIFY_KINDS,
  type NotifyRecipients,
  notifySchema,
} from "../../../../domain/settings/settings.schema";
import { CheckboxField } from "../../../components/forms/checkbox-field";
import { InputField, SelectField } from "../../../components/forms/conform-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { buttonStyles } from "../../../components/ui/button-styles";
import { ConsoleForm } from "../console-form";

type LastResult = SubmissionResult<string[]> | undefined;

/** A settings form's frame: its heading, what it is for, and the form. */
function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}

/** The submit button of a two-column settings form, on a row of its own. */
function WideSaveButton({ intent, children }: { intent: string; children: ReactNode }) {
  return (
    <div className="md:col-span-2">
      <button type="submit" name="intent" value={intent} className={buttonStyles.primary}>
        {children}
      </button>
    </div>
  );
}

const COMPANY_FIELDS = [
  ["name", "Company name", "text"],
  ["phone", "Phone", "tel"],
  ["generalEmail", "General e-mail", "email"],
  ["educationEmail", "Education e-mail", "email"],
  ["address", "Address", "text"],
  ["supportHours", "Support hours", "text"],
] as const;

export function CompanySettings({
  company,
  lastResult,
}: {
  company: CompanyDetails;
  lastResult: LastResult;
}) {
  const [form, fields] = useSchemaForm(companySchema, lastResult, { id: "company", defaultValue: company });
  return (
    <SettingsSection id="company" title="Company details">
      <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-2">
        {COMPANY_FIELDS.map(([name, label, type]) => (
          <InputField key={name} meta={fields[name]} label={label} type={type} />
        ))}
        <WideSaveButton intent="company">Save company details</WideSaveButton>
      </ConsoleForm>
    </SettingsSection>
  );
}

export function NotifySettings({ notify, lastResult }: { notify: NotifyRecipients; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(notifySchema, lastResult, {
    id: "notify",
    defaultValue: Object.fromEntries(NOTIFY_KINDS.map((kind) => [kind, notify[kind].join(", ")])) as Record<
      string,
      string
    >,
  });
  return (
    <SettingsSection
      id="notify"
      title="Who is notified"
      intro="E-mail addresses separated by commas. Empty: the default recipient (NOTIFY_EMAIL)."
    >
      <ConsoleForm form={form} className="mt-3 space-y-4">
        {NOTIFY_KINDS.map((kind) => (
          <InputField
            key={kind}
            meta={fields[kind] as never}
            label={NOTIFY_KIND_LABELS[kind]}
            autoComplete="off"
          />
        ))}
        <button type="submit" name="intent" value="notify" className={buttonStyles.primary}>
          Save recipients
        </button>
      </ConsoleForm>
    </SettingsSection>
  );
}

/** The company's own state: any state or union territory (not "Outside India"). */
const STATE_OPTIONS = GST_STATES.filter((state) => state.code !== OUTSIDE_INDIA_CODE).map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

export function ReceiptSettings({
  receipts,
  lastResult,
}: {
  receipts: ReturnType<typeof receiptSettingsToForm>;
  lastResult: LastResult;
}) {
  const [form, fields] = useSchemaForm(receiptSettingsFormSchema, lastResult, {
    id: "receipts",
    defaultValue: receipts,
  });
  return (
    <SettingsSection
      id="receipts"
      title="Receipts and GST"
      intro="Printed on every receipt voucher and refund voucher. Without a GSTIN they are plain payment receipts with no tax lines. Ask the accountant to confirm the SAC, the rate and the prefixes."
    >
      <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-2">
        <InputField meta={fields.legalName} label="Legal name" className="md:col-span-2" />
        <InputField
          meta={fields.gstin}
          label="GSTIN"
          autoComplete="off"
          hint="15 characters, such as 29AAGCB7383J1Z4. Empty: not registered for GST."
        />
        <SelectField meta={fields.stateCode} label="Company's state" options={STATE_OPTIONS} />
        <InputField
          meta={fields.sac}
          label="SAC"
          inputMode="numeric"
          hint="999293: commercial training and coaching."
        />
        <InputField
          meta={fields.ratePercent as never}
          label="GST rate (%)"
          type="number"
          step="0.01"
          min="0"
          max="100"
        />
        <CheckboxField meta={fields.pricesIncludeGst} label="Prices include GST" className="md:col-span-2" />
        <InputField
          meta={fields.receiptPrefix}
          label="Receipt prefix"
          hint="Such as RV: RV/2026-27/000123."
        />
        <InputField meta={fields.refundPrefix} label="Refund voucher prefix" hint="Such as RF." />
        <WideSaveButton intent="receipts">Save receipt settings</WideSaveButton>
      </ConsoleForm>
    </SettingsSection>
  );
}

export function BankSettings({ bank, lastResult }: { bank: BankDetails; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(bankDetailsSchema, lastResult, { id: "bank", defaultValue: bank });
  return (
    <SettingsSection
      id="bank"
      title="Bank and UPI details"
      intro="What the pay page, the registration letter and its PDF print for paying by bank transfer or UPI. Empty: they say to ask the office."
    >
      <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-2">
        <InputField meta={fields.accountName} label="Account name" autoComplete="off" />
        <InputField
          meta={fields.accountNumber}
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
        />
        <InputField meta={fields.ifsc} label="IFSC" autoComplete="off" />
        <InputField meta={fields.bankName} label="Bank and branch" autoComplete="off" />
        <InputField meta={fields.upiId} label="UPI id" autoComplete="off" hint="Such as nexora@okhdfc." />
        <WideSaveButton intent="bank">Save bank and UPI details</WideSaveButton>
      </ConsoleForm>
    </SettingsSection>
  );
}

export function RetentionSettings({
  retention,
  lastResult,
}: {
  retention: Retention;
  lastResult: LastResult;
}) {
  const [form, fields] = useSchemaForm(retentionSchema, lastResult, {
    id: "retention",
    defaultValue: {
      enquiriesMonths: retention.enquiriesMonths?.toString() ?? "",
      applicationsMonths: retention.applicationsMonths?.toString() ?? "",
    },
  });
  return (
    <SettingsSection
      id="retention"
      title="How long personal data is kept"
      intro="Older records are erased every hour, with their consents, mail and resumes. Empty: kept until erased by hand under Personal data."
    >
      <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-2">
        <InputField
          meta={fields.enquiriesMonths as never}
          label="Enquiries and messages (months)"
          type="number"
        />
        <InputField
          meta={fields.applicationsMonths as never}
          label="Job applications (months)"
          type="number"
        />
        <WideSaveButton intent="retention">Save retention</WideSaveButton>
      </ConsoleForm>
    </SettingsSection>
  );
}
