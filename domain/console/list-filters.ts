/**
 * The filters of the console's lists as they appear in the address, read the same way by the list page and
 * by its CSV export, so an export is exactly what the list shows (without the paging); and the readers every
 * console address uses for its record ids, text filters and dates. A filter no screen writes is left out
 * (an unknown status) or, when it cannot be read at all (control characters, an impossible date), refused
 * with InvalidAddressError (400): never handed to the database, which would fail with a 500.
 */
import { DAY_PATTERN, isCalendarDay } from "../calendar-day.ts";
import { InvalidAddressError } from "../errors.ts";
import { hasControlCharacters } from "../text.ts";
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

/** Said of an address with a filter the console cannot read. */
export const UNREADABLE_FILTER =
  "This address has a filter the console cannot read. Open the list again from the menu.";

/** A text filter (`?q=`): trimmed, at most 100 characters; refused when it holds control characters. */
export function textFilter(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().slice(0, 100) || undefined;
  if (value && hasControlCharacters(value)) throw new InvalidAddressError(UNREADABLE_FILTER);
  return value;
}
const text = textFilter;

/** The largest id a `serial` column holds: a larger number names no row (and PostgreSQL refuses it). */
const MAX_RECORD_ID = 2_147_483_647;

/** A record's id from the address (`/admin/coupons/12`): its digits as written, 1 to 2,147,483,647; else null. */
export function recordIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A day filter (`?from=2026-11-01`): undefined when absent; refused when it is not a real day. */
export function dayFilter(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  if (!value) return undefined;
  if (hasControlCharacters(value)) throw new InvalidAddressError(UNREADABLE_FILTER);
  if (!DAY_PATTERN.test(value) || !isCalendarDay(value))
    throw new InvalidAddressError(`${value.slice(0, 20)} is not a date.`);
  return value;
}
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
