import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { retentionSchema } from "../../../domain/privacy/privacy.schema";
import { loadRetention, saveRetention } from "../../../domain/privacy/retention.server";
import { registrationFeeSchema } from "../../../domain/programs/registration-fee";
import {
  loadRegistrationFeePaise,
  saveRegistrationFee,
} from "../../../domain/programs/registration-fee.server";
import {
  companySchema,
  NOTIFY_KIND_LABELS,
  NOTIFY_KINDS,
  notifySchema,
} from "../../../domain/settings/settings.schema";
import { loadSettings, saveSetting } from "../../../domain/settings/settings.server";
import { FormErrors, InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import {
  REGISTRATION_FEE_INTENT,
  RegistrationFeeSettings,
} from "../../features/console/registration-fee-settings";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => consoleMeta("Settings");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "settings");
  const [site, retention, registrationFeePaise] = await Promise.all([
    loadSettings(context.db),
    loadRetention(context.db),
    loadRegistrationFeePaise(context.db),
  ]);
  return { ...site, retention, registrationFeePaise };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "settings");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "company") {
    const submission = parseWithZod(formData, { schema: companySchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), saved: false }, 400);
    await saveSetting(context.db, actor, "company", submission.value);
    return { intent, result: submission.reply(), saved: true };
  }
  if (intent === REGISTRATION_FEE_INTENT) {
    const submission = parseWithZod(formData, { schema: registrationFeeSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), saved: false }, 400);
    await saveRegistrationFee(context.db, actor, submission.value.feeRupees);
    return { intent, result: submission.reply(), saved: true };
  }
  if (intent === "retention") {
    const submission = parseWithZod(formData, { schema: retentionSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), saved: false }, 400);
    await saveRetention(context.db, actor, submission.value);
    return { intent, result: submission.reply(), saved: true };
  }
  const submission = parseWithZod(formData, { schema: notifySchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply(), saved: false }, 400);
  await saveSetting(context.db, actor, "notify", submission.value);
  return { intent, result: submission.reply(), saved: true };
}

const COMPANY_FIELDS = [
  ["name", "Company name", "text"],
  ["phone", "Phone", "tel"],
  ["generalEmail", "General e-mail", "email"],
  ["educationEmail", "Education e-mail", "email"],
  ["address", "Address", "text"],
  ["supportHours", "Support hours", "text"],
] as const;

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
  return (
    <div className="max-w-3xl space-y-8">
      <PageTitle>Settings</PageTitle>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {actionData?.saved ? "Saved." : ""}
      </p>
      <section aria-labelledby="company-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="company-heading" className="text-lg font-semibold text-slate-900">
          Company details
        </h2>
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
      </section>
      <section aria-labelledby="notify-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="notify-heading" className="text-lg font-semibold text-slate-900">
          Who is notified
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          E-mail addresses separated by commas. Empty: the default recipient (NOTIFY_EMAIL).
        </p>
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
      </section>
      <section
        aria-labelledby="retention-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="retention-heading" className="text-lg font-semibold text-slate-900">
          How long personal data is kept
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Older records are erased every hour, with their consents, mail and resumes. Empty: kept until erased
          by hand under Personal data.
        </p>
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
      </section>
      <RegistrationFeeSettings
        feePaise={loaderData.registrationFeePaise}
        lastResult={actionData?.intent === REGISTRATION_FEE_INTENT ? actionData.result : undefined}
      />
    </div>
  );
}
