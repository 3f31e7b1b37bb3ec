/**
 * 'Job Application Form' of /opening-forms (docs/product/forms.md, states.md and messages.md), on the form kit. Conditional fields:
 * qualification 'Other' reveals a text field; experience 'Yes' (value '1+ years') shows the working status, 'No'
 * (value 'Fresher') hides it; notice period 'Yes' shows a days field, switching away clears it.
 *
 * One door (docs/decisions/0034-writes-own-their-effects.md): the form posts to the page's action
 * (apply-action.server.ts) with JavaScript and without. With JavaScript the fields are first checked with the
 * shared schema and the resume's name and size (the check loads on the form's first focus:
 * application-validator.ts), then sent through a fetcher, so the page stays; on success the form resets and
 * the message hides after 4 s; a failure shows '❌ {server message}' or '❌ Failed to submit application.'.
 * Without JavaScript the action answers the page with the success text or the errors on their fields; until
 * the page is hydrated every question is shown, those that depend on an answer saying which (the server
 * ignores the ones that do not apply). POST /api/apply-job stays for other clients.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { EXPERIENCED, TIMINGS } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { FormErrors } from "../../components/forms/conform-field";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { useLazySchemaForm } from "../../components/forms/use-lazy-schema-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { useHydrated } from "../../lib/use-hydrated";
import {
  type ApplicationFields,
  EducationFieldset,
  PersonalFieldset,
  ResumeFieldset,
} from "./job-application-fields";

export interface ApplicationJob {
  jobId?: string;
  title?: string;
  company?: string;
}

/**
 * The page action's answer: stored, or refused with Conform's reply (the errors on their fields, the text
 * values kept) and the refusal's own text (`message`, as POST /api/apply-job words it). A post that got no
 * answer of the action's (the network, a limit in front of it, a failure of ours) has no `message`.
 */
export type ApplicationReply =
  | { submitted: true }
  | { submitted: false; result: SubmissionResult<string[]>; message?: string };

/** A copy of the form data without empty text values and without an empty file input. */
export function withoutEmptyValues(data: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of data) {
    if (typeof value === "string" ? value.trim() === "" : value.size === 0 && value.name === "") continue;
    out.append(name, value);
  }
  return out;
}

type Status = { kind: "success" | "error"; text: string; id: number };

/** The answers that open other questions. */
type Answers = { qualification: string; experience: string; hasNoticePeriod: string };
const NO_ANSWERS: Answers = { qualification: "", experience: "", hasNoticePeriod: "" };

function answersOf(values: Record<string, unknown> | null | undefined): Answers {
  const read = (name: keyof Answers) => (typeof values?.[name] === "string" ? (values[name] as string) : "");
  return {
    qualification: read("qualification"),
    experience: read("experience"),
    hasNoticePeriod: read("hasNoticePeriod"),
  };
}

const loadValidator = () => import("./application-validator").then((module) => module.validateApplication);

/**
 * The questions an answer opens: the answers so far, a setter per answer, and how each conditional question
 * shows (before hydration every question is there, none of the conditional ones enforced by the browser).
 */
function useConditionalQuestions(initialValues: Record<string, unknown> | null | undefined) {
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState(() => answersOf(initialValues));
  const answer = (name: keyof Answers) => (value: string) =>
    setAnswers((current) => ({ ...current, [name]: value }));
  const conditional = (shown: boolean, hint: string) =>
    hydrated
      ? { shown, required: true, marked: true, hint: undefined }
      : { shown: true, required: false, marked: false, hint };
  const shown = {
    other: conditional(answers.qualification === "Other", MESSAGES.applicationIfOther),
    workingStatus: conditional(answers.experience === EXPERIENCED, MESSAGES.applicationIfExperienced),
    noticeDays: conditional(answers.hasNoticePeriod === "Yes", MESSAGES.applicationIfNoticePeriod),
  };
  const reset = useCallback(() => setAnswers(NO_ANSWERS), []);
  return { answer, shown, reset };
}

/** The status the page starts with: the success, or a refused post's first field message (without JavaScript). */
function initialStatus(reply: ApplicationReply | undefined): Status | null {
  if (reply?.submitted) return { kind: "success", text: MESSAGES.applicationSuccess, id: 0 };
  // The first field's message beside the button, as a refused send shows it; a message about the whole form
  // is above it (FormErrors).
  const fieldMessage = Object.entries(reply?.result.error ?? {}).find(([name]) => name !== "")?.[1]?.[0];
  return fieldMessage ? { kind: "error", text: MESSAGES.applicationFailed(fieldMessage), id: 0 } : null;
}

