/**
 * `₹12,34,567.50`: Indian digit grouping (the last three digits, then pairs), as en-IN writes it. Written out
 * rather than `toLocaleString("en-IN")`, whose first use costs ~20 ms of a price page's hydration (about 150 ms
 * on Lighthouse's mid-range phone); `format.test.ts` checks it against Intl. A module of its own (format.ts
 * re-exports it), so a page that shows prices does not load the date formats with it (ADR 9's budget).
 */
export function formatRupees(amount: number, fractionDigits = 2): string {
  const [whole, fraction] = Math.abs(amount).toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ",");
  return `₹${amount < 0 ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
