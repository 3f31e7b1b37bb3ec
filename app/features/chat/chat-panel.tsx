import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { COMPANY, TIMINGS } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { fieldStyles } from "../../components/ui/button-styles";
import { pickReply } from "./chat-replies";

const T = SHELL_TEXT.chat;
const NAME = COMPANY.assistantName;

export interface ChatMessage {
  id: number;
  sender: "bot" | "user";
  text: string;
}

type DetailsStatus = { state: "idle" } | { state: "submitting" } | { state: "error"; message: string };

/**
 * The scripted chat assistant (loaded lazily on the first click of the launcher). Replies come after
 * TIMINGS.chatReplyMs with a typing indicator; 'leave details' posts {name, email, message} to /api/contact.
 */
export default function ChatPanel({
  open = true,
  onClose,
  random = Math.random,
}: {
  /** The panel stays mounted while closed (the conversation is kept); each opening moves focus to the input. */
  open?: boolean;
  onClose: () => void;
  random?: () => number;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, sender: "bot", text: T.greeting(NAME) },
  ]);
  const [pending, setPending] = useState(0);
  const [input, setInput] = useState("");
  const [showForm, setShowForm] = useState(false);
  const [details, setDetails] = useState({ name: "", email: "", message: "", [HONEYPOT_FIELD]: "" });
  const [status, setStatus] = useState<DetailsStatus>({ state: "idle" });
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const formId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, []);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending, showForm]);

  const addMessage = (sender: ChatMessage["sender"], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, sender, text }]);

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text) return;
    setInput("");
    addMessage("user", text);
    const { reply } = pickReply(text, random);
    setPending((count) => count + 1);
    later(TIMINGS.chatReplyMs, () => {
      setPending((count) => count - 1);
      addMessage("bot", reply);
    });
  };

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ state: "submitting" });
    const name = details.name.trim();
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name,
          email: details.email.trim(),
          message: details.message.trim(),
          [HONEYPOT_FIELD]: details[HONEYPOT_FIELD],
        }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setShowForm(false);
      setStatus({ state: "idle" });
      setDetails({ name: "", email: "", message: "", [HONEYPOT_FIELD]: "" });
      later(TIMINGS.chatThanksMs, () => addMessage("bot", T.thanks(name)));
    } catch (error) {
      console.error("Chat details submission failed", error);
      setStatus({ state: "error", message: MESSAGES.chatFailed });
    }
  };

  const field = (key: "name" | "email" | "message") => ({
    value: details[key],
    onChange: (event: { target: { value: string } }) =>
      setDetails((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="flex h-[min(560px,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl shadow-slate-900/20 ring-1 ring-slate-200"
    >
      {/* A plain div: a <header> here would be a second banner landmark on the page. */}
      <div className="flex items-center gap-3 bg-gradient-to-r from-brand-900 to-brand px-4 py-3 text-white">
        <span
          aria-hidden="true"
          className="grid h-10 w-10 place-items-center rounded-full bg-white/15 font-bold"
        >
          {NAME.charAt(0)}
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="font-semibold leading-tight">
            {NAME}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-white/80">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
            {COMPANY.name}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={T.close}
          className="grid h-9 w-9 place-items-center rounded-full transition hover:bg-white/15 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>

      <div ref={logRef} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4">
        <div role="log" aria-live="polite" aria-label={T.open(NAME)}>
          <ol className="space-y-3">
            {messages.map((message) => (
              <li
                key={message.id}
                data-sender={message.sender}
                className={`flex ${message.sender === "user" ? "justify-end" : "justify-start"}`}
              >
                <p
                  className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${
                    message.sender === "user"
                      ? "rounded-br-md bg-brand text-white"
                      : "rounded-bl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-200"
                  }`}
                >
                  {message.text}
                </p>
              </li>
            ))}
          </ol>
        </div>
        {pending > 0 && (
          <p
            role="status"
            aria-label={T.typing(NAME)}
            className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className="h-2 w-2 animate-bounce rounded-full bg-brand/60"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </p>
        )}

        {showForm ? (
          <form
            id={formId}
            onSubmit={submitDetails}
            aria-label={T.detailsTitle}
            className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <p className="text-sm font-semibold text-slate-900">{T.detailsTitle}</p>
            <div>
              <label htmlFor={`${formId}-name`} className={fieldStyles.label}>
                {T.name}
              </label>
              <input
                id={`${formId}-name`}
                name="name"
                required
                autoComplete="name"
                className={fieldStyles.input}
                {...field("name")}
              />
            </div>
            <div>
              <label htmlFor={`${formId}-email`} className={fieldStyles.label}>
                {T.email}
              </label>
              <input
                id={`${formId}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                className={fieldStyles.input}
                {...field("email")}
              />
            </div>
            <div>
              <label htmlFor={`${formId}-message`} className={fieldStyles.label}>
                {T.message}
              </label>
              <textarea
                id={`${formId}-message`}
                name="message"
                required
                rows={3}
                className={fieldStyles.input}
                {...field("message")}
              />
            </div>
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              className="absolute -left-[9999px] h-px w-px opacity-0"
              value={details[HONEYPOT_FIELD]}
              onChange={(event) =>
                setDetails((current) => ({ ...current, [HONEYPOT_FIELD]: event.target.value }))
              }
            />
            {status.state === "error" && (
              <p role="alert" className={fieldStyles.error}>
                {status.message}
              </p>
            )}
            <ConsentNotice form="chat" id={`${formId}-consent`} />
            <div className="flex gap-2">
              <button
                type="submit"
                disabled={status.state === "submitting"}
                aria-describedby={`${formId}-consent`}
                className="flex-1 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
              >
                {status.state === "submitting" ? MESSAGES.submitting : T.submit}
              </button>
              <button
                type="button"
                onClick={() => {
                  setShowForm(false);
                  setStatus({ state: "idle" });
                }}
                className="rounded-full px-4 py-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
              >
                {T.cancel}
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            onClick={() => setShowForm(true)}
            className="rounded-full border border-brand/30 bg-white px-3.5 py-1.5 text-xs font-semibold text-brand transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {T.leaveDetails}
          </button>
        )}
      </div>

      <form onSubmit={send} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
        <label htmlFor={`${formId}-input`} className="sr-only">
          {T.placeholder}
        </label>
        <input
          id={`${formId}-input`}
          ref={inputRef}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={T.placeholder}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        <button
          type="submit"
          aria-label={T.send}
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand text-white transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinejoin="round"
          >
            <path d="M4 12 20 4l-6 16-3-7z" />
          </svg>
        </button>
      </form>
    </section>
  );
}
