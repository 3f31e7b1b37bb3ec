/**
 * One of the contact page's enquiry forms (career or services). It posts to the page's own action
 * (app/routes/contact.tsx): with JavaScript through a fetcher, so the page stays and a toast shows the
 * outcome; without it as a plain post, answered by the page with the same toast. The phone input keeps the
 * 10-digit number of what is typed or pasted (+91, a leading 0, spaces and dashes read away); with
 * JavaScript a phone that is not exactly 10 digits shows the form's phone message and sends nothing (the
 * server checks it again). Outcomes are toasts (docs/product/messages.md): success clears the fields and
 * keeps a proof panel in the form's place (EnquiryProofPanel) until the visitor sends another; a duplicate or
 * failure keeps the fields.
 */
import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from "react";
import { useFetcher } from "react-router";
import { FIELD_LIMITS, PHONE_LENGTH } from "../../../domain/constants";
import { isValidPhone, PHONE_INPUT_MAX_CHARS, phoneInputValue } from "../../../domain/enquiries/phone";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";
import { ConsentNotice } from "../../components/forms/consent-notice";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { buttonStyles, fieldStyles } from "../../components/ui/button-styles";
import {
  answerToast,
  CONTACT_ACTION,
  type ContactAnswer,
  EMPTY_ENQUIRY,
  type EnquiryFormConfig,
  type EnquiryProof,
  type EnquiryValues,
} from "./contact-forms";
import { EnquiryProofPanel } from "./enquiry-proof";
import type { ToastTone } from "./toast";

export interface ContactEnquiryFormProps {
  config: EnquiryFormConfig;
  /** The fields live with the page, so switching tabs keeps what was typed. */
  values: EnquiryValues;
  onValuesChange: (update: (current: EnquiryValues) => EnquiryValues) => void;
  onToast: (text: string, tone: ToastTone) => void;
  /** The proof of an enquiry sent without JavaScript (the page's answer), shown in the form's place. */
  initialProof?: EnquiryProof;
}

function Required() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

/** A required text field of the form, with its label and, when given, a hint read with it. */
function EnquiryInput({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        <Required />
      </label>
      <input
        id={id}
        required
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        className={fieldStyles.input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export function ContactEnquiryForm({
  config,
  values,
  onValuesChange: setValues,
  onToast,
  initialProof,
}: ContactEnquiryFormProps) {
  const [proof, setProof] = useState<EnquiryProof | null>(initialProof ?? null);
  const [honeypot, setHoneypot] = useState("");
  const [agreed, setAgreed] = useState(false);
  const fetcher = useFetcher<ContactAnswer>();
  const submitting = fetcher.state !== "idle";
  const id = (field: string) => `${config.kind}-${field}`;

  const set = (field: keyof EnquiryValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = field === "phone" ? phoneInputValue(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  // Each answer once: its toast, and a cleared form after a success.
  const answered = useRef<ContactAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answered.current === answer) return;
    answered.current = answer;
    const [text, tone] = answerToast(config, answer);
    onToast(text, tone);
    if ("sent" in answer) {
      setProof(answer.proof);
      setValues(() => EMPTY_ENQUIRY);
      setHoneypot("");
      setAgreed(false);
    }
  }, [fetcher.state, fetcher.data, config, onToast, setValues]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    if (!isValidPhone(values.phone)) {
      event.preventDefault();
      onToast(config.phoneMessage, "error");
    }
  }

  if (proof) return <EnquiryProofPanel config={config} proof={proof} onAnother={() => setProof(null)} />;

  return (
    <fetcher.Form
      method="post"
      action={CONTACT_ACTION}
      onSubmit={onSubmit}
      aria-labelledby={id("heading")}
      className="space-y-5"
    >
      <input type="hidden" name="kind" value={config.kind} />
      <div>
        <h2 id={id("heading")} className="type-headline text-slate-900">
          {config.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{config.lead}</p>
      </div>
      <EnquiryFields config={config} values={values} set={set} />
      <HoneypotField id={id(HONEYPOT_FIELD)} value={honeypot} onChange={setHoneypot} />
      <TermsAgreement id={id("terms")} agreed={agreed} onAgreed={setAgreed} />
      <button
        type="submit"
        disabled={submitting}
        aria-describedby={id("consent")}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {submitting ? MESSAGES.submitting : "Submit"}
      </button>
      <ConsentNotice form={config.kind} id={id("consent")} />
    </fetcher.Form>
  );
}

/** The form's six fields (five text fields and the training or service), held by the page (`values`). */
function EnquiryFields({
  config,
  values,
  set,
}: {
  config: EnquiryFormConfig;
  values: EnquiryValues;
  set: (field: keyof EnquiryValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}) {
  const id = (field: string) => `${config.kind}-${field}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <EnquiryInput
        id={id("name")}
        label="Name"
        name="name"
        type="text"
        autoComplete="name"
        maxLength={FIELD_LIMITS.name}
        value={values.name}
        onChange={set("name")}
      />
      <EnquiryInput
        id={id("affiliation")}
        label={config.affiliation.label}
        name={config.affiliation.name}
        type="text"
        autoComplete={config.affiliation.autoComplete}
        maxLength={FIELD_LIMITS.short}
        value={values.affiliation}
        onChange={set("affiliation")}
      />
      <EnquiryInput
        id={id("email")}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        value={values.email}
        onChange={set("email")}
      />
      <EnquiryInput
        id={id("phone")}
        label={config.phoneLabel}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_CHARS}
        value={values.phone}
        onChange={set("phone")}
        hint={`Your ${PHONE_LENGTH}-digit mobile number`}
      />
      <EnquiryInput
        id={id("location")}
        label="Location"
        name="location"
        type="text"
        autoComplete="address-level2"
        maxLength={FIELD_LIMITS.short}
        value={values.location}
        onChange={set("location")}
      />
      <EnquiryChoice
        id={id("choice")}
        choice={config.choice}
        value={values.choice}
        onChange={set("choice")}
      />
    </div>
  );
}

/** The terms and privacy checkbox. */
function TermsAgreement({
  id,
  agreed,
  onAgreed,
}: {
  id: string;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="terms"
        type="checkbox"
        checked={agreed}
        onChange={(event) => onAgreed(event.target.checked)}
        className="mt-1 size-4 rounded border-slate-400 accent-brand"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        I agree to the{" "}
        <a href="/terms" className="font-medium text-brand underline underline-offset-2">
          Terms &amp; Conditions
        </a>{" "}
        and{" "}
        <a href="/privacy" className="font-medium text-brand underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </label>
    </div>
  );
}

/** The training or service asked about. */
function EnquiryChoice({
  id,
  choice,
  value,
  onChange,
}: {
  id: string;
  choice: EnquiryFormConfig["choice"];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        {choice.label}
        <Required />
      </label>
      <select
        id={id}
        name={choice.name}
        required
        value={value}
        onChange={onChange}
        className={fieldStyles.input}
      >
        <option value="">Select {choice.label.toLowerCase()}</option>
        {choice.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
