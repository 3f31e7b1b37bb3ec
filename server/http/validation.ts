/** Reads and validates request bodies with the shared zod schemas; bad input never reaches a domain function. */
import type { Context } from "hono";
import type { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, checkInput, type Issue } from "../../domain/input-check.ts";
import { MESSAGES } from "../../domain/messages.ts";

export { CONTROL_CHARACTER_MESSAGE, type Issue };

/** Thrown for a 400: the first message is the `error`, all of them are `issues`. */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
  }
}

/** The shared check (domain/input-check.ts); a refusal is a 400 whose `error` is the first message. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = checkInput(schema, input);
  if (!checked.ok) throw new BadRequestError(checked.issues[0]?.message ?? "Invalid input.", checked.issues);
  return checked.data;
}

/** The media type of a Content-Type header, without parameters (`application/json; charset=utf-8` → `application/json`). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/**
 * Only `application/json`: a browser sends that type cross-site only after a CORS preflight we never grant,
 * while `text/plain` (even `text/plain; x=application/json`) it sends from any website's form.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (mediaType(c.req.header("content-type")) !== "application/json")
    throw new BadRequestError(MESSAGES.jsonOnly);
  try {
    return await c.req.json();
  } catch {
    throw new BadRequestError(MESSAGES.invalidJson);
  }
}

export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}
