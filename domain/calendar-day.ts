/**
 * A calendar day as forms and addresses write it (`2026-11-28`): the shape alone lets `2026-02-31` and
 * `0000-01-01` through, which the database refuses (a 500 where the person typing deserves a message).
 */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a day that exists, in years 1900 to 9999. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const date = new Date(`${value}T00:00:00Z`);
  return year >= 1900 && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
