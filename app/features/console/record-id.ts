/** A console address's record id, or the console's 404 page for one that names no record. */
import { data } from "react-router";
import { recordIdFrom } from "../../../domain/console/list-filters";
import { NotFoundError } from "../../../domain/errors";

/** Throws the console's 404 page ('Not found.'). */
export function notFound(): never {
  throw data({ message: "Not found." }, { status: 404 });
}

export function recordIdOr404(value: string | undefined): number {
  const id = recordIdFrom(value);
  if (id === null) notFound();
  return id;
}

/** What `read` returns, or the console's 404 page when the record it reads is not there (a NotFoundError). */
export async function foundOr404<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
