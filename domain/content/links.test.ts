import { describe, expect, it } from "vitest";
import { isAlertLink, isSitePath, isTextLink, LINK_MESSAGES } from "./links.ts";
import { richTextFromDoc } from "./rich-text.server.ts";
import { alertFormSchema } from "./site-content.ts";

/** Addresses a browser opens on another site although they start like a path on this one. */
const OTHER_SITES = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\u202E/evil.example",
  "https:\\\\evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "mailto:",
];

describe("one rule for links typed in the console", () => {
  it("takes paths on this site and full web addresses", () => {
    for (const link of [
      "/learning-opportunities",
      "/blog?page=2#top",
      "/",
      "https://nexora.example/a?b=c",
      "http://x.in",
    ])
      expect(isAlertLink(link), link).toBe(true);
    expect(isTextLink("mailto:hello@nexora.example?subject=Hi")).toBe(true);
    expect(isAlertLink("mailto:hello@nexora.example")).toBe(false);
  });

  it.each(OTHER_SITES)("refuses %j", (link) => {
    expect(isSitePath(link)).toBe(false);
    expect(isAlertLink(link)).toBe(false);
    expect(isTextLink(link)).toBe(false);
  });

  it("an alert's link of /\\evil.example is refused with the form's message", () => {
    const result = alertFormSchema.safeParse({
      category: "mid",
      title: "Offer",
      button1Link: "/\\evil.example",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["button1Link"], message: LINK_MESSAGES.alert }),
    ]);
    expect(
      alertFormSchema.safeParse({ category: "mid", title: "Offer", button1Link: "/courses" }).success,
    ).toBe(true);
  });

  it("a link in an article's text follows the same rule", () => {
    const doc = (href: string) =>
      JSON.stringify({
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [{ type: "text", text: "Read this", marks: [{ type: "link", attrs: { href } }] }],
          },
        ],
      });
    expect(richTextFromDoc(doc("/courses"), "content").html).toContain('href="/courses"');
    for (const href of ["/\\evil.example", "//evil.example"])
      expect(() => richTextFromDoc(doc(href), "content"), href).toThrow(LINK_MESSAGES.text);
  });
});
