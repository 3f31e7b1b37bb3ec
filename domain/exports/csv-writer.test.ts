import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvStream, keysetPages, mapPages } from "./csv-writer.ts";

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

async function* pagesOf<T>(...pages: T[][]) {
  for (const page of pages) yield page;
}

/** Cells a visitor can type into a public form, and what a spreadsheet must show for each. */
const HOSTILE: [string, string][] = [
  ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
  ["+91 98765 43210", "'+91 98765 43210"],
  ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
  ["\t=1+1", "'\t=1+1"],
  ["\r=1+1", "'\r=1+1"],
  ['She said "hi", then left', 'She said "hi", then left'],
  ["line one\nline two\r\nline three", "line one\nline two\r\nline three"],
  ["a,b,c", "a,b,c"],
  ['"', '"'],
  ["", ""],
  ["प्रिया शर्मा ₹24,999 😀 naïve", "प्रिया शर्मा ₹24,999 😀 naïve"],
  ["safe = not at the start", "safe = not at the start"],
  ["   =leading spaces", "   =leading spaces"],
];

describe("CSV writer", () => {
  it("writes a BOM, and every hostile cell reads back neutralised by a real CSV parser", async () => {
    const rows = HOSTILE.map(([cell], i) => [i, cell]);
    const csv = await text(csvStream(["n", "cell"], pagesOf(rows.slice(0, 5), rows.slice(5))));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const records: string[][] = parse(csv, { bom: true, relax_quotes: false });
    expect(records[0]).toEqual(["n", "cell"]);
    expect(records.slice(1).map((r) => r[1])).toEqual(HOSTILE.map(([, shown]) => shown));
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(HOSTILE.map((_, i) => i));
  });

  it("writes numbers, empty values and dates plainly; a negative number is text that cannot run", () => {
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    // India time, as spreadsheets read a date and time: 19:00 UTC is 00:30 the next day in India.
    expect(csvCell(new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-24 15:30");
    expect(csvCell(new Date("2026-11-27T19:00:00Z"))).toBe("2026-11-28 00:30");
    expect(csvCell(-5)).toBe("'-5");
  });

  it("reads the next page only when the reader asks for more", async () => {
    let fetched = 0;
    const pages = keysetPages(
      async (after: number | null, size) => {
        fetched++;
        const start = after ?? 0;
        return start >= 10 ? [] : Array.from({ length: size }, (_, i) => start + i + 1);
      },
      (n) => n,
      5,
    );
    const stream = csvStream(
      ["n"],
      mapPages(pages, (n) => [n]),
    );
    const reader = stream.getReader();
    await reader.read(); // header
    await reader.read(); // first page
    expect(fetched).toBeLessThanOrEqual(2);
    let rest = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest.trim().split("\r\n")).toEqual(["6", "7", "8", "9", "10"]);
    expect(fetched).toBe(3);
  });
});
