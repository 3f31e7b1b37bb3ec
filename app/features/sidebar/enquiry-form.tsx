/**
 * The enquiry form of the sidebars (blog, hero articles) and the advisor forms of course and internship
 * pages: name, e-mail and message, posted to the page's own action (enquiry-action.server.ts) with
 * JavaScript (a fetcher: the page stays) and without it (a plain post: the page comes back with the status).
 *
 * States (docs/product/states.md): idle, 'Submitting...' (button disabled), success (the server's message and
 * 'Your message was sent successfully!', form cleared) or failure (the first of the server's messages on the
 * fields, else 'Submission failed.'; fields kept). The status clears after 5 s, after 4 s in the hero
 * variant (which also shows a toast) and in the blog variant.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { TIMINGS } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";

export type EnquiryVariant = "default" | "hero" | "blog";

export interface EnquiryFormProps {
  title: string;
  variant?: EnquiryVariant;
  /** Prefix of the fields' ids, for pages that show more than one form. */
  idPrefix?: string;
}

/** The page action's answer (enquiry-action.server.ts): sent, or refused with Conform's reply. */
export type EnquiryAnswer =
  | { enquiry: string; sent: true; message: string }
  | {
      result: {
        initialValue?: Record<string, unknown> | null;
        error?: Record<string, string[] | null> | null;
      };
      refused: string;
    };

/** Which form an answer is for: the hidden `enquiry` field names it. */
function answerFor(answer: EnquiryAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  if ("sent" in answer) return answer.enquiry;
  const posted = answer.result.initialValue?.enquiry;
  return typeof posted === "string" ? posted : undefined;
}

function statusOf(answer: EnquiryAnswer): Status {
  if ("sent" in answer) return { kind: "success", serverMessage: answer.message };
  const first = Object.values(answer.result.error ?? {}).find((messages) => messages?.length)?.[0];
  return { kind: "error", text: first ?? MESSAGES.submissionFailed };
}

function typedValues(answer: EnquiryAnswer | undefined): typeof EMPTY {
  if (!answer || "sent" in answer) return EMPTY;
  const typed = answer.result.initialValue ?? {};
  const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  return { name: text("name"), email: text("email"), message: text("message") };
}

type Status = { kind: "success"; serverMessage?: string } | { kind: "error"; text: string };

const EMPTY = { name: "", email: "", message: "" };

/** How long a status stays on screen in each variant. */
export function statusLifetimeMs(variant: EnquiryVariant): number {
  if (variant === "hero") return TIMINGS.heroEnquiryStatusMs;
  if (variant === "blog") return TIMINGS.sidebarNoticeMs;
  return TIMINGS.enquiryStatusMs;
}

const cardStyles: Record<EnquiryVariant, string> = {
  default: "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
  blog: "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 border-t-4 border-brand",
  hero: "rounded-2xl bg-brand-50 p-6 shadow-sm ring-1 ring-brand-100",
};

/** The form's status, gone after its variant's lifetime. */
function useFadingStatus(variant: EnquiryVariant, initial: () => Status | null) {
  const [status, setStatus] = useState<Status | null>(initial);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), statusLifetimeMs(variant));
    return () => clearTimeout(timer);
  }, [status, variant]);
  return [status, setStatus] as const;
}

export function EnquiryForm({ title, variant = "default", idPrefix }: EnquiryFormProps) {
  const generated = useId();
  const prefix = idPrefix ?? `enquiry${generated.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  // A post made without JavaScript comes back as the page's action data: its status, and what was typed.
  const pageAnswer = useActionData() as EnquiryAnswer | undefined;
  const ownAnswer = answerFor(pageAnswer) === prefix ? pageAnswer : undefined;
  const [values, setValues] = useState(() => typedValues(ownAnswer));
  const [honeypot, setHoneypot] = useState("");
  const fetcher = useFetcher<EnquiryAnswer>();
  const submitting = fetcher.state !== "idle";
  const [status, setStatus] = useFadingStatus(variant, () => (ownAnswer ? statusOf(ownAnswer) : null));

  // Each fetcher answer once: its status, and a cleared form after a success.
  const answered = useRef<EnquiryAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    setStatus(statusOf(answer));
    if ("sent" in answer) {
      setValues(EMPTY);
      setHoneypot("");
    }
  }, [fetcher.state, fetcher.data, setStatus]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) event.preventDefault();
    else setStatus(null);
  }

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const headingId = `${prefix}-title`;
  const statusLines = linesOf(status);

  return (
    <section aria-labelledby={headingId} className={cardStyles[variant]} data-variant={variant}>
      <h2 id={headingId} className="type-title text-brand">
        {title}
      </h2>
      <fetcher.Form
        method="post"
        className="mt-4 space-y-4"
        onSubmit={onSubmit}
        aria-describedby={`${prefix}-status`}
      >
        <input type="hidden" name="enquiry" value={prefix} />
        <SidebarFields prefix={prefix} values={values} set={set} />
        <HoneypotField id={`${prefix}-${HONEYPOT_FIELD}`} value={honeypot} onChange={setHoneypot} />
        <button
          type="submit"
          disabled={submitting}
          aria-describedby={`${prefix}-consent`}
          className={`${buttonStyles.primary} w-full`}
        >
          {submitting ? MESSAGES.submitting : "Submit"}
        </button>
        <ConsentNotice form="enquiry" id={`${prefix}-consent`} />
        <StatusLines id={`${prefix}-status`} status={status} lines={statusLines} />
      </fetcher.Form>
      {variant === "hero" && statusLines.length > 0 && (
        <div
          aria-hidden="true"
          data-testid="enquiry-toast"
          className={`fixed inset-x-4 top-4 z-50 sm:left-auto sm:max-w-sm rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg ${
            status?.kind === "error" ? "bg-red-700" : "bg-green-700"
          }`}
        >
          {statusLines.join(" ")}
        </div>
      )}
    </section>
  );
}

/** What the status says: the server's message and the spec's, once each, or the error. */
function linesOf(status: Status | null): string[] {
  if (status?.kind === "success")
    return [status.serverMessage, MESSAGES.messageSent].filter(
      (line, index, all): line is string => !!line && all.indexOf(line) === index,
    );
  return status ? [status.text] : [];
}

/** The form's three fields. */
function SidebarFields({
  prefix,
  values,
  set,
}: {
  prefix: string;
  values: typeof EMPTY;
  set: (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => void;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${prefix}-name`} className={fieldStyles.label}>
          Name <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${prefix}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={200}
          value={values.name}
          onChange={set("name")}
          className={fieldStyles.input}
        />
      </div>
      <div>
        <label htmlFor={`${prefix}-email`} className={fieldStyles.label}>
          Email <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${prefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={set("email")}
          className={fieldStyles.input}
        />
      </div>
      <div>
        <label htmlFor={`${prefix}-message`} className={fieldStyles.label}>
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${prefix}-message`}
          name="message"
          required
          rows={4}
          maxLength={5000}
          value={values.message}
          onChange={set("message")}
          className={fieldStyles.input}
        />
      </div>
    </>
  );
}

/** The form's status, read out as it changes. */
function StatusLines({ id, status, lines }: { id: string; status: Status | null; lines: string[] }) {
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className={`text-sm font-medium ${status?.kind === "error" ? "text-red-700" : "text-green-800"}`}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
