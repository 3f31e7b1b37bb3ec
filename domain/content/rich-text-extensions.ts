/**
 * One list of Tiptap extensions, used by the console's editor in the browser (a lazily loaded chunk) and by
 * the server that turns the editor's document into the stored HTML, so both produce the same markup.
 * Headings (2–4; the page's title is the h1), lists, links, images from our media, code (inline and blocks),
 * quotes, bold, italic, underline, strike, rules.
 */
import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

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