/** The outcome beside the button; each shown message has its own id, so the same text is announced again. */
function useStatus(reply: ApplicationReply | undefined) {
  const counter = useRef(0);
  const [status, setStatus] = useState(() => initialStatus(reply));

  // The success message hides after 4 s; a failure stays until the next attempt.
  useEffect(() => {
    if (status?.kind !== "success") return;
    const timer = setTimeout(() => setStatus(null), TIMINGS.jobApplicationMessageMs);
    return () => clearTimeout(timer);
  }, [status]);

  const show = useCallback((kind: Status["kind"], text: string) => {
    counter.current += 1;
    setStatus({ kind, text, id: counter.current });
  }, []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, show, clear };
}

/** Keeps the 10-digit number (reads +91, spaces and dashes away) as it is typed. */
export function JobApplicationForm({ job, reply }: { job: ApplicationJob; reply?: ApplicationReply }) {
  const formRef = useRef<HTMLFormElement>(null);
  const lastResult = reply && !reply.submitted ? reply.result : undefined;
  const questions = useConditionalQuestions(lastResult?.initialValue);
  const fetcher = useFetcher<ApplicationReply>();
  const submitting = fetcher.state !== "idle";
  const { status, show, clear } = useStatus(reply);
  const resetQuestions = questions.reset;

  function send(event: FormEvent<HTMLFormElement>, data: FormData) {
    event.preventDefault();
    if (submitting) return;
    clear();
    void fetcher.submit(withoutEmptyValues(data), { method: "post", encType: "multipart/form-data" });
  }

  // Each answer of the action once: the success (the form starts again) or the refusal's text.
  const answered = useRef<ApplicationReply | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (!answer.submitted) return show("error", MESSAGES.applicationFailed(answer.message));
    show("success", MESSAGES.applicationSuccess);
    formRef.current?.reset();
    resetQuestions();
  }, [fetcher.state, fetcher.data, show, resetQuestions]);

  const [form, fields, loadCheck] = useLazySchemaForm<ApplicationFields, unknown>(loadValidator, lastResult, {
    id: "job-application",
    // The selects start (and reset) on their placeholder.
    defaultValue: { qualification: "", status: "" },
    onValidSubmit: send,
    onInvalidSubmit: (messages) => show("error", MESSAGES.applicationFailed(messages[0])),
  });

  // Without JavaScript the refused form comes back from the server: the browser focuses its first invalid field.
  const firstInvalid = Object.keys(lastResult?.error ?? {}).find((name) => name !== "");
  const focus = (name: keyof ApplicationFields) => (name === firstInvalid ? { autoFocus: true } : {});

  return (
    <section
      aria-labelledby="application-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="application-heading" className="type-headline text-slate-900">
        {MESSAGES.jobApplicationTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <form
        ref={formRef}
        {...getFormProps(form)}
        method="post"
        encType="multipart/form-data"
        // The check (and zod) loads while the visitor fills the form, not with the page.
        onFocus={() => void loadCheck().catch(() => {})}
        className="mt-6 space-y-8"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <PersonalFieldset fields={fields} focus={focus} />
        <EducationFieldset fields={fields} focus={focus} answer={questions.answer} shown={questions.shown} />
        <ResumeFieldset fields={fields} focus={focus} askAgain={!!lastResult} />

        {/* The job as the API gets it; the server stores the job's own title and company. */}
        <input type="hidden" name="jobId" value={job.jobId ?? ""} />
        <input type="hidden" name="title" value={job.title ?? ""} />
        <input type="hidden" name="company" value={job.company ?? ""} />

        <ApplicationFooter submitting={submitting} status={status} />
      </form>
    </section>
  );
}

/** The honeypot, the consent notice, the button and the outcome beside it. */
function ApplicationFooter({ submitting, status }: { submitting: boolean; status: Status | null }) {
  return (
    <>
      <HoneypotField id={`application-${HONEYPOT_FIELD}`} />

      <ConsentNotice form="job-application" id="application-consent" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={submitting}
          aria-describedby="application-consent"
          className={buttonStyles.primary}
        >
          {submitting ? MESSAGES.submitting : MESSAGES.submitApplication}
        </button>
        <div role="status" aria-live="polite" className="text-sm font-medium">
          {status && (
            <p key={status.id} className={status.kind === "success" ? "text-green-800" : "text-red-700"}>
              {status.text}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
