/**
 * Date and money formats of the spec, fixed to India's time zone so the server's own zone never shows.
 * Dates without a time (`2025-07-01`) are calendar dates and are formatted as such.
 *
 * Every date is written from arithmetic on India's fixed offset, never through `Intl`/`toLocaleString`: the
 * ICU of Node and of a browser differ (Node 20 writes 00:30 as "24:30" under `en-IN` with `hour12: false`), and
 * a page whose server HTML and hydrated render disagree throws away the server's HTML. One day format,
 * `28 Nov 2026`, and one time format, `28 Nov 2026, 00:30`, serve the console, letters and PDFs; the public
 * pages keep the formats the site's specification names for them (blog dates, certificate checks).
 */

/** Rupees have a module of their own (rupees.ts): a page showing prices loads none of the date formats. */
export { formatRupees } from "./rupees.ts";

import { DISPLAY_UTC_OFFSET_MINUTES } from "./constants.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Year, month (1-12) and day of a date as seen in India. Null for a missing or invalid value. */
export function calendarParts(
  value: string | Date | null | undefined,
): { y: number; m: number; d: number } | null {
  if (!value) return null;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-").map(Number);
    return { y, m, d };
  }
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const inIndia = new Date(date.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  return { y: inIndia.getUTCFullYear(), m: inIndia.getUTCMonth() + 1, d: inIndia.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `5 July 2025` (D MMMM YYYY). */
export function formatLongDate(value: string | Date | null | undefined, fallback = ""): string {
  const p = calendarParts(value);
  return p ? `${p.d} ${MONTHS[p.m - 1]} ${p.y}` : fallback;
}

/** `05 Jul 2025` (dd MMM yyyy): the one day format of the console, letters, PDFs and job pages. */
export function formatDay(value: string | Date | null | undefined, fallback = ""): string {
  const p = calendarParts(value);
  return p ? `${pad(p.d)} ${MONTHS[p.m - 1].slice(0, 3)} ${p.y}` : fallback;
}

/** `05 Jul 2025, 00:30` in India's time (24-hour clock, 00–23): when something happened. */
export function formatDayTime(value: string | Date | null | undefined, fallback = ""): string {
  if (!value) return fallback;
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return fallback;
  const inIndia = new Date(date.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  return `${formatDay(date)}, ${pad(inIndia.getUTCHours())}:${pad(inIndia.getUTCMinutes())}`;
}

/**
 * `2025-07-05 00:30` in India's time: the form Excel, LibreOffice and Google Sheets read as a date and time
 * in a CSV cell (an ISO instant with `T…Z` they keep as text, and in UTC it is the wrong day after 18:30).
 */
export function formatSheetDateTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const p = calendarParts(date);
  if (!p) return "";
  const inIndia = new Date(date.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  return `${p.y}-${pad(p.m)}-${pad(p.d)} ${pad(inIndia.getUTCHours())}:${pad(inIndia.getUTCMinutes())}`;
}

/** `05 Jul 2025` (dd MMM yyyy), 'N/A' when missing: job dates. */
export function formatJobDate(value: string | Date | null | undefined, fallback = "N/A"): string {
  return formatDay(value, fallback);
}

/** `05/07/2025` (dd/mm/yyyy): certificate completion dates. */
export function formatCertificateDate(value: string | Date | null | undefined, fallback = ""): string {
  const p = calendarParts(value);
  return p ? `${pad(p.d)}/${pad(p.m)}/${p.y}` : fallback;
}

/** en-IN short date (`5/7/2025`, d/m/yyyy), 'N/A' when missing: the deadline in the job-application header. */
export function formatIndianDate(value: string | Date | null | undefined, fallback = "N/A"): string {
  const p = calendarParts(value);
  return p ? `${p.d}/${p.m}/${p.y}` : fallback;
}

/** Made on first use and kept: making one costs far more than formatting with it. */
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** `3 days ago`, `2 months ago`: relative to `now`. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 31_536_000],
    ["month", 2_592_000],
    ["week", 604_800],
    ["day", 86_400],
    ["hour", 3600],
    ["minute", 60],
  ];
  relativeFormat ??= new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });
  const rtf = relativeFormat;
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return rtf.format(-Math.round(seconds / size), unit);
  return rtf.format(0, "second");
}

/** A moment as a `datetime-local` field's value in India time (`2026-12-02T10:00`). */
export function indiaMomentValue(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Date(date.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value typed in India time as a moment: null when empty, undefined when it is not a real
 * date and time (`2026-02-30T10:00` does not roll over into March).
 */
export function parseIndiaMoment(value: string | null | undefined): Date | null | undefined {
  const text = (value ?? "").trim();
  if (!text) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return undefined;
  const date = new Date(Date.parse(`${text}:00Z`) - DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  if (Number.isNaN(date.getTime())) return undefined;
  return indiaMomentValue(date) === text ? date : undefined;
}
