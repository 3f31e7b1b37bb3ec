/**
 * The filters of the console's lists as they appear in the address, read the same way by the list page and
 * by its CSV export, so an export is exactly what the list shows (without the paging).
 */
import {
  APPLICANT_STAGES,
  type ApplicantStage,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquiryStatus,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from "./workflow.ts";

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim().slice(0, 100) || undefined;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function inboxFilterFrom(params: URLSearchParams) {
  return {
    kind: oneOf<EnquiryKind>(ENQUIRY_KINDS, text(params, "kind")),
    status: oneOf<EnquiryStatus>(ENQUIRY_STATUSES, text(params, "status")),
    assignee: text(params, "assignee"),
    q: text(params, "q"),
    overdue: params.get("overdue") === "1" || undefined,
  };
}

export function registrationFilterFrom(params: URLSearchParams) {
  return {
    status: oneOf<RegistrationStatus>(REGISTRATION_STATUSES, text(params, "status")),
    q: text(params, "q"),
  };
}

export function applicantFilterFrom(params: URLSearchParams) {
  const job = text(params, "job");
  return {
    job: job === "general" ? ("general" as const) : job && /^\d{1,9}$/.test(job) ? Number(job) : undefined,
    stage: oneOf<ApplicantStage>(APPLICANT_STAGES, text(params, "stage")),
    q: text(params, "q"),
  };
}

/** The filter as query parameters (empty ones left out), for links: paging, export. */
export function filterQuery(filter: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === "" || value === false) continue;
    params.set(name, value === true ? "1" : String(value));
  }
  return params;
}
