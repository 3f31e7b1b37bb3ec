import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, Form } from "react-router";
import type { z } from "zod";
import { bankDetailsSchema } from "../../../domain/payments/bank-details";
import { loadBankDetails, saveBankDetails } from "../../../domain/payments/bank-details.server";
import { GST_STATES, OUTSIDE_INDIA_CODE } from "../../../domain/payments/gst-states";
import {
  receiptSettingsFormSchema,
  receiptSettingsFromForm,
  receiptSettingsToForm,
} from "../../../domain/payments/receipt-settings";
import { loadReceiptSettings, saveReceiptSettings } from "../../../domain/payments/receipt-settings.server";
import { retentionSchema } from "../../../domain/privacy/privacy.schema";
import { loadRetention, saveRetention } from "../../../domain/privacy/retention.server";
import { seatHoldSchema } from "../../../domain/programs/batch.schema";
import { registrationFeeSchema } from "../../../domain/programs/registration-fee";
import {
  loadRegistrationFeePaise,
  saveRegistrationFee,
} from "../../../domain/programs/registration-fee.server";
import { loadSeatHoldHours, saveSeatHoldHours } from "../../../domain/programs/seats.server";
import {
  companySchema,
  NOTIFY_KIND_LABELS,
  NOTIFY_KINDS,
  notifySchema,
} from "../../../domain/settings/settings.schema";
import { loadSettings, saveSetting } from "../../../domain/settings/settings.server";
import { CheckboxField } from "../../components/forms/checkbox-field";
import { FormErrors, InputField, SelectField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import {
  REGISTRATION_FEE_INTENT,
  RegistrationFeeSettings,
} from "../../features/console/registration-fee-settings";
import { requireStaff } from "../../features/console/require-staff.server";
import { SEAT_HOLD_INTENT, SeatHoldSettings } from "../../features/console/seat-hold-settings";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => consoleMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "settings");
  const [site, retention, bank, registrationFeePaise, seatHoldHours] = await Promise.all([
    loadSettings(context.db),
    loadRetention(context.db),
    loadBankDetails(context.db),
    loadRegistrationFeePaise(context.db),
    loadSeatHoldHours(context.db),
  ]);
  const receipts = await loadReceiptSettings(context.db, site.company.name);
  return {
    ...site,
    retention,
    receipts: receiptSettingsToForm(receipts),
    bank,
    registrationFeePaise,
    seatHoldHours,
    onlinePayment: context.payments !== null,
  };
}

/** One settings form posted: parsed with its schema, saved (audited by the save), or its errors shown. */
async function saveForm<Schema extends z.ZodType>(
  formData: FormData,
  intent: string,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<void>,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), saved: false }, 400);
  await save(submission.value);
  return data({ intent, result: submission.reply(), saved: true });
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "settings");
  const { db } = context;
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "notify");
  switch (intent) {
    case "company":
      return saveForm(formData, intent, companySchema, (value) => saveSetting(db, actor, "company", value));
    case "retention":
      return saveForm(formData, intent, retentionSchema, (value) => saveRetention(db, actor, value));
    case "receipts":
      return saveForm(formData, intent, receiptSettingsFormSchema, (value) =>
        saveReceiptSettings(db, actor, receiptSettingsFromForm(value)),
      );
    case "bank":
      return saveForm(formData, intent, bankDetailsSchema, (value) => saveBankDetails(db, actor, value));
    case REGISTRATION_FEE_INTENT:
      return saveForm(formData, intent, registrationFeeSchema, (value) =>
        saveRegistrationFee(db, actor, value.feeRupees),
      );
    case SEAT_HOLD_INTENT:
      return saveForm(formData, intent, seatHoldSchema, (value) => saveSeatHoldHours(db, actor, value.hours));
    default:
      return saveForm(formData, "notify", notifySchema, (value) => saveSetting(db, actor, "notify", value));
  }
}

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

const COMPANY_FIELDS = [
  ["name", "Company name", "text"],
  ["phone", "Phone", "tel"],
  ["generalEmail", "General e-mail", "email"],
  ["educationEmail", "Education e-mail", "email"],
  ["address", "Address", "text"],
  ["supportHours", "Support hours", "text"],
] as const;

