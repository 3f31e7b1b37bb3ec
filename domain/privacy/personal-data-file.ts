/**
 * The personal-data export as a file a person can be given (docs/product/console.md#screens, Personal data;
 * ADR 28): one HTML page that any browser opens and prints, a section per kind of record, each record's
 * fields under labels, amounts in rupees, times in India time, and what staff wrote about the record (notes
 * and status history). No hashes, no database ids the person cannot use, no paise; resumes ride along as
 * download links inside the same file.
 */

import type { HistoryEntries } from "../console/notes.server.ts";
import {
  APPLICANT_STAGE_LABELS,
  ENQUIRY_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
} from "../console/workflow.ts";
import { formatDay, formatDayTime, formatRupees } from "../format.ts";
import { KIND_LABELS, mailTitle } from "../mail/kinds.ts";
import { WAITLIST_STATUS_LABELS } from "../programs/batch-view.ts";
import type { PersonalData } from "./personal-data-find.server.ts";
import type { PersonQuery } from "./privacy.schema.ts";

export const PERSONAL_DATA_FILE_TEXT = {
  title: "Your personal data held by Nexora Technologies",
  intro:
    "This file lists everything Nexora Technologies holds about you, as found by the e-mail address or phone number below. Times are India time (IST). You may ask us to correct or erase any of it.",
  searchedFor: "Searched for",
  email: "E-mail",
  phone: "Phone",
  exportedAt: "Prepared on",
  nothing: "Nothing is held under this e-mail address or phone number.",
  notes: "Notes written by our staff",
  history: "Status history",
  resume: "Resume",
  resumeMissing: "The resume file is no longer stored.",
  download: "Download",
  staff: "Our staff",
  yes: "Yes",
  no: "No",
  none: "—",
  mailStatus: {
    pending: "Waiting to be sent",
    sent: "Sent",
    failed: "Could not be delivered",
    kept: "Not sent (no mail server; kept by us)",
    discarded: "Not sent",
  } as Record<string, string>,
  certificateStatus: { valid: "Valid", revoked: "Revoked" } as Record<string, string>,
  label: {
    received: "Received",
    waitlistBatch: "Batch",
    updated: "Last changed",
    status: "Status",
    name: "Name",
    fathersName: "Father's name",
    nationality: "Nationality",
    gender: "Gender",
    address: "Address",
    workingStatus: "Working status",
    college: "College",
    branch: "Branch",
    year: "Year",
    collegeAddress: "College address",
    trainingType: "Training type",
    program: "Program",
    duration: "Duration",
    programPrice: "Program fee",
    coupon: "Coupon",
    discount: "Discount",
    totalFees: "Fee after discount",
    registrationFee: "Registration fee",
    payableNow: "Payable at registration",
    sponsor: "Sponsor",
    sponsorGstin: "Sponsor's GSTIN",
    organisation: "Organisation",
    location: "Location",
    training: "Training",
    service: "Service",
    message: "Message",
    via: "Sent through",
    followUp: "Follow-up planned on",
    job: "Job",
    company: "Company",
    altPhone: "Other phone",
    permanentAddress: "Permanent address",
    qualification: "Qualification",
    skills: "Skills",
    experience: "Experience",
    currentStatus: "Current status",
    mode: "Preferred mode",
    noticePeriod: "Notice period",
    stage: "Stage",
    rejectionReason: "Reason given",
    certificateId: "Certificate ID",
    completed: "Completed on",
    issued: "Issued",
    revoked: "Revoked",
    revocationReason: "Reason for revoking",
    form: "Form",
    notice: "Notice version",
    given: "Given",
    to: "To",
    sentAt: "Sent",
  },
  via: { chat: "Chat assistant", enquiry: "Contact form" } as Record<string, string>,
  sections: {
    registrations: "Registrations",
    careerEnquiries: "Training enquiries",
    serviceEnquiries: "Services enquiries",
    contactMessages: "Messages (chat and contact forms)",
    jobApplications: "Job applications",
    certificates: "Certificates",
    waitlist: "Waiting lists",
    consents: "Consents you gave",
    mail: "E-mails about you",
  },
} as const;

export type SectionKind = keyof typeof PERSONAL_DATA_FILE_TEXT.sections;

export interface FileAttachment {
  fileName: string;
  mimeType: string;
  /** Null when the stored file is already gone. */
  base64: string | null;
}

