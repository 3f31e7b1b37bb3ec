/** Reads and validates request bodies with the shared zod schemas; bad input never reaches a domain function. */
import type { Context } from "hono";
import type { z } from "zod";
import { MESSAGES } from "../../domain/messages.ts";

export interface Issue {
  path: string;
  message: string;
}

/** Thrown for a 400: the first message is the `error`, all of them are `issues`. */
export class BadRequestError extends Error {
  constructor(
    message: string,
    readonly issues: Issue[] = [],
  ) {
    super(message);
  }
}

export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** C0 control characters other than tab, line feed and carriage return, DEL and the C1 controls: never
 * meaningful in a form field, and NUL cannot be stored in PostgreSQL text at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = "Text must not contain control characters.";

function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return CONTROL_CHARACTERS.test(value) ? path : null;
  if (!value || typeof value !== "object" || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The schema's verdict first, so a field that holds nothing but invisible characters gets its own message
 * ("Please enter your name."); then, of input the schema accepts, any control character is refused.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = issuesOf(result.error);
    throw new BadRequestError(issues[0]?.message ?? "Invalid input.", issues);
  }
  const controlAt = findControlCharacter(input);
  if (controlAt)
    throw new BadRequestError(CONTROL_CHARACTER_MESSAGE, [
      { path: controlAt.join("."), message: CONTROL_CHARACTER_MESSAGE },
    ]);
  return result.data;
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
