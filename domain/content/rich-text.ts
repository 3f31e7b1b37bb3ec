/**
 * The rich text of blog posts and hero articles (docs/decisions/0024-rich-text.md): one list of Tiptap
 * extensions, used by the console's editor in the browser and by the server that turns the editor's document
 * into the stored HTML, so both produce the same markup. Headings (2–4; the page's title is the h1), lists,
 * links, images from our media, code (inline and blocks), quotes, bold, italic, underline, strike, rules.
 */
import type { Extensions, JSONContent } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

/** Where content images may come from: the site's own media route (uploaded through the console). */
export const MEDIA_SRC = /^\/api\/uploads\/(?!.*\.\.)[A-Za-z0-9][\w\-./]*\.(webp|png|jpe?g|gif|avif)$/;

export const RICH_TEXT_LIMITS = {
  /** The document as JSON, in characters (a long article is ~100 kB). */
  docChars: 500_000,
  /** HTML typed into the no-JavaScript fallback. */
  htmlChars: 500_000,
} as const;

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // No forced empty paragraph at the end: it would be stored and shown as a blank line.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ["http", "https", "mailto"],
        defaultProtocol: "https",
        // What the sanitiser leaves on every link, so the editor's HTML and the stored HTML are the same.
        HTMLAttributes: { target: null, rel: "noopener noreferrer", class: null },
      },
    }),
    Image.configure({ HTMLAttributes: { loading: "lazy" } }),
  ];
}

export type RichTextDoc = JSONContent;

export const EMPTY_DOC: RichTextDoc = { type: "doc", content: [{ type: "paragraph" }] };
