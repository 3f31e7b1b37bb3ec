import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../../../domain/staff/password-rules";
import { ROLE_LABELS } from "../../../domain/staff/roles";
import {
  changePasswordSchema,
  passwordAgainSchema,
  totpCodeSchema,
} from "../../../domain/staff/staff.schema";
import { recordAccountEvent, signOutEverywhere } from "../../../domain/staff/staff.server";
import { FormErrors, InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { requireStaff } from "../../features/console/require-staff.server";
import { TwoFactorSettings } from "../../features/console/two-factor-settings";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => consoleMeta("My account");

export function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "account");
  return {
    email: actor.email,
    name: actor.name,
    role: ROLE_LABELS[actor.role],
    twoFactor: Boolean(context.staff.current?.twoFactorEnabled),
    passwordChanged: new URL(request.url).searchParams.get("password") === "changed",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "account");
  const form = await request.formData();
  const intent = form.get("intent")?.toString();
  if (intent === "two-factor-start" || intent === "two-factor-stop") {
    const submission = parseWithZod(form, { schema: passwordAgainSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply({ hideFields: ["password"] }), setup: null }, 400);
    if (intent === "two-factor-stop") {
      const stopped = await context.staff.stopTwoFactor(submission.value.password);
      if (!stopped.ok)
        return data(
          {
            intent,
            result: submission.reply({ formErrors: [stopped.message], hideFields: ["password"] }),
            setup: null,
          },
          400,
        );
      await recordAccountEvent(context.db, actor, "two-factor-off");
      return redirect("/admin/account", { headers: stopped.headers });
    }
    const started = await context.staff.startTwoFactor(submission.value.password);
    if ("message" in started)
      return data(
        {
          intent,
          result: submission.reply({ formErrors: [started.message], hideFields: ["password"] }),
          setup: null,
        },
        400,
      );
    const secret = new URL(started.totpURI).searchParams.get("secret") ?? "";
    return { intent, result: submission.reply({ resetForm: true }), setup: { ...started, secret } };
  }
  if (intent === "two-factor-confirm") {
    const submission = parseWithZod(form, { schema: totpCodeSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), setup: null }, 400);
    const confirmed = await context.staff.confirmTwoFactor(submission.value.code);
    if (!confirmed.ok)
      return data(
        {
          intent: "two-factor-start",
          result: submission.reply({ formErrors: [`${confirmed.message} Set up two-factor again.`] }),
          setup: null,
        },
        400,
      );
    await recordAccountEvent(context.db, actor, "two-factor-on");
    return redirect("/admin/account", { headers: confirmed.headers });
  }
  if (intent === "change-password") {
    const submission = parseWithZod(form, { schema: changePasswordSchema });
    const hidden = { hideFields: ["current", "password", "confirm"] };
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(hidden), setup: null }, 400);
    const changed = await context.staff.changePassword({
      current: submission.value.current,
      next: submission.value.password,
    });
    if (!changed.ok)
      return data(
        { intent, result: submission.reply({ formErrors: [changed.message], ...hidden }), setup: null },
        changed.status,
      );
    return redirect("/admin/account?password=changed", { headers: changed.headers });
  }
  if (intent === "sign-out-everywhere") {
    await signOutEverywhere(context.db, actor);
    const headers = await context.staff.signOut();
    return redirect("/admin/login", { headers });
  }
  return redirect("/admin/account");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl space-y-8">
      <PageTitle>My account</PageTitle>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-900">
        <dt className="font-medium">Name</dt>
        <dd>{loaderData.name}</dd>
        <dt className="font-medium">E-mail</dt>
        <dd>{loaderData.email}</dd>
        <dt className="font-medium">Role</dt>
        <dd>{loaderData.role}</dd>
      </dl>
      <ChangePassword
        // A new form once the password changed: what was typed is not kept on the page.
        key={loaderData.passwordChanged ? "changed" : "form"}
        changed={loaderData.passwordChanged}
        result={actionData?.intent === "change-password" ? actionData.result : undefined}
      />
      <TwoFactorSettings
        enabled={loaderData.twoFactor}
        setup={actionData?.setup ?? undefined}
        intent={actionData?.intent}
        result={actionData?.result}
      />
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
          Sessions
        </h2>
        <p className="text-slate-800">
          Sign out on every browser and device where this account is signed in, this one included.
        </p>
        <Form method="post">
          <button type="submit" name="intent" value="sign-out-everywhere" className={buttonStyles.secondary}>
            Sign out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}

function ChangePassword({
  changed,
  result,
}: {
  changed: boolean;
  result: Parameters<typeof useSchemaForm>[1];
}) {
  const [form, fields] = useSchemaForm(changePasswordSchema, result, { id: "change-password" });
  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        Password
      </h2>
      <div role="status" className="empty:hidden">
        {changed && !result && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
            Your password was changed. Every other browser signed in to this account was signed out.
          </p>
        )}
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField
          meta={fields.current}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <InputField
          meta={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
        />
        <InputField
          meta={fields.confirm}
          label="New password again"
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={buttonStyles.primary}>
          Change password
        </button>
      </Form>
    </section>
  );
}