export interface FileRecord {
  heading: string;
  fields: [label: string, value: string][];
  history: string[];
  notes: string[];
  attachment?: FileAttachment;
}

export interface FileSection {
  kind: SectionKind;
  title: string;
  records: FileRecord[];
}

export interface PersonalDataFile {
  title: string;
  exportedAt: string;
  searchedFor: [label: string, value: string][];
  sections: FileSection[];
}

/** Rupees from stored paise, the way the console and letters write them. */
export const rupees = (paise: number) => formatRupees(paise / 100);

/** A field's value as text: empty values read as a dash, never as `null`. */
export function fieldText(value: string | number | boolean | null | undefined): string {
  const text = PERSONAL_DATA_FILE_TEXT;
  if (value === null || value === undefined || value === "") return text.none;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  return String(value);
}

export const when = (value: Date | string | null | undefined) =>
  formatDayTime(value, PERSONAL_DATA_FILE_TEXT.none);
export const day = (value: string | null | undefined) => formatDay(value, PERSONAL_DATA_FILE_TEXT.none);

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e1b2e;max-width:52rem;margin:0 auto;padding:1.5rem}
h1{color:#2E008F;font-size:1.6rem;margin:0 0 .5rem}h2{color:#2E008F;font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:2px solid #2E008F}
h3{font-size:1.05rem;margin:1.25rem 0 .25rem}dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600;color:#4a4560}dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}ul{margin:.25rem 0;padding-left:1.25rem}
li{white-space:pre-line}article{border:1px solid #ddd8ee;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0;break-inside:avoid}
a{color:#2E008F}@media(max-width:30rem){dl{grid-template-columns:1fr}dt{margin-top:.5rem}}
`;

/** The file as one self-contained HTML page (no script, no remote resource). */
export function renderPersonalDataHtml(file: PersonalDataFile): string {
  const text = PERSONAL_DATA_FILE_TEXT;
  const list = (fields: [string, string][]) =>
    `<dl>${fields.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
  const entries = (title: string, lines: string[]) =>
    lines.length
      ? `<h4>${escapeHtml(title)}</h4><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
      : "";
  const attachment = (file: FileAttachment | undefined) => {
    if (!file) return "";
    if (file.base64 === null)
      return `<p>${escapeHtml(text.resume)}: ${escapeHtml(file.fileName)}. ${escapeHtml(text.resumeMissing)}</p>`;
    const href = `data:${escapeHtml(file.mimeType)};base64,${file.base64}`;
    return `<p>${escapeHtml(text.resume)}: <a href="${href}" download="${escapeHtml(file.fileName)}">${escapeHtml(text.download)} ${escapeHtml(file.fileName)}</a></p>`;
  };
  const sections = file.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.title)} (${section.records.length})</h2>${section.records
          .map(
            (record) =>
              `<article><h3>${escapeHtml(record.heading)}</h3>${list(record.fields)}${attachment(record.attachment)}${entries(text.history, record.history)}${entries(text.notes, record.notes)}</article>`,
          )
          .join("")}</section>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(file.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(file.title)}</h1><p>${escapeHtml(text.intro)}</p>
${list([...file.searchedFor, [text.exportedAt, file.exportedAt]])}
${sections || `<p>${escapeHtml(text.nothing)}</p>`}
</main></body></html>
`;
}

const sentence = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export interface FileInputs {
  query: PersonQuery;
  found: PersonalData;
  /** Notes and status history by record, keyed as the leads screens key them (`career:12`, `REG-…`, `17`). */
  notes: {
    enquiries: Map<string, HistoryEntries>;
    registrations: Map<string, HistoryEntries>;
    jobApplications: Map<string, HistoryEntries>;
  };
  /** Resume files by job application id. */
  resumes: Map<number, FileAttachment>;
  now: Date;
}

/** What the export holds, in words: a section per kind of record that has any, each record under labels. */
export function buildPersonalDataFile({ query, found, notes, resumes, now }: FileInputs): PersonalDataFile {
  const text = PERSONAL_DATA_FILE_TEXT;
  const sections: FileSection[] = [];
  const add = (kind: SectionKind, records: FileRecord[]) => {
    if (records.length) sections.push({ kind, title: text.sections[kind], records });
  };
  add(
    "registrations",
    found.registrations.map((r) => registrationRecord(r, notes.registrations.get(r.id))),
  );
  add(
    "careerEnquiries",
    found.careerEnquiries.map((r) => careerEnquiryRecord(r, notes.enquiries.get(`career:${r.id}`))),
  );
  add(
    "serviceEnquiries",
    found.serviceEnquiries.map((r) => serviceEnquiryRecord(r, notes.enquiries.get(`services:${r.id}`))),
  );
  add(
    "contactMessages",
    found.contactMessages.map((r) => contactMessageRecord(r, notes.enquiries.get(`${r.source}:${r.id}`))),
  );
  add(
    "jobApplications",
    found.jobApplications.map((r) =>
      jobApplicationRecord(r, resumes.get(r.id), notes.jobApplications.get(String(r.id))),
    ),
  );
  add("certificates", found.certificates.map(certificateRecord));
  add("waitlist", found.waitlist.map(waitlistRecord));
  add("consents", found.consents.map(consentRecord));
  add("mail", found.mail.map(mailRecord));

  return {
    title: text.title,
    exportedAt: when(now),
    searchedFor: [
      ...(query.email ? [field(text.email, query.email)] : []),
      ...(query.phone ? [field(text.phone, query.phone)] : []),
    ],
    sections,
  };
}

type Found = PersonalData;
type FieldValue = string | number | boolean | null | undefined;

const L = PERSONAL_DATA_FILE_TEXT.label;

const field = (label: string, value: FieldValue): [string, string] => [label, fieldText(value)];

const enquiryStatus = (status: string) =>
  ENQUIRY_STATUS_LABELS[status as keyof typeof ENQUIRY_STATUS_LABELS] ?? status;

const withNotes = (entries: HistoryEntries | undefined) => ({
  history: entries?.history ?? [],
  notes: entries?.notes ?? [],
});

/** Records the leads screens keep no notes or history on. */
const withoutNotes = () => ({ history: [], notes: [] });

function registrationRecord(r: Found["registrations"][number], entries?: HistoryEntries): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${r.specificTraining} · ${r.id}`,
    fields: [
      field(L.received, when(r.createdAt)),
      field(
        L.status,
        REGISTRATION_STATUS_LABELS[r.status as keyof typeof REGISTRATION_STATUS_LABELS] ?? r.status,
      ),
      field(L.name, r.fullName),
      field(L.fathersName, r.fathersName),
      field(text.email, r.email),
      field(text.phone, r.phone),
      field(L.gender, r.gender),
      field(L.nationality, r.nationality),
      field(L.address, r.address),
      field(L.workingStatus, r.workingStatus),
      field(L.college, r.collegeName),
      field(L.branch, r.branch),
      field(L.year, r.year),
      field(L.collegeAddress, r.collegeAddress),
      field(L.trainingType, r.trainingType),
      field(L.program, r.specificTraining),
      field(L.duration, r.duration),
      field(L.programPrice, rupees(r.programPricePaise)),
      field(L.coupon, r.couponCode),
      field(L.discount, r.discountPaise ? rupees(r.discountPaise) : null),
      field(L.totalFees, rupees(r.totalFeesPaise)),
      field(L.registrationFee, rupees(r.registrationFeePaise)),
      field(L.payableNow, rupees(r.payableNowPaise)),
      ...(r.sponsorCompany
        ? [field(L.sponsor, r.sponsorCompany), field(L.sponsorGstin, r.sponsorGstin)]
        : []),
    ],
    ...withNotes(entries),
  };
}

function careerEnquiryRecord(r: Found["careerEnquiries"][number], entries?: HistoryEntries): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${r.training} · ${when(r.createdAt)}`,
    fields: [
      field(L.received, when(r.createdAt)),
      field(L.status, enquiryStatus(r.status)),
      field(L.name, r.name),
      field(text.email, r.email),
      field(text.phone, r.phone),
      field(L.college, r.college),
      field(L.location, r.location),
      field(L.training, r.training),
      ...(r.followUpOn ? [field(L.followUp, day(r.followUpOn))] : []),
    ],
    ...withNotes(entries),
  };
}

function serviceEnquiryRecord(r: Found["serviceEnquiries"][number], entries?: HistoryEntries): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${r.service} · ${when(r.createdAt)}`,
    fields: [
      field(L.received, when(r.createdAt)),
      field(L.status, enquiryStatus(r.status)),
      field(L.name, r.name),
      field(L.organisation, r.organization),
      field(text.email, r.email),
      field(text.phone, r.phone),
      field(L.location, r.location),
      field(L.service, r.service),
      ...(r.followUpOn ? [field(L.followUp, day(r.followUpOn))] : []),
    ],
    ...withNotes(entries),
  };
}

function contactMessageRecord(r: Found["contactMessages"][number], entries?: HistoryEntries): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${text.via[r.source] ?? r.source} · ${when(r.createdAt)}`,
    fields: [
      field(L.received, when(r.createdAt)),
      field(L.via, text.via[r.source] ?? r.source),
      field(L.status, enquiryStatus(r.status)),
      field(L.name, r.name),
      field(text.email, r.email),
      field(L.message, r.message),
    ],
    ...withNotes(entries),
  };
}

