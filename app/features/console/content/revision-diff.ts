/**
 * What a content revision changed, readable (docs/decisions/0055-content-revisions.md): text fields as two
 * columns of words with the removed and added ones marked, rich text as its words (the document's text, never
 * its markup), list fields item by item (kept, removed, added), and any other value in words as the audit
 * log writes it (rupees, India time, yes / no). Pure: the revisions screen's loader computes it.
 */
import { describeFieldValue, fieldLabel } from "../audit-changes";

export type Change = "same" | "removed" | "added";
export interface Part {
  text: string;
  change: Change;
}

export type FieldDiff =
  | { field: string; label: string; kind: "text"; rich: boolean; before: Part[]; after: Part[] }
  | { field: string; label: string; kind: "list"; items: Part[] }
  | { field: string; label: string; kind: "value"; before: string; after: string };

/** Stored HTML kept beside its document (an article's `content` beside `contentDoc`): shown once, as words. */
const HTML_BESIDE_DOC: Record<string, string> = { content: "contentDoc" };
/** Above this many cells the middle of two long texts is shown as replaced rather than compared word by word. */
const MAX_CELLS = 1_000_000;

const isDoc = (value: unknown) =>
  !!value && typeof value === "object" && !Array.isArray(value) && "type" in value && "content" in value;
const looksLikeHtml = (value: unknown) => typeof value === "string" && /<\/?[a-z][^>]*>/i.test(value);

/** The words of rich text: a document tree's text nodes, or HTML without its tags and entities. */
export function richTextWords(value: unknown): string[] {
  const texts: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const record = node as { text?: unknown; content?: unknown; type?: unknown };
      if (typeof record.text === "string") texts.push(record.text);
      if (record.content) walk(record.content);
      // Blocks end a word: "Heading" and "Paragraph" are two words, not "HeadingParagraph".
      if (record.type !== "text") texts.push(" ");
    }
  };
  if (typeof value === "string")
    texts.push(
      value
        .replace(/<[^>]*>/g, " ")
        .replace(/&nbsp;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  else walk(value);
  return words(texts.join(""));
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Two sequences as the longest common subsequence marks them: `before` with its removed items, `after` with its
 * added ones. The common start and end are trimmed first, so a small change in a long text is cheap.
 */
export function compareSequences(before: string[], after: string[]): { before: Part[]; after: Part[] } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  const same = (items: string[]) => items.map((text): Part => ({ text, change: "same" }));
  const head = { before: same(before.slice(0, start)), after: same(after.slice(0, start)) };
  const tail = {
    before: same(before.slice(before.length - end)),
    after: same(after.slice(after.length - end)),
  };
  let middle: { before: Part[]; after: Part[] };
  if (a.length * b.length > MAX_CELLS) {
    middle = {
      before: a.map((text) => ({ text, change: "removed" })),
      after: b.map((text) => ({ text, change: "added" })),
    };
  } else {
    // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], in one flat array.
    const width = b.length + 1;
    const lengths = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--)
      for (let j = b.length - 1; j >= 0; j--)
        lengths[i * width + j] =
          a[i] === b[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    middle = { before: [], after: [] };
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        middle.before.push({ text: a[i]!, change: "same" });
        middle.after.push({ text: b[j]!, change: "same" });
        i++;
        j++;
      } else if (
        j < b.length &&
        (i >= a.length || lengths[i * width + j + 1]! >= lengths[(i + 1) * width + j]!)
      ) {
        middle.after.push({ text: b[j]!, change: "added" });
        j++;
      } else {
        middle.before.push({ text: a[i]!, change: "removed" });
        i++;
      }
    }
  }
  return {
    before: [...head.before, ...middle.before, ...tail.before],
    after: [...head.after, ...middle.after, ...tail.after],
  };
}

/** An item of a list field in words: `Title — description`, or the plain string older rows hold. */
function itemText(item: unknown): string {
  if (item && typeof item === "object" && "title" in item) {
    const { title, description } = item as { title?: unknown; description?: unknown };
    return description ? `${String(title ?? "")} — ${String(description)}` : String(title ?? "");
  }
  return typeof item === "string" ? item : JSON.stringify(item);
}

/** Removed and added items in the order they stand, kept ones once. */
function listParts(before: unknown[], after: unknown[]): Part[] {
  const { before: old, after: now } = compareSequences(before.map(itemText), after.map(itemText));
  const parts: Part[] = [];
  let i = 0;
  for (const part of now) {
    // Before each kept or added item come the removed ones that stood before it.
    while (i < old.length && old[i]!.change === "removed") parts.push(old[i++]!);
    if (part.change === "same") i++;
    parts.push(part);
  }
  while (i < old.length) parts.push(old[i++]!);
  return parts;
}

const comparable = (value: unknown) => JSON.stringify(value ?? null);
const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * The fields that differ between two revisions' stored fields (`before` null: the first revision, compared
 * with nothing), in the order the newer one stores them.
 */
export function diffRevisionFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): FieldDiff[] {
  const old = before ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(old)])];
  const diffs: FieldDiff[] = [];
  for (const field of keys) {
    const [a, b] = [old[field], after[field]];
    if (comparable(a) === comparable(b)) continue;
    const twin = HTML_BESIDE_DOC[field];
    if (twin && (after[twin] || old[twin])) continue;
    const label = fieldLabel(field);
    if (isDoc(a) || isDoc(b) || looksLikeHtml(a) || looksLikeHtml(b)) {
      const parts = compareSequences(isEmpty(a) ? [] : richTextWords(a), isEmpty(b) ? [] : richTextWords(b));
      diffs.push({ field, label, kind: "text", rich: true, ...parts });
    } else if (Array.isArray(a) || Array.isArray(b)) {
      diffs.push({
        field,
        label,
        kind: "list",
        items: listParts(Array.isArray(a) ? a : [], Array.isArray(b) ? b : []),
      });
    } else if (
      (typeof a === "string" || isEmpty(a)) &&
      (typeof b === "string" || isEmpty(b)) &&
      !isInstant(a, b)
    ) {
      const parts = compareSequences(words(String(a ?? "")), words(String(b ?? "")));
      diffs.push({ field, label, kind: "text", rich: false, ...parts });
    } else {
      diffs.push({
        field,
        label,
        kind: "value",
        before: describeFieldValue(field, a),
        after: describeFieldValue(field, b),
      });
    }
  }
  return diffs;
}

/** Stored moments and days (ISO text) read better in words than word by word. */
const isInstant = (...values: unknown[]) =>
  values.some((value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}|$)/.test(value));
