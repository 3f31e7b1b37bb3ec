import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import { certificateSchema } from "../../../domain/certificates/certificate.schema";
import {
  certificateDraftFromRegistration,
  issueCertificate,
} from "../../../domain/certificates/certificates.server";
import { textFilter } from "../../../domain/console/list-filters";
import { OPTIONS } from "../../../domain/constants";
import { FormErrors, InputField, SelectField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { BackLink } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import { formAction } from "../../lib/form-action.server";
import type { Route } from "./+types/certificate-new";

export const meta: Route.MetaFunction = () => consoleMeta("Issue a certificate");

/** `?registration=REG-…` (the link on a completed registration) fills the form from that registration. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "certificates");
  const registrationId = textFilter(new URL(request.url).searchParams, "registration")?.slice(0, 64);
  if (!registrationId) return { draft: null, missingRegistration: null, notCompleted: null };
  const found = await certificateDraftFromRegistration(context.db, registrationId);
  if (!found) return { draft: null, missingRegistration: registrationId, notCompleted: null };
  const { notCompleted = null, ...draft } = found;
  return { draft, missingRegistration: null, notCompleted };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "certificates");
  // Its letter wakes the mail worker when it commits; no content change: the public check is never cached.
  return formAction(
    await request.formData(),
    certificateSchema,
    (value) => issueCertificate(context.db, actor, value),
    (row) => redirect(`/admin/certificates/${encodeURIComponent(row.certificateId)}?issued=1`),
  );
}

const TRAINING_TYPES = OPTIONS.trainingType.map((value) => ({ value, label: value }));
const GENDERS = [
  { value: "", label: "Not given" },
  ...OPTIONS.gender.map((value) => ({ value, label: value })),
];

export default function CertificateNew({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(certificateSchema, actionData?.result, {
    id: "certificate",
    defaultValue: loaderData.draft ?? { trainingType: "Courses" },
  });
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink to="/admin/certificates">Certificates</BackLink>
      <PageTitle>Issue a certificate</PageTitle>
      {loaderData.missingRegistration && (
        <p
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          No registration has the id {loaderData.missingRegistration}; fill the form by hand.
        </p>
      )}
      {loaderData.notCompleted && (
        <p
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {loaderData.notCompleted}
        </p>
      )}
      {loaderData.draft && (
        <p className="text-sm text-slate-700">
          From registration <span className="font-mono">{loaderData.draft.registrationId}</span>. Check the
          details and the completion date.
        </p>
      )}
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField
          meta={fields.fullName}
          label="Holder's full name"
          autoComplete="off"
          className="md:col-span-2"
        />
        <InputField
          meta={fields.email}
          label="Holder's e-mail (optional)"
          type="email"
          autoComplete="off"
          hint="The certificate PDF is mailed here."
          className="md:col-span-2"
        />
        <SelectField meta={fields.trainingType} label="Training type" options={TRAINING_TYPES} />
        <InputField meta={fields.specificTraining} label="Program" autoComplete="off" />
        <InputField
          meta={fields.duration}
          label="Duration (optional)"
          autoComplete="off"
          hint="For example 6 Months"
        />
        <InputField meta={fields.completionDate} label="Completion date" type="date" />
        <SelectField meta={fields.gender} label="Gender (optional)" options={GENDERS} />
        <InputField
          meta={fields.registrationId}
          label="Registration id (optional)"
          autoComplete="off"
          hint="For example REG-7K3QX9M2TA"
        />
        <div className="md:col-span-2">
          <button type="submit" className={buttonStyles.primary}>
            Issue certificate
          </button>
        </div>
      </Form>
    </div>
  );
}
