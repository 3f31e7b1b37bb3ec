/**
 * Financial years and voucher numbers. India's financial year runs April to March and a document's date is its
 * day in India time (UTC+05:30 all year), so a payment at 20:00 UTC on 31 March belongs to the next year.
 * A voucher number is `{prefix}/{year}/{serial}` in at most 16 characters (CGST Rules 46 and 50), the serial
 * zero-padded to what is left: `RV/2026-27/00123`.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** "2026-27" for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 in India. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A document series' prefix: one to three capital letters or digits, so the serial keeps at least four digits. */
export const DOCUMENT_PREFIX = /^[A-Z0-9]{1,3}$/;

/** Digits the serial gets after `prefix/2026-27/`. */
export function serialWidth(prefix: string): number {
  return MAX_DOCUMENT_NUMBER_LENGTH - prefix.length - "/2026-27/".length;
}

export class SeriesFullError extends Error {}

export function voucherNumber(prefix: string, financialYear: string, serial: number): string {
  if (!DOCUMENT_PREFIX.test(prefix))
    throw new RangeError(`Document prefix "${prefix}" must be 1–3 capitals or digits`);
  if (!/^\d{4}-\d{2}$/.test(financialYear))
    throw new RangeError(`"${financialYear}" is not a financial year`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError("A serial starts at 1");
  const width = serialWidth(prefix);
  const digits = String(serial).padStart(width, "0");
  if (digits.length > width)
    throw new SeriesFullError(`Series ${prefix} of ${financialYear} is full: choose a shorter prefix`);
  return `${prefix}/${financialYear}/${digits}`;
}
