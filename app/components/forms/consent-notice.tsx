import { type ConsentForm, consentNoticeText } from "../../../domain/consent";

/**
 * The consent notice beside a public form's submit button (domain/consent.ts): what is collected, why, for how
 * long, how to withdraw or ask for erasure, and the grievance contact, with the Privacy Policy's section on
 * consent. Give the submit button `aria-describedby={id}` so it is read with the button.
 */
export function ConsentNotice({
  form,
  id,
  tone = "light",
  className = "",
}: {
  form: ConsentForm;
  id: string;
  /** `dark` on a dark background. */
  tone?: "light" | "dark";
  className?: string;
}) {
  const { use, rights } = consentNoticeText(form);
  const colors = tone === "dark" ? "text-white/80 [&_a]:text-white" : "text-slate-600 [&_a]:text-brand";
  return (
    <p
      id={id}
      className={`text-xs leading-relaxed ${colors} [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 ${className}`}
    >
      {use} {rights} <a href="/privacy#consent">Privacy Policy</a>
    </p>
  );
}
