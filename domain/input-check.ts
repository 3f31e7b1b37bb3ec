/**
 * Checks a request's input against a shared zod schema, for every write path (the API and the page actions
 * alike): the schema's verdict first, so a field that holds nothing but invisible characters gets its own
 * message ("Please enter your name."); then, of input the schema accepts, any control character (text.ts) is
 * refused.
 */
import type { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./text.ts";

export interface InputIssue {
  path: string;
  message: string;
}

export type InputCheck<T> = { ok: true; data: T } | { ok: false; issues: InputIssue[] };

// The characters no field accepts and their message are text.ts's, shared with the console's schemas.
export { CONTROL_CHARACTER_MESSAGE };

function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return hasControlCharacters(value) ? path : null;
  if (!value || typeof value !== "object" || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function issuesOf(error: z.ZodError): InputIssue[] {
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