function jobApplicationRecord(
  r: Found["jobApplications"][number],
  attachment: FileAttachment | undefined,
  entries?: HistoryEntries,
): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: [r.title, r.company].filter(Boolean).join(", ") || when(r.createdAt),
    fields: [
      field(L.received, when(r.createdAt)),
      field(L.stage, APPLICANT_STAGE_LABELS[r.stage as keyof typeof APPLICANT_STAGE_LABELS] ?? r.stage),
      ...(r.rejectionReason ? [field(L.rejectionReason, r.rejectionReason)] : []),
      field(L.job, r.title),
      field(L.company, r.company),
      field(L.name, r.fullName),
      field(text.email, r.email),
      field(text.phone, r.phone),
      field(L.altPhone, r.altPhone),
      field(L.address, r.address),
      field(L.permanentAddress, r.permanentAddress),
      field(L.qualification, [r.qualification, r.qualificationOther].filter(Boolean).join(": ")),
      field(L.skills, r.skills),
      field(L.experience, r.experience),
      field(L.currentStatus, r.status),
      field(L.mode, r.mode),
      field(L.noticePeriod, r.hasNoticePeriod === "Yes" ? r.noticePeriod : r.hasNoticePeriod),
    ],
    attachment,
    ...withNotes(entries),
  };
}

