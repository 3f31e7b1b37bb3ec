import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { revokeSchema } from "../../../domain/certificates/certificate.schema";
import { getCertificate, revokeCertificate } from "../../../domain/certificates/certificates.server";
import { NotFoundError, RuleError } from "../../../domain/errors";
import { formatDay, formatDayTime } from "../../../domain/format";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { CertificateStatus } from "../../features/console/certificate-status";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { BackLink } from "../../features/console/console-table";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/certificate";

export const meta: Route.MetaFunction = ({ params }) => consoleMeta(`Certificate ${params.certificateId}`);

async function load(context: Route.LoaderArgs["context"], certificateId: string) {
  try {
    return await getCertificate(context.db, certificateId);
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, "certificates");
  const row = await load(context, params.certificateId);
  return {
    issued: new URL(request.url).searchParams.has("issued"),
    certificate: row,
    verifyUrl: `${context.config.siteUrl}/verify-certificate?id=${encodeURIComponent(row.certificateId)}`,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "certificates");
  const submission = parseWithZod(await request.formData(), { schema: revokeSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), revoked: false }, 400);
  try {
    await revokeCertificate(context.db, actor, params.certificateId, submission.value.reason);
    return { result: submission.reply({ resetForm: true }), revoked: true };
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    if (!(error instanceof RuleError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }), revoked: false }, 400);
  }
}

type Shown = Route.ComponentProps["loaderData"]["certificate"];

export default function Certificate({ loaderData, actionData }: Route.ComponentProps) {
  const { certificate: c, issued, verifyUrl } = loaderData;
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink to="/admin/certificates">Certificates</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>
          Certificate <span className="font-mono">{c.certificateId}</span>
        </PageTitle>
        <CertificateStatus status={c.status} />
      </div>
      <div role="status" className="empty:hidden">
        {(issued || actionData?.revoked) && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {actionData?.revoked
              ? "Certificate revoked. The public check now shows it as revoked."
              : c.email
                ? `Certificate issued. It is being mailed to ${c.email}.`
                : "Certificate issued."}
          </p>
        )}
      </div>
      <CertificateFacts c={c} />
      <div className="flex flex-wrap gap-3">
        <a
          href={`/admin/certificates/${encodeURIComponent(c.certificateId)}/pdf`}
          className={buttonStyles.primary}
          download
        >
          Download PDF
        </a>
        <a href={verifyUrl} className={buttonStyles.secondary} target="_blank" rel="noreferrer">
          Open the public check
        </a>
      </div>
      {c.status === "valid" && <RevokeSection lastResult={actionData?.result} />}
    </div>
  );
}

function CertificateFacts({ c }: { c: Shown }) {
  const rows: [string, string][] = [
    ["Holder", c.fullName],
    ["E-mail", c.email ?? "—"],
    ["Program", `${c.specificTraining} (${c.trainingType})`],
    ["Duration", c.duration || "—"],
    ["Gender", c.gender || "—"],
    ["Completion date", formatDay(c.completionDate)],
    ["Registration", c.registrationId || "—"],
    ["Issued", formatDayTime(c.createdAt)],
  ];
  if (c.revokedAt) {
    rows.push(["Revoked", formatDayTime(c.revokedAt)], ["Reason", c.revocationReason ?? ""]);
  }
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RevokeSection({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useSchemaForm(revokeSchema, lastResult, { id: "revoke" });
  return (
    <section aria-labelledby="revoke-heading" className="rounded-xl border border-red-200 bg-white p-4">
      <h2 id="revoke-heading" className="text-lg font-semibold text-slate-900">
        Revoke
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The public check will show the certificate as revoked, with the date and this reason (not the holder's
        details). A revoked certificate cannot be made valid again; issue a new one instead.
      </p>
      <ConsoleForm form={form} className="mt-3 space-y-3">
        <InputField meta={fields.reason} label="Reason (shown publicly)" autoComplete="off" />
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Revoke certificate
        </button>
      </ConsoleForm>
    </section>
  );
}
