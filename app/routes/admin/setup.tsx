import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { RuleError } from "../../../domain/errors";
import { setupSchema } from "../../../domain/staff/staff.schema";
import { createStaff, hasActiveAdmin } from "../../../domain/staff/staff.server";
import { InputField } from "../../components/forms/conform-field";
import { useSchemaForm } from "../../components/forms/use-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { AuthPage, AuthPageRefusal } from "../../features/console/auth-page";
import { ConsoleForm } from "../../features/console/console-form";
import { consoleLinks, consoleMeta } from "../../features/console/console-meta";
import { redirectSignedIn } from "../../features/console/require-staff.server";
import type { Route } from "./+types/setup";

export const links: Route.LinksFunction = consoleLinks;

export const meta: Route.MetaFunction = () => consoleMeta("First administrator");

const INVALID =
  "This setup link is not valid: it was used already, the server restarted, or an administrator exists.";

async function linkIsValid(context: Route.LoaderArgs["context"], token: string | null | undefined) {
  return context.staff.setupLink.matches(token) && !(await hasActiveAdmin(context.db));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!(await linkIsValid(context, token)))
    return data({ valid: false as const, token: "" }, { status: 404 });
  return { valid: true as const, token: token! };
}

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: setupSchema });
  if (!(await linkIsValid(context, formData.get("token")?.toString())))
    return data(
      { result: submission.reply({ formErrors: [INVALID], hideFields: ["password", "confirm"] }) },
      404,
    );
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  const { name, email, password } = submission.value;
  // Used up before the account is written, so two submissions cannot make two first administrators.
  context.staff.setupLink.consume();
  try {
    await createStaff(context.db, null, { name, email, password, role: "admin" });
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) }, 400);
  }
  const signedIn = await context.staff.signIn({ email, password });
  return redirectSignedIn(signedIn);
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(setupSchema, actionData?.result, { id: "setup" });
  if (!loaderData.valid) return <AuthPageRefusal title="First administrator" reason={INVALID} />;
  return (
    <AuthPage
      title="Create the first administrator"
      intro="This account can invite the rest of the staff. The link works once."
    >
      <ConsoleForm form={form} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <InputField meta={fields.name} label="Your name" autoComplete="name" />
        <InputField meta={fields.email} label="E-mail address" type="email" autoComplete="username" />
        <InputField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; not a common password."
        />
        <InputField
          meta={fields.confirm}
          label="Password again"
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`}>
          Create administrator
        </button>
      </ConsoleForm>
    </AuthPage>
  );
}
