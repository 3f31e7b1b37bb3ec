/**
 * The chat's 'leave your details' form: name, e-mail and message (docs/product/forms.md#contact-queries-and-the-chats-details-form),
 * posted through a fetcher to its one door, the resource route app/routes/chat-details.ts (the panel is on
 * every page, and a page's own action is that page's). Any refusal or failure shows the chat's failure text
 * and keeps the fields; a stored message closes the form (`onSent`, with the name the visitor gave).
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { fieldStyles } from "../../components/ui/button-styles";

const T = SHELL_TEXT.chat;

/** The route the form posts to (app/routes.ts). */
export const CHAT_DETAILS_ACTION = "/chat-details";

/** The route's answer: stored, or anything else (a refusal, or the clientAction's failure). */
export type ChatDetailsAnswer = { sent: true } | { sent?: undefined };

const EMPTY = { name: "", email: "", message: "", [HONEYPOT_FIELD]: "" };
type Field = keyof typeof EMPTY;

/**
 * Posts the details through a fetcher and takes each answer once: a stored message calls `onSent` with the
 * name sent, anything else sets `failed`.
 */
function useDetailsPost(onSent: (name: string) => void) {
  const fetcher = useFetcher<ChatDetailsAnswer>();
  const submitting = fetcher.state !== "idle";
  const [failed, setFailed] = useState(false);
  const sentName = useRef("");
  const latest = useRef(onSent);
  latest.current = onSent;

  const answered = useRef<ChatDetailsAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.sent) latest.current(sentName.current);
    else setFailed(true);
  }, [fetcher.state, fetcher.data]);

  const post = (details: typeof EMPTY) => {
    if (submitting) return;
    setFailed(false);
    sentName.current = details.name.trim();
    void fetcher.submit(
      {
        name: sentName.current,
        email: details.email.trim(),
        message: details.message.trim(),
        [HONEYPOT_FIELD]: details[HONEYPOT_FIELD],
      },
      { method: "post", action: CHAT_DETAILS_ACTION },
    );
  };

  return { submitting, failed, post };
}

function DetailsButtons({
  formId,
  submitting,
  onCancel,
}: {
  formId: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button
        type="submit"
        disabled={submitting}
        aria-describedby={`${formId}-consent`}
        className="flex-1 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {submitting ? MESSAGES.submitting : T.submit}
      </button>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-full px-4 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
      >
        {T.cancel}
      </button>
    </div>
  );
}

export function ChatDetailsForm({
  formId,
  onSent,
  onCancel,
}: {
  formId: string;
  onSent: (name: string) => void;
  onCancel: () => void;
}) {
  const [details, setDetails] = useState(EMPTY);
  const { submitting, failed, post } = useDetailsPost(onSent);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    post(details);
  }

  const field = (key: Field) => ({
    id: `${formId}-${key}`,
    name: key,
    value: details[key],
    onChange: (event: { target: { value: string } }) =>
      setDetails((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <form
      id={formId}
      onSubmit={submit}
      aria-label={T.detailsTitle}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <p className="text-sm font-semibold text-slate-900">{T.detailsTitle}</p>
      <ChatField label={T.name} input={field("name")} autoComplete="name" />
      <ChatField label={T.email} input={field("email")} type="email" autoComplete="email" />
      <ChatField label={T.message} input={field("message")} multiline />
      <input
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="absolute -left-[9999px] h-px w-px opacity-0"
        {...field(HONEYPOT_FIELD)}
        id={undefined}
      />
      {failed && (
        <p role="alert" className={fieldStyles.error}>
          {MESSAGES.chatFailed}
        </p>
      )}
      <ConsentNotice form="chat" id={`${formId}-consent`} />
      <DetailsButtons formId={formId} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}

/** A labelled, required field of the details form. */
function ChatField({
  label,
  input,
  type,
  autoComplete,
  multiline,
}: {
  label: string;
  input: {
    id: string;
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  return (
    <div>
      <label htmlFor={input.id} className={fieldStyles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea required rows={3} className={fieldStyles.input} {...input} />
      ) : (
        <input type={type} required autoComplete={autoComplete} className={fieldStyles.input} {...input} />
      )}
    </div>
  );
}
