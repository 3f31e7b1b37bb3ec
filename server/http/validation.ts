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

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = issuesOf(result.error);
    throw new BadRequestError(issues[0]?.message ?? "Invalid input.", issues);
  }
  return result.data;
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) throw new BadRequestError("Send the body as application/json.");
  try {
    return await c.req.json();
  } catch {
    throw new BadRequestError(MESSAGES.invalidJson);
  }
}

export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}
