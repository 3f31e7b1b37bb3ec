import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { COMPANY, TIMINGS } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { ChatDetailsForm } from "./chat-details-form";
import { ChatComposer, ChatHeader, ChatLog, type ChatMessage } from "./chat-panel-parts";
import { pickReply } from "./chat-replies";

const T = SHELL_TEXT.chat;
const NAME = COMPANY.assistantName;

export type { ChatMessage } from "./chat-panel-parts";

/**
 * The conversation: its messages, how many replies are on their way, and the timers of the replies still
 * to come (cleared when the panel unmounts).
 */
function useConversation(random: () => number) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, sender: "bot", text: T.greeting(NAME) },
  ]);
  const [pending, setPending] = useState(0);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, []);

  const addMessage = (sender: ChatMessage["sender"], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, sender, text }]);

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  /** The visitor's message, and the scripted reply after a typing pause. */
  const ask = (text: string) => {
    addMessage("user", text);
    const { reply } = pickReply(text, random);
    setPending((count) => count + 1);
    later(TIMINGS.chatReplyMs, () => {
      setPending((count) => count - 1);
      addMessage("bot", reply);
    });
  };

  return { messages, pending, addMessage, later, ask };
}

function LeaveDetailsButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full border border-brand/30 bg-white px-3.5 py-1.5 text-xs font-semibold text-brand transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
    >
      {T.leaveDetails}
    </button>
  );
}

/**
 * The scripted chat assistant (loaded lazily on the first click of the launcher). Replies come after
 * TIMINGS.chatReplyMs with a typing indicator; 'leave details' opens the details form (chat-details-form.tsx).
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
  const { messages, pending, addMessage, later, ask } = useConversation(random);
  const [input, setInput] = useState("");
  const [showForm, setShowForm] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const formId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending, showForm]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text) return;
    setInput("");
    ask(text);
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="flex h-[min(560px,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl shadow-slate-900/20 ring-1 ring-slate-200"
    >
      <ChatHeader titleId={titleId} onClose={onClose} />

      <div ref={logRef} className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4">
        <ChatLog messages={messages} pending={pending} />

        {showForm ? (
          <ChatDetailsForm
            formId={formId}
            onCancel={() => setShowForm(false)}
            onSent={(name) => {
              setShowForm(false);
              later(TIMINGS.chatThanksMs, () => addMessage("bot", T.thanks(name)));
            }}
          />
        ) : (
          <LeaveDetailsButton onClick={() => setShowForm(true)} />
        )}
      </div>

      <ChatComposer
        inputId={`${formId}-input`}
        inputRef={inputRef}
        value={input}
        onChange={setInput}
        onSend={send}
      />
    </section>
  );
}
