/**
 * The check every console loader and action starts with (docs/product/console.md#roles): the signed-in staff member
 * whose role has `right`. Nobody signed in goes to the sign-in page; a role without the right gets 403 with a
 * plain message, never the data.
 */
import { data, redirect } from "react-router";
import type { Actor } from "../../../domain/staff/actor";
import { can, type Right } from "../../../domain/staff/roles";
import { STAFF_MESSAGES } from "../../../domain/staff/staff.schema";
import type { Route } from "../../+types/root";

type Context = Route.LoaderArgs["context"];

export function requireStaff(context: Context, request: Request, right: Right): Actor {
  const current = context.staff.current;
  if (!current) {
    const url = new URL(request.url);
    const next = url.pathname.replace(/\.data$/, "");
    throw redirect(`/admin/login?next=${encodeURIComponent(next)}`);
  }
  if (!can(current.actor.role, right)) throw data({ message: STAFF_MESSAGES.forbidden }, { status: 403 });
  return current.actor;
}

/** A new password's holder, once it is set: into the console signed in, or to the sign-in page if that failed. */
export function redirectSignedIn(signedIn: Awaited<ReturnType<Context["staff"]["signIn"]>>): Response {
  return redirect(signedIn.ok ? "/admin" : "/admin/login", signedIn.ok ? { headers: signedIn.headers } : {});
}

/** Where to go after signing in: a console address given as `next`, or the dashboard. */
export function afterSignIn(next: string | null | undefined): string {
  return next && /^\/admin(?:\/[\w\-/]*)?$/.test(next) ? next : "/admin";
}
