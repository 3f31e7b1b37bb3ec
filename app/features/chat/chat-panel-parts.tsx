/** The chat panel's pieces (chat-panel.tsx): its title bar, the conversation and the message box. */
import type { FormEvent, Ref } from "react";
import { COMPANY } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { CloseIcon, SendIcon } from "../../components/layout/icons";

const T = SHELL_TEXT.chat;
const NAME = COMPANY.assistantName;

export interface ChatMessage {
  id: number;
  sender: "bot" | "user";
  text: string;
}

/** A plain div: a <header> here would be a second banner landmark on the page. */
export function ChatHeader({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
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
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}

/** The messages so far, and the typing indicator while replies are pending. */
export function ChatLog({ messages, pending }: { messages: ChatMessage[]; pending: number }) {
  return (
    <>
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
    </>
  );
}

export function ChatComposer({
  inputId,
  inputRef,
  value,
  onChange,
  onSend,
}: {
  inputId: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  onSend: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSend} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
      <label htmlFor={inputId} className="sr-only">
        {T.placeholder}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={T.placeholder}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
      <button
        type="submit"
        aria-label={T.send}
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand text-white transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <SendIcon width={18} height={18} />
      </button>
    </form>
  );
}
