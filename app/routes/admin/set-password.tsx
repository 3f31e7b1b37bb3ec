import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { newPasswordSchema, STAFF_MESSAGES } from "../../../domain/staff/staff.schema";
import { findTokenHolder } from "../../../domain/staff/staff.server";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { AuthPage, AuthPageRefusal } from "../../features/console/auth-page";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleLinks, consoleMeta } from "../../features/console/console-meta";
import { redirectSignedIn } from "../../features/console/require-staff.server";
import type { Route } from "./+types/set-password";

export const links: Route.LinksFunction = consoleLinks;

export const meta: Route.MetaFunction = () => consoleMeta("Set your password");

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const holder = token ? await findTokenHolder(context.db, token) : undefined;
  if (!holder) return data({ holder: null, token: "" }, { status: 404 });
  return { holder: { email: holder.email, name: holder.name }, token };
}

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  const outcome = await context.staff.setPassword({
    token: formData.get("token")?.toString() ?? "",
    password: submission.value.password,
  });
  if (!outcome.ok)
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password", "confirm"] }) },
      outcome.status,
    );
  return redirectSignedIn(outcome.signedIn);
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(newPasswordSchema, actionData?.result, { id: "set-password" });
  if (!loaderData.holder)
    return <AuthPageRefusal title="Set your password" reason={STAFF_MESSAGES.linkInvalid} />;
  return (
    <AuthPage title="Set your password" intro={`For ${loaderData.holder.name} (${loaderData.holder.email}).`}>
      <ConsoleForm form={form} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="username" autoComplete="username" value={loaderData.holder.email} />
        <InputField
          meta={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; not a common password."
        />
        <InputField
          meta={fields.confirm}
          label="New password again"
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`}>
          Set password and sign in
        </button>
      </ConsoleForm>
    </AuthPage>
  );
}
