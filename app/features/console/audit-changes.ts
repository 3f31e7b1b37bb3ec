/**
 * An audit row's `changes` in words, for the Audit log screen: a changed field as `Fee: ₹24,999 → ₹25,999`, an
 * export's filter as `Filter: status Paid, search "asha"`, a look-up's records as `Records: registrations 1,
 * mail 2`. Fields by their labels, money in rupees, moments in India time, people by name, statuses by their
 * labels, rich text and long lists as a short summary; never `[object Object]` or a whole HTML body.
 */
import {
  APPLICANT_STAGE_LABELS,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
} from "../../../domain/console/workflow";
import { formatDay, formatDayTime, formatRupees } from "../../../domain/format";

/** Keys of changed fields, stored filters and details, as staff read them (others: `validUntil` → `Valid until`). */
const WORDS: Record<string, string> = {
  q: "search",
  ids: "ids",
  feesPaise: "fee",
  discountPaise: "discount",
  assigneeId: "assignee",
  followUpOn: "follow-up day",
  isActive: "published",
  contentDoc: "text",
  contentHtml: "text",
  bannerImagePath: "banner image",
  brochurePath: "brochure",
  imagePath: "image",
  careerEnquiries: "training enquiries",
  serviceEnquiries: "services enquiries",
  contactMessages: "chat and contact messages",
  jobApplications: "job applications",
  certificateIds: "certificates",
  skillLevel: "skill level",
  sortOrder: "position",
  keptRevisions: "revisions kept",
  restoredRevision: "restored revision",
};

/** Every status, stage and state a change may name, by its screen label. */
const VALUE_LABELS: Record<string, string> = {
  ...ENQUIRY_STATUS_LABELS,
  ...REGISTRATION_STATUS_LABELS,
  ...APPLICANT_STAGE_LABELS,
  published: "Published",
  draft: "Draft",
  open: "Open",
  closed: "Closed",
};
const LABELLED_KEYS = new Set(["status", "stage", "state"]);
/** Fields whose values are long rich text: shown as a length, never the text. */
const RICH_KEYS = new Set(["contentDoc", "contentHtml", "content", "body", "html", "description"]);
const LONG_TEXT = 80;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Names of staff accounts by id, for ids a change names (an assignee, the account changed). */
export type StaffNames = Readonly<Record<string, string>>;

function word(key: string): string {
  return WORDS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A stored field's name as staff read it (`feesPaise` → `Fee`, `skillLevel` → `Skill level`). */
export const fieldLabel = (key: string) => sentence(word(key));

/** One stored value in words, as the audit log shows it (rupees, India time, yes / no, `—` for nothing). */
export const describeFieldValue = (key: string, value: unknown) => describeValue(key, value, {});

/** The words of a rich-text value (a document tree, or HTML), for a summary like `412 words`. */
function wordCount(value: unknown): number {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") texts.push(node.replace(/<[^>]*>/g, " "));
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record.text === "string") texts.push(record.text);
      if (record.content) walk(record.content);
    }
  };
  walk(value);
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

const isLong = (value: unknown) => typeof value === "object" || String(value).length > LONG_TEXT;

function wordsOf(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const words = wordCount(value);
  return `${words} ${words === 1 ? "word" : "words"}`;
}

function shorten(text: string): string {
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1).trimEnd()}…` : text;
}

function describeValue(key: string, value: unknown, names: StaffNames): string {
  if (value === null || value === undefined || value === "") return "—";
  if (RICH_KEYS.has(key) && isLong(value)) return wordsOf(value);
  if (Array.isArray(value)) {
    if (!value.length) return "none";
    // A list field's rows (`{ title }`, or plain strings in older rows): how many, and the first titles.
    const titles = value.map((item) =>
      item && typeof item === "object" && "title" in item
        ? String((item as { title: unknown }).title)
        : describeValue(key, item, names),
    );
    const all = titles.join(", ");
    return all.length > LONG_TEXT ? `${value.length} rows: ${shorten(all)}` : all;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(
      ([, item]) => item !== undefined && item !== null && item !== "",
    );
    if (!entries.length) return key === "filter" ? "none (the whole list)" : "none";
    return entries
      .map(([name, item]) =>
        item === true ? word(name) : `${word(name)} ${describeValue(name, item, names)}`,
      )
      .join(", ");
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && /Paise$/.test(key)) return formatRupees(value / 100, value % 100 ? 2 : 0);
  const text = String(value);
  if (/Id$/.test(key) && names[text]) return names[text]!;
  if (key === "kind" && text in ENQUIRY_KIND_LABELS) return ENQUIRY_KIND_LABELS[text as "career"];
  if (LABELLED_KEYS.has(key) && VALUE_LABELS[text]) return VALUE_LABELS[text]!;
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return formatDayTime(text);
  if (DAY.test(text)) return formatDay(text);
  if (key === "q") return `"${text}"`;
  return shorten(text);
}

/** Top-level `[before, after]` pairs are changed fields (changedFields); lists of ids are lists. */
const isChange = (key: string, value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 && !/ids$/i.test(key);

export function describeChanges(changes: Record<string, unknown>, names: StaffNames = {}): string {
  return Object.entries(changes)
    .map(([field, value]) => {
      const label = sentence(word(field));
      if (!isChange(field, value)) return `${label}: ${describeValue(field, value, names)}`;
      if (RICH_KEYS.has(field) && (isLong(value[0]) || isLong(value[1])))
        return `${label} changed (${wordsOf(value[0])} → ${wordsOf(value[1])})`;
      return `${label}: ${describeValue(field, value[0], names)} → ${describeValue(field, value[1], names)}`;
    })
    .join("; ");
}
