/**
 * Date and money formats of the spec, fixed to India's time zone so the server's own zone never shows.
 * Dates without a time (`2025-07-01`) are calendar dates and are formatted as such.
 */
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

/** `05 Jul 2025` (dd MMM yyyy), 'N/A' when missing: job dates. */
export function formatJobDate(value: string | Date | null | undefined, fallback = "N/A"): string {
  const p = calendarParts(value);
  return p ? `${pad(p.d)} ${MONTHS[p.m - 1].slice(0, 3)} ${p.y}` : fallback;
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

/**
 * `₹12,34,567.50`: Indian digit grouping (the last three digits, then pairs), as en-IN writes it. Written out
 * rather than `toLocaleString("en-IN")`, whose first use costs ~20 ms of a price page's hydration (about 150 ms
 * on Lighthouse's mid-range phone); `format.test.ts` checks it against Intl.
 */
export function formatRupees(amount: number, fractionDigits = 2): string {
  const [whole, fraction] = Math.abs(amount).toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ",");
  return `₹${amount < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** `24 Nov, 14:05` in India's time: when something happened, in messages to staff. */
export function formatIndiaDayTime(at: Date): string {
  return at.toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    // Not hour12: false: with it Node formats midnight as 24:00 and browsers as 00:00 (a hydration mismatch).
    hourCycle: "h23",
  });
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
