/**
 * Consent on every public form (India's DPDP Act, in force from 2027): beside the submit button, a short notice
 * says what is collected, why, how long it is kept, how to withdraw consent or ask for erasure, and whom to
 * complain to; sending the form gives consent to that notice. The server records which form, which version of
 * the notice and when, with the record the form created (consents in domain/db/schema.ts).
 *
 * Change a notice's words and you change its meaning: raise CONSENT_NOTICE_VERSION with it.
 */
import { COMPANY } from "./constants.ts";

export const CONSENT_NOTICE_VERSION = "2026-11-23";

export const CONSENT_FORMS = [
  "career",
  "services",
  "chat",
  "enquiry",
  "registration",
  "job-application",
  "waitlist",
] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

interface Notice {
  /** What the form collects. */
  collected: string;
  /** Why. */
  purpose: string;
  /** How long it is kept (the Privacy Policy's "How long we keep information"). */
  kept: string;
}

const ENQUIRY_KEPT = "for up to two years";

export const CONSENT_NOTICES: Record<ConsentForm, Notice> = {
  career: {
    collected: "your name, college or job title, e-mail, phone and location",
    purpose: "answer your training enquiry",
    kept: ENQUIRY_KEPT,
  },
  services: {
    collected: "your name, organisation, e-mail, phone and location",
    purpose: "answer your enquiry about our services",
    kept: ENQUIRY_KEPT,
  },
  chat: { collected: "your name, e-mail and message", purpose: "reply to you", kept: ENQUIRY_KEPT },
  enquiry: { collected: "your name, e-mail and message", purpose: "reply to you", kept: ENQUIRY_KEPT },
  registration: {
    collected: "the details in this form",
    purpose: "enrol you, issue your certificate and contact you about your program",
    kept: "while your certificate must stay verifiable, and fee records as long as tax law requires",
  },
  "job-application": {
    collected: "your details and resume",
    purpose: "consider you for this position and share your application with the hiring team",
    kept: "for up to one year",
  },
  waitlist: {
    collected: "your name, e-mail and phone",
    purpose: "offer you a seat in this batch when one frees up",
    kept: "until the batch starts",
  },
};

/** The notice as sentences; the form shows them with a link to the Privacy Policy after them. */
export function consentNoticeText(form: ConsentForm): { use: string; rights: string } {
  const notice = CONSENT_NOTICES[form];
  return {
    use: `By sending this form you agree that ${COMPANY.name} uses ${notice.collected} to ${notice.purpose}, and keeps them ${notice.kept}.`,
    rights: `You can withdraw your consent or ask us to erase your data at any time, and raise a grievance, by writing to our Grievance Officer at ${COMPANY.grievanceEmail}.`,
  };
}
