/**
 * The check every submitted body goes through, whichever door it came in by (the API's JSON in
 * server/http/validation.ts, a public form posted to its page): the shared schema first, so a field of
 * invisible characters gets the schema's own message ("Please enter your name."); then, of input the schema
 * accepts, any control character is refused.
 */
import type { z } from "zod";

export interface Issue {
  /** The field's path, dot-joined ("branch", "items.0.name"). */
  path: string;
  message: string;
}

export type InputCheck<T> = { ok: true; data: T } | { ok: false; issues: Issue[] };

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

function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export function checkInput<S extends z.ZodType>(schema: S, input: unknown): InputCheck<z.output<S>> {
  const result = schema.safeParse(input);
  if (!result.success) return { ok: false, issues: issuesOf(result.error) };
  const controlAt = findControlCharacter(input);
  if (controlAt)
    return { ok: false, issues: [{ path: controlAt.join("."), message: CONTROL_CHARACTER_MESSAGE }] };
  return { ok: true, data: result.data };
}