function certificateRecord(r: Found["certificates"][number]): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${r.specificTraining} · ${r.certificateId}`,
    fields: [
      field(L.certificateId, r.certificateId),
      field(L.status, text.certificateStatus[r.status] ?? r.status),
      field(L.name, r.fullName),
      field(text.email, r.email),
      field(L.program, r.specificTraining),
      field(L.trainingType, r.trainingType),
      field(L.duration, r.duration),
      field(L.completed, day(r.completionDate)),
      field(L.issued, when(r.createdAt)),
      ...(r.status === "revoked"
        ? [field(L.revoked, when(r.revokedAt)), field(L.revocationReason, r.revocationReason)]
        : []),
    ],
    ...withoutNotes(),
  };
}

function waitlistRecord(r: Found["waitlist"][number]): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${L.waitlistBatch} ${r.batchId} · ${when(r.createdAt)}`,
    fields: [
      field(L.received, when(r.createdAt)),
      field(L.status, WAITLIST_STATUS_LABELS[r.status] ?? r.status),
      field(L.name, r.fullName),
      field(text.email, r.email),
      field(text.phone, r.phone),
    ],
    ...withoutNotes(),
  };
}

function consentRecord(r: Found["consents"][number]): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${sentence(KIND_LABELS[r.form])} · ${when(r.givenAt)}`,
    fields: [
      field(L.form, sentence(KIND_LABELS[r.form])),
      field(L.given, when(r.givenAt)),
      field(L.notice, r.noticeVersion),
      field(text.email, r.email),
      field(text.phone, r.phone),
    ],
    ...withoutNotes(),
  };
}

function mailRecord(r: Found["mail"][number]): FileRecord {
  const text = PERSONAL_DATA_FILE_TEXT;
  return {
    heading: `${mailTitle(r.template, r.kind)} · ${when(r.createdAt)}`,
    fields: [
      field(L.to, r.toAddress ?? text.staff),
      field(L.status, text.mailStatus[r.status] ?? r.status),
      field(L.sentAt, r.sentAt ? when(r.sentAt) : null),
    ],
    ...withoutNotes(),
  };
}
