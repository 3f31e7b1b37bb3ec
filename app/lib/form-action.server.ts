/**
 * One door for a form's route action (docs/decisions/0034-writes-own-their-effects.md): parse the post with
 * the shared zod schema (Conform's `parseWithZod`, so the reply keeps what was typed), call the domain,
 * and reply. Invalid input and a `RuleError` or `DuplicateError` go back to the form as a 400 (a rule's error
 * on the field it names, else on the form); `NotFoundError` is the route's 404. Anything else is thrown.
 * The write's effects (mail, content version) are the write's own: nothing to call here.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { DuplicateError, NotFoundError, RuleError } from "../../domain/errors";
import { isHoneypotFilled } from "../../domain/honeypot";

/** What a form shows after a refused post: Conform's reply (errors on their fields, values kept). */
export interface FormRefusal {
  result: SubmissionResult<string[]>;
  /**
   * Why: the schema's checks, a domain rule, a repeat of something that may exist once, or (public forms) a
   * failure of ours, logged, that the form shows as its failure text.
   */
  refused: "invalid" | "rule" | "duplicate" | "failed";
}

export type Reply = () => SubmissionResult<string[]>;

export async function formAction<S extends z.ZodType, R, T>(
  form: FormData,
  schema: S,
  write: (value: z.output<S>) => Promise<R>,
  /** The answer to a stored post (a redirect, or data with `reply()` for a form that starts again). */
  done: (stored: R, reply: Reply) => T,
  headers?: HeadersInit,
) {
  const submission = parseWithZod(form, { schema });
  const refuse = (result: SubmissionResult<string[]>, refused: FormRefusal["refused"]) =>
    data<FormRefusal>({ result, refused }, { status: 400, headers });
  if (submission.status !== "success") return refuse(submission.reply(), "invalid");
  let stored: R;
  try {
    stored = await write(submission.value as z.output<S>);
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: error.message }, { status: 404 });
    if (!(error instanceof RuleError || error instanceof DuplicateError)) throw error;
    const field = error instanceof RuleError ? error.path[0] : undefined;
    const result = submission.reply(
      field !== undefined ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] },
    );
    return refuse(result, error instanceof DuplicateError ? "duplicate" : "rule");
  }
  return done(stored, () => submission.reply({ resetForm: true }));
}

/** Answers to a public form echo what the visitor typed: kept by no cache. */
const PERSONAL = { "Cache-Control": "no-store" };

/**
 * The same door for a public form: a filled honeypot gets the success answer with nothing stored, every
 * answer is personal (`no-store`), and a failure of ours is logged and answered as a refusal (500) the form
 * shows as its failure text, keeping what was typed, instead of the page's error screen.
 */
export async function publicFormAction<S extends z.ZodType, R, T>(
  context: { logger: { error(message: string, fields?: Record<string, unknown>): void }; requestId: string },
  form: FormData,
  schema: S,
  write: (value: z.output<S>) => Promise<R>,
  done: (reply: Reply) => T,
) {
  const sent = (reply: Reply) => data(done(reply), { headers: PERSONAL });
  if (isHoneypotFilled(Object.fromEntries(form)))
    return sent(() => parseWithZod(form, { schema }).reply({ resetForm: true }));
  try {
    return await formAction(form, schema, write, (_stored, reply) => sent(reply), PERSONAL);
  } catch (error) {
    // A 404 or redirect thrown on purpose is not an Error.
    if (!(error instanceof Error)) throw error;
    context.logger.error("public form not stored", { requestId: context.requestId, error });
    const result = parseWithZod(form, { schema }).reply();
    return data<FormRefusal>({ result, refused: "failed" }, { status: 500, headers: PERSONAL });
  }
}
