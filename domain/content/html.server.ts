/**
 * CMS HTML (blog posts, hero articles) is untrusted: it is sanitized when written (seed) and again when
 * read for the API and the pages. Only document markup survives: headings, paragraphs, lists, links to
 * http/https/mailto/relative targets (always rel="noopener noreferrer"), emphasis, quotes, code,
 * images with src/alt/width/height, and tables. No scripts, styles, frames, event handlers or
 * javascript:/data: URLs.
 */
import sanitizeHtml from "sanitize-html";
import { CONTENT } from "../constants.ts";
import { normaliseStoredPath } from "../media.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "div",
    "span",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "small",
    "blockquote",
    "code",
    "pre",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "title", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Their text is code or decoration, never content.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    // Stored paths (`uploads\\blog\\a.webp`) become media URLs; content images load lazily.
    img: (tagName, attribs) => {
      const src = attribs.src ?? "";
      const stored = /^(\/?api\/)?\/?uploads[\\/]/i.test(src) ? `/api/${normaliseStoredPath(src)}` : src;
      return { tagName, attribs: { ...attribs, src: stored, loading: "lazy" } };
    },
  },
};

const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

/** Safe HTML for `dangerouslySetInnerHTML`. Results are memoised: the same article is read again and again. */
export function sanitizeContentHtml(html: string | null | undefined): string {
  if (!html) return "";
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}

const BLOCK_END =
  /<\/(p|div|h[1-6]|li|blockquote|pre|tr|td|th|figcaption|caption)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** The end of a heading whose text does not close with punctuation of its own. */
const HEADING_END_WITHOUT_STOP = /([^.!?:;…\s])(\s*)(<\/h[1-6]\s*>)/gi;

/**
 * The text of an HTML fragment with whitespace collapsed (block ends become spaces; a heading ends with a full
 * stop when it has no punctuation, so a summary never runs a heading into the next sentence).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const marked = html.replace(HEADING_END_WITHOUT_STOP, "$1.$2$3");
  const text = sanitizeHtml(marked.replace(BLOCK_END, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** A plain-text summary for lists: at most `max` characters, cut on a word boundary, with '…' when cut. */
export function plainTextSummary(
  html: string | null | undefined,
  max: number = CONTENT.summaryChars,
): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const lastSpace = slice.lastIndexOf(" ");
  const cut = lastSpace > max / 2 ? slice.slice(0, lastSpace) : slice;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}
