import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { ROLE_LABELS } from "../../../domain/staff/roles";
import { passwordAgainSchema, totpCodeSchema } from "../../../domain/staff/staff.schema";
import { recordAccountEvent, signOutEverywhere } from "../../../domain/staff/staff.server";
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
