import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { backupCodeSchema, totpCodeSchema } from "../../../domain/staff/staff.schema";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { AuthPage } from "../../features/console/auth-page";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleLinks, consoleMeta } from "../../features/console/console-meta";
import { afterSignIn } from "../../features/console/require-staff.server";
import type { Route } from "./+types/two-factor";

export const links: Route.LinksFunction = consoleLinks;

export const meta: Route.MetaFunction = () => consoleMeta("Two-factor sign-in");

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (context.staff.current) throw redirect(afterSignIn(url.searchParams.get("next")));
  return { next: afterSignIn(url.searchParams.get("next")), backup: url.searchParams.get("backup") === "1" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const kind = formData.get("kind") === "backup" ? "backup" : "totp";
  const submission = parseWithZod(formData, {
    schema: kind === "backup" ? backupCodeSchema : totpCodeSchema,
  });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const outcome = await context.staff.verifySecondFactor({ code: submission.value.code, kind });
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.message] }) }, 401);
  return redirect(afterSignIn(formData.get("next")?.toString()), { headers: outcome.headers });
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const backup = loaderData.backup;
  const [form, fields] = useSchemaForm(backup ? backupCodeSchema : totpCodeSchema, actionData?.result, {
    id: backup ? "backup-code" : "totp-code",
  });
  const other = `?next=${encodeURIComponent(loaderData.next)}${backup ? "" : "&backup=1"}`;
  return (
    <AuthPage
      title="Two-factor sign-in"
      intro={
        backup
          ? "Enter one of the backup codes you saved. Each works once."
          : "Enter the 6-digit code your authenticator app shows for this account."
      }
    >
      <ConsoleForm form={form} className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <input type="hidden" name="kind" value={backup ? "backup" : "totp"} />
        <InputField
          meta={fields.code}
          label={backup ? "Backup code" : "Authentication code"}
          autoComplete="one-time-code"
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`}>
          Verify
        </button>
      </ConsoleForm>
      <p className="mt-4 text-sm">
        <Link to={other} className="text-brand underline">
          {backup ? "Use the authenticator app instead" : "Use a backup code instead"}
        </Link>
      </p>
    </AuthPage>
  );
}
