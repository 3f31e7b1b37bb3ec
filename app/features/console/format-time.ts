/** `24 Nov 2026, 14:05` in India's time (console lists and the audit log). */
export function formatStaffTime(iso: string | Date): string {
  return new Date(iso).toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    // Not hour12: false: with it Node formats midnight as 24:00 and browsers as 00:00 (a hydration mismatch).
    hourCycle: "h23",
  });
}

/** `24 Nov 2026`: the day in India's time. */
export function formatStaffDay(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "short",
    year: "numeric",
  });
}
