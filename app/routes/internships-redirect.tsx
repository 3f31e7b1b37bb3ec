import { redirect } from "react-router";

/** The menus' fallback link when no internship exists: send the visitor to the internships list. */
export function loader() {
  return redirect("/career-opportunities", 302);
}
