import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import {
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
  registrationStatusSchema,
  statusFormMoves,
  WORKFLOW_MESSAGES,
} from "../../../domain/console/workflow";
import { formatDayTime, formatRupees } from "../../../domain/format";
import { registrationPayments } from "../../../domain/payments/payments-list.server";
import { getRegistrationDetail } from "../../../domain/programs/registrations-admin.server";
import { can } from "../../../domain/staff/roles";
import { FormErrors, SelectField, TextareaField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { consoleMeta } from "../../features/console/console-meta";
import { CopyLink } from "../../features/console/copy-link";
import { intentAction } from "../../features/console/intent-action.server";
import { foundOr404 } from "../../features/console/record-id";
import { RegistrationMoney } from "../../features/console/registration-money";
import {
  moneyForPage,
  type RegistrationReply,
  recordPaymentAction,
  refundAction,
  refundRetryAction,
  sendPayLinkAction,
  statusAction,
} from "../../features/console/registration-money.server";
import { requireStaff } from "../../features/console/require-staff.server";
import {
  Facts,
  History,
  Panel,
  RecordHeader,
  StatusBadge,
  smallButton,
  smallSecondaryButton,
} from "../../features/console/work-ui";
import type { Route } from "./+types/registration";

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(data ? `Registration ${data.registration.id}` : "Registration");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "registrations");
  return foundOr404(async () => {
    const { registration, history } = await getRegistrationDetail(context.db, params.id);
    return {
      money: can(actor.role, "payments")
        ? moneyForPage(await registrationPayments(context.db, registration.id), can(actor.role, "refunds"))
        : null,
      registration,
      history,
      canIssueCertificate: can(actor.role, "certificates"),
    };
  });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "registrations");
  const id = params.id;
  // Money needs its own rights on top of the screen's (a counsellor records payments, only an admin refunds).
  return intentAction<RegistrationReply>(await request.formData(), {
    status: (form) => statusAction(context.db, actor, id, form),
    "record-payment": (form) =>
      recordPaymentAction(context.db, requireStaff(context, request, "payments"), id, form),
    "send-pay-link": () => sendPayLinkAction(context, requireStaff(context, request, "payments"), id),
    refund: (form) => refundAction(context, requireStaff(context, request, "refunds"), form),
    "refund-retry": (form) => refundRetryAction(context, requireStaff(context, request, "refunds"), form),
  });
}

const money = (paise: number) => formatRupees(paise / 100);

type RegistrationData = Route.ComponentProps["loaderData"];
type Shown = RegistrationData["registration"];

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { registration: r, history } = loaderData;
  const status = r.status as RegistrationStatus;
  // A pay link just sent: shown once under its notice, to pass on by phone or chat.
  const payLink =
    actionData && "link" in actionData && typeof actionData.link === "string" ? actionData.link : null;
  return (
    <div className="max-w-5xl space-y-6">
      <RecordHeader
        up={{ to: "/admin/registrations", text: "All registrations" }}
        title={r.fullName}
        notice={actionData?.notice}
      />
      {payLink && <CopyLink link={payLink} />}
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={status} label={REGISTRATION_STATUS_LABELS[status] ?? status} />
        <a
          href={`/admin/download/registrations/${r.id}/confirmation.pdf`}
          className={smallSecondaryButton}
          download
        >
          Confirmation PDF
        </a>
        {status === "completed" && loaderData.canIssueCertificate && (
          <Link
            to={`/admin/certificates/new?registration=${encodeURIComponent(r.id)}`}
            className={smallButton}
          >
            Issue certificate
          </Link>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FeesPanel r={r} />
        <RegistrantPanel r={r} />
      </div>
      {loaderData.money && <RegistrationMoney money={loaderData.money} status={status} answer={actionData} />}
      <StatusHistoryPanel
        status={status}
        history={history}
        lastResult={actionData?.intent === "status" ? actionData.result : undefined}
      />
    </div>
  );
}

function FeesPanel({ r }: { r: Shown }) {
  return (
    <Panel title="Program and fees" id="fees-heading">
      <Facts
        items={[
          ["Registration id", r.id],
          ["Registered", formatDayTime(r.createdAt)],
          ["Training type", r.trainingType],
          ["Program", r.specificTraining],
          ["Duration", r.duration],
          ["Program price", money(r.programPricePaise)],
          [
            "Discount",
            r.discountPaise
              ? `${money(r.discountPaise)} (${Number(r.discountPercentage.toFixed(2))}%${r.couponCode ? `, coupon ${r.couponCode}` : ""})`
              : "None",
          ],
          ["Total fees", money(r.totalFeesPaise)],
          ["Registration fee", money(r.registrationFeePaise)],
          ["Payable now", money(r.payableNowPaise)],
        ]}
      />
    </Panel>
  );
}

function RegistrantPanel({ r }: { r: Shown }) {
  return (
    <Panel title="Registrant" id="registrant-heading">
      <Facts
        items={[
          ["E-mail", r.email],
          ["Phone", r.phone],
          ["Father's name", r.fathersName],
          ["Gender", r.gender],
          ["Nationality", r.nationality],
          ["Address", r.address],
          ["Working status", r.workingStatus],
          ["College", r.collegeName],
          ["Branch and year", `${r.branch}, ${r.year}`],
          ["College address", r.collegeAddress],
        ]}
      />
    </Panel>
  );
}

function StatusHistoryPanel({
  status,
  history,
  lastResult,
}: {
  status: RegistrationStatus;
  history: RegistrationData["history"];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  // Paid and refunded are not offered: they follow the money recorded under Payments.
  const moves = statusFormMoves(status);
  const [form, fields] = useSchemaForm(registrationStatusSchema, lastResult, {
    id: `registration-status-${status}`,
    defaultValue: { status: moves[0] },
  });
  return (
    <Panel title="Status and history" id="history-heading">
      {moves.length === 0 ? (
        <p className="mb-4 text-sm text-slate-700">{REGISTRATION_STATUS_LABELS[status]} is final.</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mb-4 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="status" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SelectField
            meta={fields.status}
            label="New status"
            options={moves.map((m) => ({ value: m, label: REGISTRATION_STATUS_LABELS[m] }))}
          />
          <TextareaField meta={fields.note} label="Note" className="sm:col-span-2" />
          <p className="text-sm text-slate-700 sm:col-span-2">{WORKFLOW_MESSAGES.moneyStatuses}</p>
          <div>
            <button type="submit" className={smallButton}>
              Change status
            </button>
          </div>
        </Form>
      )}
      <History entries={history} labels={REGISTRATION_STATUS_LABELS} />
    </Panel>
  );
}
