import { Form, redirect } from "react-router";
import { ROLE_LABELS } from "../../../domain/staff/roles";
import { signOutEverywhere } from "../../../domain/staff/staff.server";
import { buttonStyles } from "../../components/ui/button-styles";
import { consoleMeta } from "../../features/console/console-meta";
import { PageTitle } from "../../features/console/console-shell";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => consoleMeta("My account");

export function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "account");
  return { email: actor.email, name: actor.name, role: ROLE_LABELS[actor.role] };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request, "account");
  const form = await request.formData();
  if (form.get("intent") === "sign-out-everywhere") {
    await signOutEverywhere(context.db, actor);
    const headers = await context.staff.signOut();
    return redirect("/admin/login", { headers });
  }
  return redirect("/admin/account");
}

export default function Account({ loaderData }: Route.ComponentProps) {
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
