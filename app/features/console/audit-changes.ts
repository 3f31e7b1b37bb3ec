/**
 * An audit row's `changes` in words, for the Audit log screen: a changed field as `status: New → Contacted`,
 * an export's filter as `filter: status paid, search "asha"`, a look-up's records as `records: registrations
 * 1, mail 2`. Nested values are spelled out, never shown as `[object Object]`.
 */

/** Keys of stored filters and details, as staff read them. */
const WORDS: Record<string, string> = {
  q: "search",
  ids: "ids",
  careerEnquiries: "training enquiries",
  serviceEnquiries: "services enquiries",
  contactMessages: "chat and contact messages",
  jobApplications: "job applications",
};

const word = (key: string) => WORDS[key] ?? key;

function describeValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value))
    return value.length ? value.map((item) => describeValue(key, item)).join(", ") : "none";
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(
      ([, item]) => item !== undefined && item !== null && item !== "",
    );
    if (!entries.length) return key === "filter" ? "none (the whole list)" : "none";
    return entries
      .map(([name, item]) => (item === true ? word(name) : `${word(name)} ${describeValue(name, item)}`))
      .join(", ");
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return key === "q" ? `"${String(value)}"` : String(value);
}

/** Top-level `[before, after]` pairs are changed fields (changedFields); lists (`certificateIds`) are lists. */
const isChange = (key: string, value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 && !/ids$/i.test(key);

export function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, value]) =>
      isChange(field, value)
        ? `${field}: ${describeValue(field, value[0])} → ${describeValue(field, value[1])}`
        : `${field}: ${describeValue(field, value)}`,
    )
    .join("; ");
}
