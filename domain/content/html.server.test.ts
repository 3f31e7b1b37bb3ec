import { describe, expect, it } from "vitest";
import { htmlToText, plainTextSummary, sanitizeContentHtml } from "./html.server.ts";

describe("sanitizeContentHtml", () => {
  it("keeps document markup", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> text.</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>" +
      "<pre><code>const a = 1;</code></pre>" +
      "<table><thead><tr><th>H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table>";
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("keeps images with src, alt, width and height only", () => {
    expect(
      sanitizeContentHtml(
        '<img src="https://cdn.example.com/a.png" alt="A" width="10" height="20" class="x">',
      ),
    ).toBe('<img src="https://cdn.example.com/a.png" alt="A" width="10" height="20" loading="lazy" />');
    expect(sanitizeContentHtml('<img src="/api/uploads/blog/a.webp" alt="B">')).toBe(
      '<img src="/api/uploads/blog/a.webp" alt="B" loading="lazy" />',
    );
  });

  it("turns stored upload paths in images into media URLs", () => {
    expect(sanitizeContentHtml('<img src="uploads\\blog\\a.webp" alt="">')).toBe(
      '<img src="/api/uploads/blog/a.webp" alt="" loading="lazy" />',
    );
    expect(sanitizeContentHtml('<img src="/uploads/blog/b.webp" alt="">')).toBe(
      '<img src="/api/uploads/blog/b.webp" alt="" loading="lazy" />',
    );
  });

  it("keeps http, https, mailto and relative links and adds rel=noopener noreferrer", () => {
    for (const href of ["https://example.com/a", "http://example.com", "mailto:hi@example.com", "/blog/x"]) {
      expect(sanitizeContentHtml(`<a href="${href}" rel="opener">x</a>`)).toBe(
        `<a href="${href}" rel="noopener noreferrer">x</a>`,
      );
    }
  });

  const corpus: [string, string][] = [
    ["script tag", '<p>ok</p><script>alert("x")</script>'],
    ["script with src", '<script src="https://evil.example/x.js"></script><p>ok</p>'],
    ["img onerror", '<img src="x" onerror="alert(1)"><p>ok</p>'],
    ["javascript: link", '<a href="javascript:alert(1)">ok</a>'],
    ["obfuscated javascript: link", '<a href="jav&#x09;ascript:alert(1)">ok</a>'],
    ["upper-case javascript: link", '<a href="JAVASCRIPT:alert(1)">ok</a>'],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>'],
    ["style tag", "<style>body{display:none}</style><p>ok</p>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">ok</p>'],
    ["iframe", '<iframe src="https://evil.example"></iframe><p>ok</p>'],
    ["data: URL in a link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>'],
    ["data: URL in an image", '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="ok">'],
    ["event handler on a paragraph", '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>'],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>'],
    ["form and input", '<form action="https://evil.example"><input name="a"><button>ok</button></form>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>'],
    ["protocol-relative link", '<a href="//evil.example/x">ok</a>'],
    ["vbscript: link", '<a href="vbscript:msgbox(1)">ok</a>'],
  ];

  it.each(corpus)("removes %s", (_name, input) => {
    const output = sanitizeContentHtml(input);
    expect(output).not.toMatch(/<script|<style|<iframe|<svg|<object|<embed|<form|<input|<meta/i);
    expect(output).not.toMatch(/\son\w+\s*=/i);
    expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(output).not.toMatch(/style=/i);
    expect(output).not.toMatch(/href="\/\//);
    expect(output).toContain("ok");
    expect(output).not.toContain("alert");
  });

  it("returns an empty string for empty input and is stable on repeat", () => {
    expect(sanitizeContentHtml("")).toBe("");
    expect(sanitizeContentHtml(null)).toBe("");
    const once = sanitizeContentHtml('<p onclick="x()">a</p><script>b</script>');
    expect(sanitizeContentHtml(once)).toBe(once);
    expect(sanitizeContentHtml('<p onclick="x()">a</p><script>b</script>')).toBe("<p>a</p>");
  });
});

describe("htmlToText and plainTextSummary", () => {
  it("strips tags, drops script and style text, decodes entities and collapses whitespace", () => {
    expect(
      htmlToText(
        "<h2>Hello</h2><p>World &amp; <b>friends</b>\n\n  again</p><script>evil()</script><style>p{}</style>",
      ),
    ).toBe("Hello. World & friends again");
    expect(htmlToText("<p>a</p><p>b</p>line<br>break")).toBe("a b line break");
    expect(htmlToText("<p>1 &lt; 2 &quot;q&quot;</p>")).toBe('1 < 2 "q"');
  });

  it("ends a heading without punctuation with a full stop, so it never runs into the next sentence", () => {
    expect(htmlToText("<h2>Why it matters</h2><p>Internships build skills.</p>")).toBe(
      "Why it matters. Internships build skills.",
    );
    expect(htmlToText("<h3><strong>Step one</strong> </h3><p>Start.</p>")).toBe("Step one. Start.");
    expect(htmlToText("<h2>Ready?</h2><p>Go.</p><h2>Tips:</h2><p>Rest.</p>")).toBe("Ready? Go. Tips: Rest.");
  });

  it("keeps short texts whole", () => {
    expect(plainTextSummary("<p>Short text.</p>")).toBe("Short text.");
    expect(plainTextSummary("")).toBe("");
  });

  it("cuts long texts at a word boundary near 160 characters and ends with …", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const summary = plainTextSummary(`<p>${words}</p>`);
    expect(summary.endsWith("…")).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(161);
    expect(summary.length).toBeGreaterThan(120);
    const body = summary.slice(0, -1);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(" ");
  });

  it("drops trailing punctuation before the ellipsis and respects a custom length", () => {
    expect(plainTextSummary("<p>alpha beta, gamma delta epsilon</p>", 12)).toBe("alpha beta…");
  });

  it("cuts a single very long word hard", () => {
    const summary = plainTextSummary("x".repeat(400));
    expect(summary).toBe(`${"x".repeat(160)}…`);
  });
});
