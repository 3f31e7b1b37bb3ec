/** A console address's record id, or the console's 404 page for one that names no record. */
import { data } from "react-router";
import { recordIdFrom } from "../../../domain/console/list-filters";

export function recordIdOr404(value: string | undefined): number {
  const id = recordIdFrom(value);
  if (id === null) throw data({ message: "Not found." }, { status: 404 });
  return id;
}
