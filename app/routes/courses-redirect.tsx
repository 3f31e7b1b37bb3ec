import { redirect } from "react-router";

/** The menus' fallback link when no course exists: send the visitor to the courses list. */
export function loader() {
  return redirect("/learning-opportunities", 302);
}
