/**
 * The contact page's two enquiry forms as data: fields, endpoint, phone message and failure toast; and the
 * request that sends one. Validation and texts come from the shared schema and messages.
 */
import { OPTIONS } from "../../../domain/constants";
import { HONEYPOT_FIELD } from "../../../domain/honeypot";
import { MESSAGES } from "../../../domain/messages";

export type EnquiryKind = "career" | "services";

export interface EnquiryFormConfig {
  kind: EnquiryKind;
  tabLabel: string;
  heading: string;
  lead: string;
  endpoint: string;
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
    endpoint: "/api/career",
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
    endpoint: "/api/services",
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

export type EnquiryOutcome = "success" | "duplicate" | "failed";

/** Sends one enquiry; a 400 whose error mentions 'Duplicate' is a repeat (docs/product/api.md). */
export async function sendEnquiry(
  config: EnquiryFormConfig,
  values: EnquiryValues,
  honeypot = "",
): Promise<EnquiryOutcome> {
  try {
    const response = await fetch(config.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        name: values.name,
        [config.affiliation.name]: values.affiliation,
        email: values.email,
        phone: values.phone,
        location: values.location,
        [config.choice.name]: values.choice,
        [HONEYPOT_FIELD]: honeypot,
      }),
    });
    if (response.ok) return "success";
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      if (typeof body?.error === "string" && body.error.includes("Duplicate")) return "duplicate";
    }
    return "failed";
  } catch {
    return "failed";
  }
}
