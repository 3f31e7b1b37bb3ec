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

/** What a form shows after a refused post: Conform's reply (errors on their fields, values kept). */
export interface FormRefusal {
  result: SubmissionResult<string[]>;
}

export async function formAction<S extends z.ZodType, R, T>(
  form: FormData,
  schema: S,
  write: (value: z.output<S>) => Promise<R>,
  /** The answer to a stored post (a redirect, or data with `reply` for a form that starts again). */
  done: (stored: R, reply: () => SubmissionResult<string[]>) => T,
) {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success")
    return data<FormRefusal>({ result: submission.reply() }, { status: 400 });
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
    return data<FormRefusal>({ result }, { status: 400 });
  }
  return done(stored, () => submission.reply({ resetForm: true }));
}
