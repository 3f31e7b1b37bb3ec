/** Page numbers from addresses, shared by the pages (list screens) and the API (related programs). */

/** A page number from a query string: anything but a positive (safe) integer means page 1. */
export function parsePage(value: string | number | null | undefined): number {
  const page = typeof value === "number" ? value : Number(value ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
