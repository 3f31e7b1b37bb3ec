/**
 * The contact page's two enquiry forms as data: fields, phone message and failure toast; and what the page's
 * action answered, read as the toast to show. Both forms post to the page's own action (app/routes/contact.tsx),
 * with JavaScript (a fetcher) or without (a plain post); validation and texts come from the shared schema.
 */
import { OPTIONS } from "../../../domain/constants";
import { phoneInputValue } from "../../../domain/enquiries/phone";
import { MESSAGES } from "../../../domain/messages";
import type { ToastTone } from "./toast";

export type EnquiryKind = "career" | "services";

/** Where both forms post: the contact page's own action. */
export const CONTACT_ACTION = "/contact";

export interface EnquiryFormConfig {
  kind: EnquiryKind;
  tabLabel: string;
  heading: string;
  lead: string;
  /** The second text field: college or job title, or organization. */
  affiliation: { name: "college" | "organization"; label: string; autoComplete: string };
  /** The select: training or service. */
  choice: { name: "training" | "service"; label: string; options: readonly string[] };
  phoneLabel: string;
  phoneMessage: string;
  failedMessage: string;
}

export const ENQUIRY_FORMS: Record<EnquiryKind, EnquiryFormConfig> = {
  career: {
    kind: "career",
    tabLabel: MESSAGES.careerTabLabel,
    heading: "Start your tech career",
    lead: "Tell us about yourself and the kind of training you are looking for; an advisor will call you back.",
    affiliation: { name: "college", label: "College or Job Title", autoComplete: "organization-title" },
    choice: { name: "training", label: "Training", options: OPTIONS.careerTraining },
    phoneLabel: "Phone Number",
    phoneMessage: MESSAGES.phoneCareer,
    failedMessage: MESSAGES.careerFailed,
  },
  services: {
    kind: "services",
    tabLabel: MESSAGES.servicesTabLabel,
    heading: "Let's build something together",
    lead: "Share a few details about your organization and the service you need; our team will get in touch.",
    affiliation: { name: "organization", label: "Organization", autoComplete: "organization" },
    choice: { name: "service", label: "Service", options: OPTIONS.service },
    phoneLabel: "Contact Number",
    phoneMessage: MESSAGES.phoneServices,
    failedMessage: MESSAGES.servicesFailed,
  },
};

export interface EnquiryValues {
  name: string;
  affiliation: string;
  email: string;
  phone: string;
  location: string;
  choice: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: "",
  affiliation: "",
  email: "",
  phone: "",
  location: "",
  choice: "",
};

/** What a sent enquiry shows as its proof (the visitor's own values, as the server received them). */
export interface EnquiryProof {
  name: string;
  email: string;
  phone: string;
  /** The training or service asked about. */
  choice: string;
  /** When the server stored it (ISO), shown in India time. */
  sentAt: string;
}

/** The proof of a sent enquiry, from the posted form (`kind` picks the choice field). */
export function proofOf(form: FormData, kind: EnquiryKind, sentAt: Date): EnquiryProof {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: phoneInputValue(text("phone")),
    choice: text(ENQUIRY_FORMS[kind].choice.name),
    sentAt: sentAt.toISOString(),
  };
}

/** The contact page action's answer: stored (`sent`, with its proof), or refused with Conform's reply and the reason. */
export type ContactAnswer =
  | { kind: EnquiryKind; sent: true; proof: EnquiryProof }
  | {
      result: {
        initialValue?: Record<string, unknown> | null;
        error?: Record<string, string[] | null> | null;
      };
      refused: "invalid" | "rule" | "duplicate" | "failed";
    };

/** The toast an answer shows: thanks, the duplicate notice, the phone message, or the form's failure text. */
export function answerToast(config: EnquiryFormConfig, answer: ContactAnswer): [string, ToastTone] {
  if ("sent" in answer) return [MESSAGES.enquiryThanks, "success"];
  if (answer.refused === "duplicate") return [MESSAGES.duplicateEnquiry, "info"];
  if (answer.result.error?.phone?.length) return [config.phoneMessage, "error"];
  return [config.failedMessage, "error"];
}

/** Which form an answer is for (a refusal carries the posted `kind`). */
export function answerKind(answer: ContactAnswer): EnquiryKind {
  if ("sent" in answer) return answer.kind;
  return answer.result.initialValue?.kind === "services" ? "services" : "career";
}

/** What was typed, from a refusal's reply (the form shows it again). */
export function answerValues(config: EnquiryFormConfig, answer: ContactAnswer): EnquiryValues {
  if ("sent" in answer) return EMPTY_ENQUIRY;
  const typed = answer.result.initialValue ?? {};
  const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  return {
    name: text("name"),
    affiliation: text(config.affiliation.name),
    email: text("email"),
    phone: text("phone"),
    location: text("location"),
    choice: text(config.choice.name),
  };
}
