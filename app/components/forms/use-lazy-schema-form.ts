/**
 * `useSchemaForm` for a public form whose page must stay light (docs/decisions/0005): the validator (the
 * domain's zod schema through `parseWithZod`, and zod with it) is a module loaded on the form's first focus,
 * not with the page. Until it has loaded nothing is checked in the browser; a submit that comes first waits for
 * it and is then checked like any other. Without JavaScript the form posts as plain HTML and the action's reply
 * (`lastResult`) shows the errors, as with `useSchemaForm`.
 */
import { type DefaultValue, parse, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useCallback, useRef } from "react";

export type FormValidator<Output> = (formData: FormData) => Submission<Output, string[]>;

/**
 * Not checked yet. A submit gets an `error` of null ("wait"), so Conform hands it to `onSubmit`, which waits for
 * the check. A check while typing is also a submit (Conform requests one with an intent button) and Conform
 * lets a submission with a null error post: it gets no errors instead, which Conform keeps in the page.
 */
const unchecked = <Output>(formData: FormData) =>
  parse<Output, string[]>(formData, { resolve: (_payload, intent) => ({ error: intent ? {} : null }) });

/** The messages of a failed check in the order the schema reported them. */
function messagesOf(submission: Submission<unknown, string[]>): string[] {
  if (!("error" in submission)) return [];
  return Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
}

export function useLazySchemaForm<Input extends Record<string, unknown>, Output>(
  loadValidator: () => Promise<FormValidator<Output>>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: {
    id?: string;
    defaultValue?: DefaultValue<Input>;
    /** A submit that passed the check (the form's own sending; it calls `preventDefault` to stay on the page). */
    onValidSubmit: (event: FormEvent<HTMLFormElement>, formData: FormData) => void;
    /** A submit the check refused, with its messages; Conform shows them on their fields and focuses the first. */
    onInvalidSubmit?: (messages: string[]) => void;
    /** When a field is first checked: as it is left (the default), or only once the form is submitted. */
    shouldValidate?: "onBlur" | "onSubmit";
  },
) {
  const validator = useRef<FormValidator<Output> | null>(null);
  const loading = useRef<Promise<FormValidator<Output>> | null>(null);
  const load = useCallback(() => {
    loading.current ??= loadValidator().then(
      (validate) => (validator.current = validate),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [loadValidator]);
  // The latest handlers, read when an event comes (Conform keeps the options of its first render).
  const handlers = useRef(options);
  handlers.current = options;

  const [form, fields] = useForm<Input, Output>({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      if (!validator.current) return unchecked<Output>(formData);
      const submission = validator.current(formData);
      // `error` only on a submit: a check while typing has an intent and no status.
      if (submission.status === "error") handlers.current.onInvalidSubmit?.(messagesOf(submission));
      return submission;
    },
    onSubmit: (event, { formData }) => {
      if (validator.current) return handlers.current.onValidSubmit(event, formData);
      // Submitted before the check loaded: wait for it and submit again. Should it fail to load (offline),
      // the form posts as it would without JavaScript and the server checks it.
      event.preventDefault();
      const element = event.currentTarget;
      // Again with the same button, so its name and value are sent as the first time.
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? undefined;
      load().then(
        () => element.requestSubmit(submitter),
        () => element.submit(),
      );
    },
  });
  return [form, fields, load] as const;
}
