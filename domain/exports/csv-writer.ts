/**
 * The one CSV writer of the console's exports (docs/product/console.md#screens "Exports"): UTF-8 with a byte-order mark
 * (so Excel reads Devanagari and ₹ as they are), RFC 4180 quoting, and every cell that a spreadsheet would
 * read as a formula (it starts with `=`, `+`, `-`, `@`, tab or carriage return) prefixed with `'` (OWASP's
 * advice against CSV injection). Rows come from an async source page by page and are written only as the
 * reader asks for more, so an export of 100,000 rows holds one page in memory, never the file.
 */

import { formatSheetDateTime } from "../format.ts";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const BOM = "\uFEFF";

export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * One cell as written: a moment in India's time as spreadsheets read dates (`2026-11-28 07:57`), neutralised,
 * then quoted when it holds a quote, comma or line break.
 */
export function csvCell(value: CsvValue): string {
  let text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? formatSheetDateTime(value)
        : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An amount in paise as the exports write rupees: two decimals, no symbol or separators (`249950` is `2499.50`). */
export function csvRupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV file as a byte stream: the BOM and header, then each page of rows as the reader pulls. The source is
 * an async iterator of pages (each an array of rows), so the database is read one page at a time.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly CsvValue[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(BOM + csvLine(header)));
          return;
        }
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // One page waits at most: the reader's pace decides how fast the database is read.
    { highWaterMark: 1 },
  );
}

/**
 * Pages of a keyset query: `fetch(after)` returns up to `size` rows after the cursor (null for the first
 * page); `cursorOf` reads the cursor from a page's last row. Stops at the first page shorter than `size`.
 */
export async function* keysetPages<Row, Cursor>(
  fetch: (after: Cursor | null, size: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size = 500,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/** Maps each page of rows to CSV cells. */
export async function* mapPages<Row>(
  pages: AsyncIterable<Row[]>,
  toCells: (row: Row) => CsvValue[],
): AsyncGenerator<CsvValue[][]> {
  for await (const page of pages) yield page.map(toCells);
}
