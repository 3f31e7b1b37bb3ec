/**
 * One dispatcher for console actions that dispatch on the posted `intent` (docs/decisions/0034-writes-own-their-effects.md):
 * a route's action is a table of intents, each a function of the posted form. The glue every such route
 * repeated is here once: an intent the table does not have is answered 400 with 'Unknown request.'; a
 * `NotFoundError` is the route's 404; a `RuleError` goes back as the screen's error notice (400 unless the
 * route says otherwise); anything else is thrown. Permissions stay the route's: it calls `requireStaff`
 * before it dispatches.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { NotFoundError, RuleError } from "../../../domain/errors";
import { MESSAGES } from "../../../domain/messages";
import type { ConsoleNoticeValue } from "./notice";

/** What a console screen gets back from an intent: which form, Conform's reply for it, and a notice. */
export interface IntentReply {
  intent: string;
  result: SubmissionResult<string[]> | null;
  notice: ConsoleNoticeValue | null;
}

/** A reply as an action returns it: the value, or the value with its status (`data()`). */
export type Answer<T> = T | ReturnType<typeof data<T>>;

/** One intent: the posted form to the screen's reply (a redirect may be thrown or returned as well). */
export type IntentHandler<T = IntentReply> = (
  form: FormData,
  intent: string,
) => Promise<Answer<T> | Response>;

export const failed = (intent: string, text: string, status = 400) =>
  data<IntentReply>({ intent, result: null, notice: { kind: "error", text } }, status);

export const done = (intent: string, text: string, result: IntentReply["result"] = null): IntentReply => ({
  intent,
  result,
  notice: { kind: "done", text },
});

export async function intentAction<T = IntentReply>(
  form: FormData,
  intents: Record<string, IntentHandler<T>>,
  options: { ruleStatus?: number } = {},
): Promise<Answer<T> | Answer<IntentReply> | Response> {
  const intent = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!handler) return failed(intent, MESSAGES.consoleUnknownRequest);
  try {
    return await handler(form, intent);
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: MESSAGES.consoleNotFound }, { status: 404 });
    if (!(error instanceof RuleError)) throw error;
    return failed(intent, error.message, options.ruleStatus);
  }
}

/**
 * An intent that is a form with its own schema: invalid input goes back on its fields (400); a stored one
 * answers the write's notice text with the form emptied (or kept, with `keep`).
 */
export function formIntent<S extends z.ZodType>(
  schema: S,
  write: (value: z.output<S>) => Promise<string>,
  options: { keep?: boolean } = {},
): IntentHandler {
  return async (form, intent) => {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success")
      return data<IntentReply>({ intent, result: submission.reply(), notice: null }, 400);
    const text = await write(submission.value as z.output<S>);
    return done(intent, text, submission.reply(options.keep ? undefined : { resetForm: true }));
  };
}
