/**
 * `useSchemaForm` for public pages whose first load must not carry zod (ADR 5): the schema and Conform's zod
 * adapter load when the visitor first focuses the form (`prepare`), and a submit that comes before they have
 * arrived waits for them. Errors show on submit and are rechecked as the visitor corrects them; Conform moves
 * focus to the first invalid field. Without JavaScript the form posts to its page, whose action parses the
 * same schema with `parseWithZod` and answers `submission.reply()` (passed back here as `lastResult`).
 */
import { type DefaultValue, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useCallback, useRef } from "react";
import type { z } from "zod";

/** What validation answers before the schema has loaded: nothing to report, the submit handler waits. */
const NOT_YET = { status: undefined, error: null, payload: {}, reply: () => ({}) };

/** A submit Conform sends itself (revalidating a field), as opposed to the visitor's. */
const isIntent = (event: FormEvent<HTMLFormElement>) =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__";

/**
 * `Fields` is the form's fields as its controls hold them (text, a checkbox's boolean): the kit's fields take
 * their metadata. `onValid` gets the checked submission; its `payload` holds what was typed.
 */
export function useLazySchemaForm<Fields extends Record<string, unknown>>(
  loadSchema: () => Promise<z.ZodType>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: {
    id: string;
    defaultValue?: DefaultValue<Fields>;
    /** A visitor's submit that passed the schema (the default is prevented: the handler sends it). */
    onValid: (submission: Submission<unknown>) => void;
  },
) {
  const validate = useRef<((formData: FormData) => Submission<Fields, string[], unknown>) | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const prepare = useCallback(() => {
    loading.current ??= Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) => {
        validate.current = (formData) =>
          parseWithZod(formData, { schema }) as Submission<Fields, string[], unknown>;
      },
      (error) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [loadSchema]);

  const onValid = options.onValid;
  const [form, fields] = useForm<Fields, unknown>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      validate.current?.(formData) ?? (NOT_YET as unknown as Submission<Fields, string[], unknown>),
    onSubmit: (_event, { submission }) => {
      if (submission?.status === "success") onValid(submission);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!validate.current && !isIntent(event)) {
      event.preventDefault();
      try {
        await prepare();
      } catch {
        // The schema could not load (offline, a new deployment): the page's action checks the post instead.
        element.submit();
        return;
      }
      element.requestSubmit(submitter);
      return;
    }
    form.onSubmit(event);
    // With JavaScript the handler sends the form; it never posts as a page.
    event.preventDefault();
  }

  return { form, fields, onSubmit, prepare };
}
