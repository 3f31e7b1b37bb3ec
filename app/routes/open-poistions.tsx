import { redirect } from "react-router";

/** A footer link once carried this misspelling; keep it working. */
export function loader() {
  return redirect("/open-positions", 301);
}
