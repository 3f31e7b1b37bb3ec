/**
 * "Join the waiting list" under a full batch on its program's page (docs/decisions/0054-batches-with-seats.md):
 * name, e-mail and phone, posted to the page's own action (waitlist-action.server.ts) with JavaScript (a
 * fetcher: the page stays) and without (a plain post: the page comes back with the answer). The browser
 * checks only what HTML checks (required, e-mail, length); the server's schema decides and its message shows
 * on the form. Closed in a <details> until asked for, so the page draws nothing more for most visitors.
 */
import { useId } from "react";
import { useActionData, useFetcher } from "react-router";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";

/** The action's answer: joined, or Conform's refusal (its errors on their fields). */
type WaitlistAnswer =
  | { waitlist: string; joined: true; message: string }
  | {
      result: {
        initialValue?: Record<string, unknown> | null;
        error?: Record<string, string[] | null> | null;
      };
      refused: string;
    };

function answerBatch(answer: WaitlistAnswer | undefined): string | undefined {
  if (!answer) return undefined;
  if ("joined" in answer) return answer.waitlist;
  const posted = answer.result?.initialValue?.waitlist;
  return typeof posted === "string" ? posted : undefined;
}

function statusOf(answer: WaitlistAnswer): { ok: boolean; text: string } {
  if ("joined" in answer) return { ok: true, text: answer.message };
  const first = Object.values(answer.result?.error ?? {}).find((messages) => messages?.length)?.[0];
  return { ok: false, text: first ?? MESSAGES.submissionFailed };
}

export function WaitlistForm({ batchId, label }: { batchId: number; label: string }) {
  const prefix = `waitlist-${batchId}${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const fetcher = useFetcher<WaitlistAnswer>();
  const pageAnswer = useActionData() as WaitlistAnswer | undefined;
  const answer = [fetcher.data, pageAnswer].find((a) => answerBatch(a) === String(batchId));
  const status = answer && fetcher.state === "idle" ? statusOf(answer) : null;
  const joined = status?.ok === true;
  const typed = answer && !("joined" in answer) ? (answer.result?.initialValue ?? {}) : {};
  const value = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  const submitting = fetcher.state !== "idle";
  return (
    <details className="mt-4 group" open={answer ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-brand underline underline-offset-4 hover:text-brand-700">
        Join the waiting list<span className="sr-only"> for the batch {label}</span>
      </summary>
      {joined ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          {status.text}
        </p>
      ) : (
        <fetcher.Form method="post" className="mt-3 space-y-3" aria-describedby={`${prefix}-status`}>
          <input type="hidden" name="waitlist" value={batchId} />
          <Field id={`${prefix}-name`} name="name" label="Name" autoComplete="name" max={200} value={value} />
          <Field
            id={`${prefix}-email`}
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            max={254}
            value={value}
          />
          <Field
            id={`${prefix}-phone`}
            name="phone"
            type="tel"
            label="Phone"
            autoComplete="tel"
            max={20}
            value={value}
          />
          <HoneypotField id={`${prefix}-${HONEYPOT_FIELD}`} />
          <button
            type="submit"
            disabled={submitting}
            aria-describedby={`${prefix}-consent`}
            className={`${buttonStyles.primary} w-full`}
          >
            {submitting ? MESSAGES.submitting : "Join the waiting list"}
          </button>
          <ConsentNotice form="waitlist" id={`${prefix}-consent`} />
          <p
            id={`${prefix}-status`}
            role="status"
            aria-live="polite"
            className="text-sm font-medium text-red-700"
          >
            {status?.text}
          </p>
        </fetcher.Form>
      )}
    </details>
  );
}

/** One required field, with what was typed before a refusal. */
function Field({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  max,
  value,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  max: number;
  value: (name: string) => string;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={max}
        defaultValue={value(name)}
        className={fieldStyles.input}
      />
    </div>
  );
}
