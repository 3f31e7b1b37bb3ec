/**
 * One door for an API write (docs/decisions/0034-writes-own-their-effects.md): read the JSON body, answer a
 * filled honeypot as a success with nothing stored, check the body with the shared zod schema, call the domain,
 * reply. What goes wrong is thrown and mapped once for every route (server/http/errors.ts): bad input and
 * `RuleError` a 400, `DuplicateError` a 400, `NotFoundError` a 404.
 */
import type { Context, Handler } from "hono";
import type { z } from "zod";
import { isHoneypotFilled } from "../../domain/honeypot.ts";
import type { AppEnv } from "../deps.ts";
import { parseWith, readJson } from "./validation.ts";

export function jsonWrite<S extends z.ZodType, R>(
  schema: S,
  write: (input: z.output<S>, c: Context<AppEnv>) => Promise<R>,
  /** The answer: `stored` is undefined for a filled honeypot (which must look the same to the sender). */
  reply: (c: Context<AppEnv>, stored?: R) => Response,
): Handler<AppEnv> {
  return async (c) => {
    const body = await readJson(c);
    if (isHoneypotFilled(body)) return reply(c);
    return reply(c, await write(parseWith(schema, body), c));
  };
}
