import { describe, expect, it } from "vitest";
import { libraryAlt, withLibraryAlts } from "./library-alt";

const alts = { "uploads/blog/a.webp": 'Tom & Jerry say "hi" <3' };

describe("withLibraryAlts", () => {
  it("adds the library's alt to a library image without one, escaped for the attribute", () => {
    expect(withLibraryAlts('<p>x</p><img src="/api/uploads/blog/a.webp">', alts)).toBe(
      '<p>x</p><img alt="Tom &amp; Jerry say &quot;hi&quot; &lt;3" src="/api/uploads/blog/a.webp">',
    );
  });

  it("fills an empty alt and keeps one the editor typed", () => {
    expect(withLibraryAlts('<img src="/api/uploads/blog/a.webp" alt="">', alts)).toContain(
      'alt="Tom &amp; Jerry',
    );
    const own = '<img src="/api/uploads/blog/a.webp" alt="A cat chasing a mouse">';
    expect(withLibraryAlts(own, alts)).toBe(own);
  });

  it("leaves images that are not in the library, or have no library alt, as they are", () => {
    const html = '<img src="https://example.com/a.webp" alt=""><img src="/api/uploads/blog/b.webp" alt="">';
    expect(withLibraryAlts(html, alts)).toBe(html);
  });
});

describe("libraryAlt", () => {
  it("finds a stored path in either form, else gives the fallback", () => {
    expect(libraryAlt(alts, "/api/uploads/blog/a.webp", "Title")).toBe(alts["uploads/blog/a.webp"]);
    expect(libraryAlt(alts, "uploads/blog/a.webp", "Title")).toBe(alts["uploads/blog/a.webp"]);
    expect(libraryAlt(alts, "uploads/blog/b.webp", "Title")).toBe("Title");
    expect(libraryAlt(alts, "", "Title")).toBe("Title");
  });
});
