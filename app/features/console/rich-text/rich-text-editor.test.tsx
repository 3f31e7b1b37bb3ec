import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Editor } from "@tiptap/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { RichTextDoc } from "../../../../domain/content/rich-text";
import { richTextFromDoc } from "../../../../domain/content/rich-text.server";
import { richTextExtensions } from "../../../../domain/content/rich-text-extensions";
import RichTextEditor from "./rich-text-editor";
import { RichTextField } from "./rich-text-field";

vi.setConfig({ testTimeout: 20_000 });

const ARTICLE: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Why TypeScript" }] },
    {
      type: "bulletList",
      content: ["Types", "Tools"].map((text) => ({
        type: "listItem",
        content: [{ type: "paragraph", content: [{ type: "text", text }] }],
      })),
    },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Read " },
        {
          type: "text",
          text: "the handbook",
          marks: [{ type: "link", attrs: { href: "https://typescriptlang.org" } }],
        },
        { type: "text", text: " & " },
        { type: "text", text: "more", marks: [{ type: "bold" }] },
      ],
    },
    { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Ship it." }] }] },
    { type: "codeBlock", content: [{ type: "text", text: "const a = 1 < 2;" }] },
    { type: "image", attrs: { src: "/api/uploads/blog/chart-0123abcd.webp", alt: "A chart" } },
  ],
};

/** The document as the editor keeps it (every attribute spelled out). */
const STORED = richTextFromDoc(JSON.stringify(ARTICLE), "content").doc;

/** Both sides parsed by the browser, so `<img …/>` and `<img …>` compare equal. */
function normalised(html: string): string {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.innerHTML;
}

describe("rich text: editor and server agree", () => {
  it("the server's HTML of a document is the HTML the editor shows for it", () => {
    const editor = new Editor({ extensions: richTextExtensions(), content: ARTICLE });
    const server = richTextFromDoc(JSON.stringify(ARTICLE), "content");
    expect(normalised(server.html)).toBe(normalised(editor.getHTML()));
    expect(server.html).toContain(
      '<a rel="noopener noreferrer" href="https://typescriptlang.org">the handbook</a>',
    );
    expect(server.doc).toEqual(editor.getJSON());
    editor.destroy();
  });
});

describe("RichTextEditor", () => {
  it("hands out its document as JSON: what it was given, then every edit", async () => {
    const onChange = vi.fn();
    render(<RichTextEditor initial={ARTICLE} onChange={onChange} labelledBy="label" />);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toEqual(STORED);

    const textbox = screen.getByRole("textbox");
    expect(textbox).toHaveAttribute("aria-labelledby", "label");
    expect(screen.getByRole("heading", { level: 2, name: "Why TypeScript" })).toBeInTheDocument();

    // Turning the first line into a subheading changes the document it hands out.
    await userEvent.click(screen.getByRole("button", { name: "Subheading" }));
    await waitFor(() =>
      expect((onChange.mock.lastCall![0] as RichTextDoc).content?.[0]).toMatchObject({
        type: "heading",
        attrs: { level: 3 },
      }),
    );
  });

  it("reads stored HTML when there is no document yet", async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        initial="<h2>Old post</h2><p>Body <a href='https://x.in'>x</a></p>"
        onChange={onChange}
        labelledBy="l"
      />,
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toMatchObject({
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ text: "Old post" }] },
        { type: "paragraph", content: [{ text: "Body " }, { text: "x", marks: [{ type: "link" }] }] },
      ],
    });
  });

  it("uploads an image and inserts it with its description", async () => {
    const onChange = vi.fn();
    const uploadImage = vi.fn(async () => "/api/uploads/blog/photo-abcdef012345.webp");
    render(<RichTextEditor initial={ARTICLE} onChange={onChange} uploadImage={uploadImage} labelledBy="l" />);
    await userEvent.click(await screen.findByRole("button", { name: "Image" }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "photo.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText(/Image file/), file);
    await userEvent.type(screen.getByLabelText("Description for screen readers"), "Our office");
    await userEvent.click(screen.getByRole("button", { name: "Insert image" }));
    expect(uploadImage).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(JSON.stringify(onChange.mock.lastCall?.[0])).toContain(
        '"src":"/api/uploads/blog/photo-abcdef012345.webp","alt":"Our office"',
      ),
    );
  });

  it("inserts an image of the media library with the library's alt text, uploading nothing", async () => {
    const onChange = vi.fn();
    const uploadImage = vi.fn(async () => "/api/uploads/blog/never.webp");
    const library = [
      { path: "uploads/content/campus-0123456789ab.webp", alt: "Students on the campus" },
      { path: "uploads/logos/acme-ba9876543210.webp", alt: "" },
    ];
    render(
      <RichTextEditor
        initial={ARTICLE}
        onChange={onChange}
        uploadImage={uploadImage}
        library={library}
        labelledBy="l"
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Image" }));
    const insert = screen.getByRole("button", { name: "Insert image" });
    expect(insert).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByLabelText("Or an image of the media library"),
      "Students on the campus (campus-0123456789ab.webp)",
    );
    await userEvent.click(insert);
    expect(uploadImage).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(JSON.stringify(onChange.mock.lastCall?.[0])).toContain(
        '"src":"/api/uploads/content/campus-0123456789ab.webp","alt":"Students on the campus"',
      ),
    );
  });
});

describe("RichTextField", () => {
  it("without JavaScript is a text area of HTML (no document is posted)", () => {
    const html = renderToString(
      <RichTextField name="content" label="Text" initialDoc={ARTICLE} initialHtml="<p>Hello</p>" />,
    );
    expect(html).toContain('name="contentHtml"');
    expect(html).toContain("&lt;p&gt;Hello&lt;/p&gt;");
    expect(html).not.toContain("contentDoc");
  });

  it("with JavaScript posts the editor's document instead", async () => {
    const { container } = render(
      <form>
        <RichTextField name="content" label="Text" initialDoc={ARTICLE} initialHtml="<p>ignored</p>" />
      </form>,
    );
    await screen.findByRole("toolbar", { name: "Formatting" }, { timeout: 10_000 });
    const form = container.querySelector("form")!;
    await waitFor(() => expect(new FormData(form).get("contentDoc")).toBeTruthy());
    expect(JSON.parse(String(new FormData(form).get("contentDoc")))).toEqual(STORED);
    expect(new FormData(form).get("contentHtml")).toBeNull();
  });
});
