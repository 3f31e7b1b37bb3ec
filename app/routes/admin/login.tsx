import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation } from "react-router";
import { signInSchema } from "../../../domain/staff/staff.schema";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { AuthPage } from "../../features/console/auth-page";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleLinks, consoleMeta } from "../../features/console/console-meta";
import { afterSignIn } from "../../features/console/require-staff.server";
import type { Route } from "./+types/login";

export const links: Route.LinksFunction = consoleLinks;

export const meta: Route.MetaFunction = () => consoleMeta("Sign in");

export function loader({ context, request }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  if (context.staff.current) throw redirect(afterSignIn(next));
  return { next: afterSignIn(next) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const outcome = await context.staff.signIn(submission.value);
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
      { status: outcome.message.startsWith("Too many") ? 429 : 401 },
    );
  const next = afterSignIn(formData.get("next")?.toString());
  const to = outcome.twoFactor ? `/admin/two-factor?next=${encodeURIComponent(next)}` : next;
  return redirect(to, { headers: outcome.headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(signInSchema, actionData?.result, { id: "sign-in" });
  const busy = useNavigation().state === "submitting";
  return (
    <AuthPage title="Sign in">
      <ConsoleForm form={form} className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <InputField meta={fields.email} label="E-mail address" type="email" autoComplete="username" />
        <InputField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </ConsoleForm>
      <p className="mt-4 text-sm">
        <Link to="/admin/forgot-password" className="font-medium text-brand underline">
          Forgot password?
        </Link>
      </p>
    </AuthPage>
  );
}
