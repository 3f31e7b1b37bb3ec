/**
 * Whether an uploaded PDF carries content that runs: JavaScript, launch actions (start a program or open a
 * file) or an XFA form (whose scripts are JavaScript by another name). A brochure is a document to read; the
 * console refuses one that carries any of these (ADR 32, with what this check does not see).
 *
 * No PDF library in the project parses PDFs (pdfkit only writes them), so this is a small lexer over the
 * bytes: it reads every name token outside strings, comments and stream data, with `#xx` escapes decoded
 * (`/J#53` is `/JS`), and it inflates the object streams (`/Type /ObjStm`, FlateDecode), where a PDF 1.5+
 * file keeps most of its dictionaries, and reads those the same way. What it cannot read it refuses rather
 * than lets through: an encrypted file, an object stream under another filter or a predictor, one that does
 * not inflate or inflates past a limit.
 */
import { constants, inflateSync } from "node:zlib";

/** Names whose presence means the file can run something. Names are case-sensitive in PDF. */
const ACTIVE_NAMES = new Set(["JS", "JavaScript", "Launch", "XFA"]);
/** The name of an encrypted file's key: its object streams are ciphertext, which this check cannot read. */
const ENCRYPTED = "Encrypt";

/** Inflated bytes allowed over all object streams of one file (a bomb stops here, not in memory). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfCheck =
  | { ok: true }
  /** `active`: a name that runs something was found; `unreadable`: a part the check cannot read. */
  | { ok: false; reason: "active" | "unreadable"; detail: string };

/** PDF whitespace and delimiters, as character codes; every other byte is part of a name or a keyword. */
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]); // ( ) < > [ ] { } / %

class Unreadable extends Error {}
class Active extends Error {}

interface Budget {
  inflated: number;
}

/** `J#53` -> `JS`: a name's characters with their `#xx` escapes decoded. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The bytes of a PDF (or of an object stream) as a Latin-1 string, one character per byte, read token by
 * token.
 */
class Lexer {
  at = 0;
  constructor(readonly text: string) {}

  private regular(index: number): boolean {
    const code = this.text.charCodeAt(index);
    return !Number.isNaN(code) && !WHITESPACE.has(code) && !DELIMITERS.has(code);
  }

  /** The end of the run of regular characters that starts at `from`. */
  wordEnd(from: number): number {
    let end = from;
    while (end < this.text.length && this.regular(end)) end++;
    return end;
  }

  /**
   * Past the literal string that opens here (`(`), minding nesting and backslash escapes. A string that never
   * closes would hide the rest of the file from this check (while a reader that follows the cross-reference
   * table still reads it): unreadable.
   */
  skipLiteralString(): void {
    let depth = 0;
    for (let i = this.at; i < this.text.length; i++) {
      const char = this.text[i];
      if (char === "\\")
        i++; // the next byte is escaped
      else if (char === "(") depth++;
      else if (char === ")" && --depth === 0) {
        this.at = i + 1;
        return;
      }
    }
    throw new Unreadable("a string that never ends");
  }
}

const NAME = /\/[^\s/[\]<>(){}%]*/g;

/**
 * What a stream's dictionary says about reading it (its names decoded first, so `/F#69lter` is `/Filter`):
 * whether it is an object stream (`/Type /ObjStm`, or the `/N` and `/First` a reader needs to read one) and
 * its filters and predictor.
 */
function streamKind(raw: string): { objectStream: boolean; filters: string[]; predictor: boolean } {
  const dictionary = raw.replace(NAME, (name) => `/${decodeName(name.slice(1))}`);
  const names: string[] = dictionary.match(NAME) ?? [];
  const typeAt = names.indexOf("/Type");
  const objectStream =
    (typeAt >= 0 && names[typeAt + 1] === "/ObjStm") || (names.includes("/N") && names.includes("/First"));
  const filterMatch = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>(){}%]*)/.exec(dictionary);
  const filters = (filterMatch?.[1]?.match(NAME) ?? []).map((name) => name.slice(1));
  const predictor = /\/Predictor\s+([2-9]|\d{2,})/.test(dictionary);
  return { objectStream, filters, predictor };
}

