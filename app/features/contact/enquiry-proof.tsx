/**
 * The proof of a sent enquiry kept on screen (the toast lasts 3 s): what was sent, when, and where the
 * acknowledgement goes, until the visitor asks to send another. As the registration's proof panel does, it
 * takes focus so a screen reader reads it and a keyboard user starts from it.
 */
import { useEffect, useRef } from "react";
import { formatDayTime } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles } from "../../components/ui/button-styles";
import { CONTACT_ACTION, type EnquiryFormConfig, type EnquiryProof } from "./contact-forms";

export function EnquiryProofPanel({
  config,
  proof,
  onAnother,
}: {
  config: EnquiryFormConfig;
  proof: EnquiryProof;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const headingId = `${config.kind}-proof`;
  const rows: [string, string][] = [
    ["Name", proof.name],
    ["Email", proof.email],
    [config.phoneLabel, proof.phone],
    [config.choice.label, proof.choice],
    [MESSAGES.enquiryProofSentAt, `${formatDayTime(proof.sentAt)} IST`],
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="enquiry-proof"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-8"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="type-headline text-slate-900 focus:outline-none"
      >
        {MESSAGES.enquiryProofHeading}
      </h2>
      <p className="mt-2 text-slate-800">{MESSAGES.enquiryProofLead(proof.email)}</p>
      <dl className="mt-4 grid max-w-md gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {/* A link, so it works without JavaScript too (the page again, empty); with it, the form comes back in place. */}
      <a
        href={CONTACT_ACTION}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className={`${buttonStyles.secondary} mt-5`}
      >
        {MESSAGES.enquiryProofAnother}
      </a>
    </section>
  );
}
