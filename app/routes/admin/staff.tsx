import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Fragment } from "react";
import { data } from "react-router";
import { RuleError } from "../../../domain/errors";
import type { StaffLinkLetter } from "../../../domain/mail/kinds";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "../../../domain/staff/roles";
import { inviteSchema, roleChangeSchema } from "../../../domain/staff/staff.schema";
import {
  accountStates,
  changeRole,
  inviteStaff,
  issueResetLink,
  listStaff,
  setDisabled,
} from "../../../domain/staff/staff.server";
import { InputField, SelectField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { CopyLink } from "../../features/console/copy-link";
import { intentAction } from "../../features/console/intent-action.server";
import { requireStaff } from "../../features/console/require-staff.server";
import { StaffTable } from "../../features/console/staff-table";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => consoleMeta("Staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "staff");
  const [members, states] = await Promise.all([listStaff(context.db), accountStates(context.db)]);
  const signIns = await context.staff.signInLimits.state(members.map((m) => m.email));
  return {
    rows: members.map((m) => ({
      hasPassword: states.get(m.id)?.hasPassword ?? false,
      linkValidUntil: states.get(m.id)?.linkValidUntil ?? null,
      lastSignInAt: states.get(m.id)?.lastSignInAt ?? null,
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      disabled: m.banned,
      failedSignIns: signIns.get(m.email)?.failures ?? 0,
      slowed: signIns.get(m.email)?.slowed ?? false,
      signInMinutes: signIns.get(m.email)?.minutes ?? 15,
    })),
  };
}

type Notice = { kind: "link"; text: string; link: string } | { kind: "error" | "done"; text: string };

/**
 * A one-time link goes to the colleague by mail when a mail server is set (docs/product/console.md#getting-in); otherwise, or when the
 * mail server refuses it, the admin sees it to pass on.
 */
async function deliver(context: Route.ActionArgs["context"], letter: StaffLinkLetter): Promise<Notice> {
  const what =
    letter.purpose === "invitation" ? `Invitation for ${letter.to}` : `Password reset link for ${letter.to}`;
  const outcome = await context.mail.sendStaffLink(letter);
  if (outcome === "sent") return { kind: "done", text: `${what} e-mailed (valid ${letter.validity}).` };
  const why = outcome === "failed" ? " It could not be e-mailed." : "";
  return {
    kind: "link",
    text: `${what}.${why} Send them this one-time link (valid ${letter.validity}):`,
    link: letter.link,
  };
}

type StaffReply = { intent: string; result: SubmissionResult<string[]> | null; notice: Notice | null };

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "staff");
  const linkFor = (token: string) => `${context.config.siteUrl}/admin/set-password?token=${token}`;
  const userIdOf = (form: FormData) => form.get("userId")?.toString() ?? "";
  const noticed = (intent: string, notice: Notice): StaffReply => ({ intent, result: null, notice });
  const setDisabledTo = (disabled: boolean) => async (form: FormData, intent: string) => {
    await setDisabled(context.db, actor, userIdOf(form), disabled);
    const text = disabled ? "Account disabled; its sessions ended." : "Account enabled.";
    return noticed(intent, { kind: "done", text });
  };
  return intentAction<StaffReply>(await request.formData(), {
    invite: async (form, intent) => {
      const submission = parseWithZod(form, { schema: inviteSchema });
      if (submission.status !== "success")
        return data({ intent, result: submission.reply(), notice: null }, 400);
      try {
        const { token } = await inviteStaff(context.db, actor, submission.value);
        const { email, name, role } = submission.value;
        const notice = await deliver(context, {
          to: email,
          name,
          purpose: "invitation",
          link: linkFor(token),
          validity: "7 days",
          role: ROLE_LABELS[role],
        });
        return { intent, result: submission.reply({ resetForm: true }), notice };
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        const result = submission.reply({ fieldErrors: { email: [error.message] } });
        return data({ intent, result, notice: null }, 400);
      }
    },
    role: async (form, intent) => {
      const parsed = roleChangeSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data(noticed(intent, { kind: "error", text: "Choose a role." }), 400);
      await changeRole(context.db, actor, parsed.data.userId, parsed.data.role);
      return noticed(intent, { kind: "done", text: "Role saved." });
    },
    disable: setDisabledTo(true),
    enable: setDisabledTo(false),
    "clear-sign-in-limits": async (form, intent) => {
      const member = (await listStaff(context.db)).find((m) => m.id === userIdOf(form));
      if (!member) return data(noticed(intent, { kind: "error", text: "No such account." }), 404);
      await context.staff.signInLimits.clear(actor, member);
      return noticed(intent, { kind: "done", text: `Sign-in limits of ${member.name} cleared.` });
    },
    "reset-link": async (form, intent) => {
      const userId = userIdOf(form);
      const token = await issueResetLink(context.db, actor, userId);
      const member = (await listStaff(context.db)).find((m) => m.id === userId);
      const notice = await deliver(context, {
        to: member?.email ?? "",
        name: member?.name ?? "",
        purpose: "reset",
        link: linkFor(token),
        validity: "24 hours",
      });
      return noticed(intent, notice);
    },
  });
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(inviteSchema, actionData?.result, {
    id: "invite",
    defaultValue: { role: "editor" },
  });
  const notice = actionData?.notice;
  return (
    <div className="max-w-4xl space-y-8">
      <PageTitle>Staff</PageTitle>
      <div role="status" className="empty:hidden">
        {notice && (
          <div
            className={`rounded-lg border px-4 py-3 text-sm ${notice.kind === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
          >
            <p>{notice.text}</p>
            {"link" in notice && <CopyLink link={notice.link} />}
          </div>
        )}
      </div>
      <section aria-labelledby="invite-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          Invite a colleague
        </h2>
        <ConsoleForm form={form} className="mt-3 grid gap-4 md:grid-cols-3">
          <InputField meta={fields.name} label="Name" autoComplete="off" />
          <InputField meta={fields.email} label="E-mail address" type="email" autoComplete="off" />
          <SelectField meta={fields.role} label="Role" options={ROLE_OPTIONS} />
          <div className="md:col-span-3">
            <button type="submit" name="intent" value="invite" className={buttonStyles.primary}>
              Invite
            </button>
          </div>
        </ConsoleForm>
      </section>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Accounts
        </h2>
        <StaffTable rows={loaderData.rows} />
      </section>
      <section aria-labelledby="roles-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="roles-heading" className="text-lg font-semibold text-slate-900">
          What each role may do
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {ROLES.map((role) => (
            <Fragment key={role}>
              <dt className="font-medium text-slate-900">{ROLE_LABELS[role]}</dt>
              <dd className="text-slate-800">{ROLE_DESCRIPTIONS[role]}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">Everyone has the dashboard and their own account.</p>
      </section>
    </div>
  );
}