/** The company's own state: any state or union territory (not "Outside India"). */
const STATE_OPTIONS = GST_STATES.filter((state) => state.code !== OUTSIDE_INDIA_CODE).map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const [companyForm, company] = useSchemaForm(
    companySchema,
    actionData?.intent === "company" ? actionData.result : undefined,
    { id: "company", defaultValue: loaderData.company },
  );
  const [notifyForm, notify] = useSchemaForm(
    notifySchema,
    actionData?.intent === "notify" ? actionData.result : undefined,
    {
      id: "notify",
      defaultValue: Object.fromEntries(
        NOTIFY_KINDS.map((kind) => [kind, loaderData.notify[kind].join(", ")]),
      ) as Record<string, string>,
    },
  );
  const [retentionForm, retention] = useSchemaForm(
    retentionSchema,
    actionData?.intent === "retention" ? actionData.result : undefined,
    {
      id: "retention",
      defaultValue: {
        enquiriesMonths: loaderData.retention.enquiriesMonths?.toString() ?? "",
        applicationsMonths: loaderData.retention.applicationsMonths?.toString() ?? "",
      },
    },
  );
  const [receiptsForm, receipts] = useSchemaForm(
    receiptSettingsFormSchema,
    actionData?.intent === "receipts" ? actionData.result : undefined,
    { id: "receipts", defaultValue: loaderData.receipts },
  );
  const [bankForm, bank] = useSchemaForm(
    bankDetailsSchema,
    actionData?.intent === "bank" ? actionData.result : undefined,
    { id: "bank", defaultValue: loaderData.bank },
  );
  return (
    <div className="max-w-3xl space-y-8">
      <PageTitle>Settings</PageTitle>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {actionData?.saved ? "Saved." : ""}
      </p>
      <SettingsSection id="company" title="Company details">
        <Form method="post" {...getFormProps(companyForm)} className="mt-3 grid gap-4 md:grid-cols-2">
          <FormErrors id={companyForm.errorId} errors={companyForm.errors} />
          {COMPANY_FIELDS.map(([name, label, type]) => (
            <InputField key={name} meta={company[name]} label={label} type={type} />
          ))}
          <div className="md:col-span-2">
            <button type="submit" name="intent" value="company" className={buttonStyles.primary}>
              Save company details
            </button>
          </div>
        </Form>
      </SettingsSection>
      <SettingsSection
        id="notify"
        title="Who is notified"
        intro="E-mail addresses separated by commas. Empty: the default recipient (NOTIFY_EMAIL)."
      >
        <Form method="post" {...getFormProps(notifyForm)} className="mt-3 space-y-4">
          <FormErrors id={notifyForm.errorId} errors={notifyForm.errors} />
          {NOTIFY_KINDS.map((kind) => (
            <InputField
              key={kind}
              meta={notify[kind] as never}
              label={NOTIFY_KIND_LABELS[kind]}
              autoComplete="off"
            />
          ))}
          <button type="submit" name="intent" value="notify" className={buttonStyles.primary}>
            Save recipients
          </button>
        </Form>
      </SettingsSection>
      <SettingsSection
        id="receipts"
        title="Receipts and GST"
        intro="Printed on every receipt voucher and refund voucher. Without a GSTIN they are plain payment receipts with no tax lines. Ask the accountant to confirm the SAC, the rate and the prefixes."
      >
        <Form method="post" {...getFormProps(receiptsForm)} className="mt-3 grid gap-4 md:grid-cols-2">
          <FormErrors id={receiptsForm.errorId} errors={receiptsForm.errors} />
          <InputField meta={receipts.legalName} label="Legal name" className="md:col-span-2" />
          <InputField
            meta={receipts.gstin}
            label="GSTIN"
            autoComplete="off"
            hint="15 characters, such as 29AAGCB7383J1Z4. Empty: not registered for GST."
          />
          <SelectField meta={receipts.stateCode} label="Company's state" options={STATE_OPTIONS} />
          <InputField
            meta={receipts.sac}
            label="SAC"
            inputMode="numeric"
            hint="999293: commercial training and coaching."
          />
          <InputField
            meta={receipts.ratePercent as never}
            label="GST rate (%)"
            type="number"
            step="0.01"
            min="0"
            max="100"
          />
          <CheckboxField
            meta={receipts.pricesIncludeGst}
            label="Prices include GST"
            className="md:col-span-2"
          />
          <InputField
            meta={receipts.receiptPrefix}
            label="Receipt prefix"
            hint="Such as RV: RV/2026-27/000123."
          />
          <InputField meta={receipts.refundPrefix} label="Refund voucher prefix" hint="Such as RF." />
          <div className="md:col-span-2">
            <button type="submit" name="intent" value="receipts" className={buttonStyles.primary}>
              Save receipt settings
            </button>
          </div>
        </Form>
      </SettingsSection>
      <SettingsSection
        id="bank"
        title="Bank and UPI details"
        intro="What the pay page, the registration letter and its PDF print for paying by bank transfer or UPI. Empty: they say to ask the office."
      >
        <Form method="post" {...getFormProps(bankForm)} className="mt-3 grid gap-4 md:grid-cols-2">
          <FormErrors id={bankForm.errorId} errors={bankForm.errors} />
          <InputField meta={bank.accountName} label="Account name" autoComplete="off" />
          <InputField
            meta={bank.accountNumber}
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
          />
          <InputField meta={bank.ifsc} label="IFSC" autoComplete="off" />
          <InputField meta={bank.bankName} label="Bank and branch" autoComplete="off" />
          <InputField meta={bank.upiId} label="UPI id" autoComplete="off" hint="Such as nexora@okhdfc." />
          <div className="md:col-span-2">
            <button type="submit" name="intent" value="bank" className={buttonStyles.primary}>
              Save bank and UPI details
            </button>
          </div>
        </Form>
      </SettingsSection>
      <SettingsSection
        id="retention"
        title="How long personal data is kept"
        intro="Older records are erased every hour, with their consents, mail and resumes. Empty: kept until erased by hand under Personal data."
      >
        <Form method="post" {...getFormProps(retentionForm)} className="mt-3 grid gap-4 md:grid-cols-2">
          <FormErrors id={retentionForm.errorId} errors={retentionForm.errors} />
          <InputField
            meta={retention.enquiriesMonths as never}
            label="Enquiries and messages (months)"
            type="number"
          />
          <InputField
            meta={retention.applicationsMonths as never}
            label="Job applications (months)"
            type="number"
          />
          <div className="md:col-span-2">
            <button type="submit" name="intent" value="retention" className={buttonStyles.primary}>
              Save retention
            </button>
          </div>
        </Form>
      </SettingsSection>
      <RegistrationFeeSettings
        feePaise={loaderData.registrationFeePaise}
        lastResult={actionData?.intent === REGISTRATION_FEE_INTENT ? actionData.result : undefined}
      />
      <SeatHoldSettings
        hours={loaderData.seatHoldHours}
        onlinePayment={loaderData.onlinePayment}
        lastResult={actionData?.intent === SEAT_HOLD_INTENT ? actionData.result : undefined}
      />
    </div>
  );
}
