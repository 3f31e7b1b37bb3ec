/**
 * The console's blog post and hero article forms (browser-safe): every field their public pages show. The body
 * arrives either as the rich-text editor's document (`contentDoc`, JSON) or, without JavaScript, as HTML
 * (`contentHtml`); the server turns either into sanitised HTML (rich-text.server.ts).
 */
import { plainText, z } from "../zod.ts";
import { optionalText, requiredText, revisionField, slugField, wholeNumber } from "./content-fields.ts";
import { RICH_TEXT_LIMITS } from "./rich-text.ts";

const body = {
  // The document's text is checked for control characters once parsed (rich-text.server.ts): in JSON they
  // arrive escaped.
  contentDoc: plainText().max(RICH_TEXT_LIMITS.docChars, "The article is too long.").optional(),
  contentHtml: plainText().max(RICH_TEXT_LIMITS.htmlChars, "The article is too long.").optional(),
};

export const blogFormSchema = z.object({
  revision: revisionField,
  title: requiredText("title", 200),
  slug: slugField,
  author: optionalText(120),
  category: optionalText(60),
  /** Comma-separated, as typed. */
  tags: optionalText(500),
  ...body,
});
export type BlogForm = z.infer<typeof blogFormSchema>;

export const heroFormSchema = z.object({
  revision: revisionField,
  title: requiredText("title", 200),
  slug: slugField,
  smallDescription: optionalText(400),
  author: optionalText(120),
  category: optionalText(60),
  sortOrder: wholeNumber("position", 0, 100_000),
  ...body,
});
export type HeroForm = z.infer<typeof heroFormSchema>;

/** `react, node.js , ,TypeScript` -> `["react", "node.js", "TypeScript"]` (no empties, no repeats, at most 20). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().slice(0, 40);
    if (tag && !seen.has(tag.toLowerCase()) && tags.length < 20) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}