function inflateObjectStream(data: string, budget: Budget): string {
  try {
    const inflated = inflateSync(Buffer.from(data, "latin1"), {
      maxOutputLength: MAX_INFLATED_BYTES - budget.inflated,
      // Many writers end a stream's data a byte early or late: read what inflates.
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    budget.inflated += inflated.length;
    return inflated.toString("latin1");
  } catch {
    throw new Unreadable("an object stream that does not inflate, or inflates past the limit");
  }
}

/**
 * Reads the tokens of `text` (a whole file, or the inside of an object stream). Throws Active at the first
 * name that runs something, Unreadable at a part it cannot read.
 */
function scan(text: string, budget: Budget, insideObjectStream: boolean): void {
  const lexer = new Lexer(text);
  /** Where the open dictionaries began (`<<`), to read the dictionary of a stream. */
  const openings: number[] = [];
  let lastDictionary = "";
  while (lexer.at < text.length) {
    const char = text[lexer.at];
    const next = text[lexer.at + 1];
    if (char === "%") {
      // A comment, to the end of the line.
      while (lexer.at < text.length && text[lexer.at] !== "\n" && text[lexer.at] !== "\r") lexer.at++;
    } else if (char === "(") {
      lexer.skipLiteralString();
    } else if (char === "<" && next === "<") {
      openings.push(lexer.at);
      lexer.at += 2;
    } else if (char === ">" && next === ">") {
      const start = openings.pop();
      if (start !== undefined && openings.length === 0) lastDictionary = text.slice(start, lexer.at + 2);
      lexer.at += 2;
    } else if (char === "<") {
      // A hex string: its digits are data, not names.
      const end = text.indexOf(">", lexer.at + 1);
      if (end < 0) throw new Unreadable("a string that never ends");
      lexer.at = end + 1;
    } else if (char === "/") {
      const end = lexer.wordEnd(lexer.at + 1);
      const name = decodeName(text.slice(lexer.at + 1, end));
      if (ACTIVE_NAMES.has(name)) throw new Active(name);
      if (name === ENCRYPTED) throw new Unreadable("an encrypted file");
      lexer.at = end;
    } else if (lexer.wordEnd(lexer.at) > lexer.at) {
      const end = lexer.wordEnd(lexer.at);
      const word = text.slice(lexer.at, end);
      lexer.at = end;
      // Object streams hold no streams; in the file, a stream's data is skipped or read as an object stream.
      if (word === "stream" && !insideObjectStream)
        lexer.at = readStream(text, lexer.at, lastDictionary, budget);
    } else lexer.at++;
  }
}

/** Reads the stream whose data begins after the `stream` keyword at `at`; returns the index after `endstream`. */
function readStream(text: string, at: number, dictionary: string, budget: Budget): number {
  let start = at;
  if (text[start] === "\r") start++;
  if (text[start] === "\n") start++;
  const endKeyword = text.indexOf("endstream", start);
  const end = endKeyword < 0 ? text.length : endKeyword;
  const { objectStream, filters, predictor } = streamKind(dictionary);
  if (objectStream) {
    const plain = filters.length === 0;
    const flate = filters.length === 1 && filters[0] === "FlateDecode" && !predictor;
    if (!plain && !flate)
      throw new Unreadable(`an object stream encoded with ${filters.join(", ") || "a predictor"}`);
    const data = text.slice(start, end);
    scan(plain ? data : inflateObjectStream(data, budget), budget, true);
  }
  return endKeyword < 0 ? text.length : endKeyword + "endstream".length;
}

/** Checks a PDF's bytes for content that runs (see the top of this file). */
export function checkPdfForActiveContent(bytes: Uint8Array): PdfCheck {
  try {
    scan(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"),
      { inflated: 0 },
      false,
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof Active) return { ok: false, reason: "active", detail: error.message };
    if (error instanceof Unreadable) return { ok: false, reason: "unreadable", detail: error.message };
    throw error;
  }
}
