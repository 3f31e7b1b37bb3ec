/**
 * Turns the editor's document into the HTML that is stored and shown: the document is checked against the
 * editor's schema (anything else is refused), every image must come from our media and every link follow the
 * console's link rule (links.ts), the HTML is rendered
 * with the editor's own extensions (no DOM on the server) and then sanitised like all CMS HTML.
 */
import { getSchema } from "@tiptap/core";
import { Node as PmNode } from "@tiptap/pm/model";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import { RuleError } from "../errors.ts";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "../text.ts";
import { sanitizeContentHtml } from "./html.server.ts";
import { isTextLink, LINK_MESSAGES } from "./links.ts";
import { MEDIA_SRC, RICH_TEXT_LIMITS, type RichTextDoc } from "./rich-text.ts";
import { richTextExtensions } from "./rich-text-extensions.ts";

export const RICH_TEXT_MESSAGES = {
  invalid: "The article's text could not be read. Reload the page and try again.",
  tooLong: "The article is too long.",
  image: "Images in the text must be uploaded here (pictures from other sites are not allowed).",
  empty: "Write the article's text.",
} as const;

const extensions = richTextExtensions();
const schema = getSchema(extensions);

export interface RichText {
  doc: RichTextDoc;
  html: string;
}

/** Text and attributes without the control characters no form accepts (they arrive escaped in the JSON). */
const plain = (values: unknown[]) =>
  values.every((value) => typeof value !== "string" || !hasControlCharacters(value));

/**
 * Images only from our media; links only where the console's link rule allows (links.ts); no control
 * characters in the text or any attribute.
 */
function assertOwnImagesAndSafeLinks(node: PmNode, field: string): void {
  node.descendants((child) => {
    if (
      !plain([
        child.text,
        ...Object.values(child.attrs),
        ...child.marks.flatMap((m) => Object.values(m.attrs)),
      ])
    )
      throw new RuleError(CONTROL_CHARACTER_MESSAGE, [field]);
    if (child.type.name === "image" && !MEDIA_SRC.test(String(child.attrs.src ?? "")))
      throw new RuleError(RICH_TEXT_MESSAGES.image, [field]);
    for (const mark of child.marks)
      if (mark.type.name === "link" && !isTextLink(String(mark.attrs.href ?? "")))
        throw new RuleError(LINK_MESSAGES.text, [field]);
  });
}

/** The document (as the editor sent it, JSON text) and its sanitised HTML; RuleError on `field` otherwise. */
export function richTextFromDoc(json: string, field: string): RichText {
  if (json.length > RICH_TEXT_LIMITS.docChars) throw new RuleError(RICH_TEXT_MESSAGES.tooLong, [field]);
  let node: PmNode;
  try {
    node = PmNode.fromJSON(schema, JSON.parse(json));
    node.check();
  } catch {
    throw new RuleError(RICH_TEXT_MESSAGES.invalid, [field]);
  }
  if (node.type.name !== "doc") throw new RuleError(RICH_TEXT_MESSAGES.invalid, [field]);
  assertOwnImagesAndSafeLinks(node, field);
  if (!node.textContent.trim() && !hasImage(node)) throw new RuleError(RICH_TEXT_MESSAGES.empty, [field]);
  const doc = node.toJSON() as RichTextDoc;
  return { doc, html: sanitizeContentHtml(renderToHTMLString({ content: node, extensions })) };
}

function hasImage(node: PmNode): boolean {
  let found = false;
  node.descendants((child) => {
    if (child.type.name === "image") found = true;
  });
  return found;
}

/**
 * The no-JavaScript fallback: HTML typed into a text area, sanitised. No document is kept; the editor reads
 * the stored HTML the next time the article is opened with JavaScript.
 */
export function richTextFromHtml(html: string, field: string): { doc: null; html: string } {
  if (html.length > RICH_TEXT_LIMITS.htmlChars) throw new RuleError(RICH_TEXT_MESSAGES.tooLong, [field]);
  const clean = sanitizeContentHtml(html);
  if (!clean.replace(/<[^>]*>/g, "").trim() && !/<img\b/.test(clean))
    throw new RuleError(RICH_TEXT_MESSAGES.empty, [field]);
  return { doc: null, html: clean };
}
