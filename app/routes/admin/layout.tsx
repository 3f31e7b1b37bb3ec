import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { consoleLinks } from "../../features/console/console-meta";
import { navFor } from "../../features/console/console-nav";
import { ConsoleShell, PageTitle } from "../../features/console/console-shell";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/layout";

export const links: Route.LinksFunction = consoleLinks;

export function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request, "dashboard");
  return { staff: { name: actor.name, email: actor.email, role: actor.role }, nav: navFor(actor.role) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell nav={loaderData.nav} staff={loaderData.staff}>
      <Outlet />
    </ConsoleShell>
  );
}

/** A screen the role may not use (403), or one that does not exist, inside the console's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaderData = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 400 says what in the address could not be read (a filter, a date), in the loader's own words.
  const said = isRouteErrorResponse(error)
    ? (error.data as { message?: unknown } | undefined)?.message
    : null;
  const message =
    status === 403
      ? "You do not have access to this page."
      : status === 404
        ? "There is no such page in the console."
        : status === 400 && typeof said === "string"
          ? said
          : "Something went wrong. Try again in a moment.";
  const title =
    status === 403 ? "No access" : status === 404 ? "Not found" : status === 400 ? "Not understood" : "Error";
  // The failing route's meta is not rendered, so the document's title is set here (axe: document-title).
  const body = (
    <div>
      <title>{`${title} · Staff console`}</title>
      <PageTitle>{title}</PageTitle>
      <p className="mt-3 text-slate-800">{message}</p>
    </div>
  );
  if (!loaderData)
    return (
      <main id="main" className="p-8">
        {body}
      </main>
    );
  return (
    <ConsoleShell nav={loaderData.nav} staff={loaderData.staff}>
      {body}
    </ConsoleShell>
  );
}
