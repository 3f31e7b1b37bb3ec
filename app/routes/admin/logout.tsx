import { redirect } from "react-router";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin");
}

/** Signs this session out (a POST from the console's header, so no other site can sign anyone out). */
export async function action({ context }: Route.ActionArgs) {
  const headers = await context.staff.signOut();
  return redirect("/admin/login", { headers });
}
