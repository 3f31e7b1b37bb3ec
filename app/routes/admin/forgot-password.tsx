/**
 * "Forgot password?" from the sign-in page. With a mail server (SMTP_URL) it mails a one-time reset link to an
 * active account with the address typed, and answers the same whether or not one exists (so the page tells
 * nobody which addresses have accounts); without one it says to ask an administrator, who makes the link on the
 * Staff screen.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation } from "react-router";
import { forgotPasswordSchema } from "../../../domain/staff/staff.schema";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { AuthPage } from "../../features/console/auth-page";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleLinks, consoleMeta } from "../../features/console/console-meta";
import type { Route } from "./+types/forgot-password";

export const links: Route.LinksFunction = consoleLinks;

export const meta: Route.MetaFunction = () => consoleMeta("Forgot password");

const RESET_VALIDITY = "24 hours";

export function loader({ context }: Route.LoaderArgs) {
  if (context.staff.current) throw redirect("/admin/account");
  return { mailing: Boolean(context.config.mail.smtpUrl) };
}

export async function action({ context, request }: Route.ActionArgs) {
  // Without a mail server there is nothing to send: the page asks for an administrator instead.
  if (!context.config.mail.smtpUrl) return data({ result: null, sent: false }, 400);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, 400);
  const outcome = await context.staff.forgotPassword(submission.value.email);
  if (!outcome.ok)
    return data({ result: submission.reply({ formErrors: [outcome.message] }), sent: false }, 429);
  if (outcome.reset) {
    const sent = await context.mail.sendStaffLink({
      to: outcome.reset.email,
      name: outcome.reset.name,
      purpose: "reset",
      link: `${context.config.siteUrl}/admin/set-password?token=${outcome.reset.token}`,
      validity: RESET_VALIDITY,
    });
    if (sent !== "sent")
      context.logger.error("password reset mail not sent", { requestId: context.requestId });
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(forgotPasswordSchema, actionData?.result, { id: "forgot-password" });
  const busy = useNavigation().state === "submitting";
  const back = (
    <p className="mt-6 text-sm">
      <Link to="/admin/login" className="font-medium text-brand underline">
        Back to sign in
      </Link>
    </p>
  );
  if (!loaderData.mailing)
    return (
      <AuthPage title="Forgot password?">
        <p className="text-slate-800">
          Ask an administrator to make you a new password link: on the Staff screen, “Reset link” beside your
          name. The link works once, for {RESET_VALIDITY}.
        </p>
        {back}
      </AuthPage>
    );
  return (
    <AuthPage
      title="Forgot password?"
      intro="Enter the e-mail address you sign in with. We will mail you a link to set a new password."
    >
      <div role="status" className="empty:hidden">
        {actionData?.sent && (
          <p className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
            If a staff account uses that address, a link to set a new password is on its way to it (valid{" "}
            {RESET_VALIDITY}). No mail after a few minutes? Ask an administrator.
          </p>
        )}
      </div>
      <ConsoleForm form={form} className="space-y-4">
        <InputField meta={fields.email} label="E-mail address" type="email" autoComplete="username" />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
          {busy ? "Sending…" : "Mail me a link"}
        </button>
      </ConsoleForm>
      {back}
    </AuthPage>
  );
}
