import { data } from "react-router";
import { requireStaff } from "../../features/console/require-staff.server";
import type { Route } from "./+types/not-found";

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "dashboard");
  throw data({ message: "Not found" }, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
