/**
 * The Tiptap editor for blog and hero bodies (console only, loaded lazily by rich-text-field.tsx). It edits
 * with the same extensions the server renders with (domain/content/rich-text.ts) and hands its document out
 * as JSON on every change; the server makes and sanitises the HTML from that document.
 */
import { EditorContent, useEditor } from "@tiptap/react";
import { type ReactNode, useId, useRef, useState } from "react";
import { isTextLink, LINK_MESSAGES } from "../../../../domain/content/links";
import type { RichTextDoc } from "../../../../domain/content/rich-text";
import { richTextExtensions } from "../../../../domain/content/rich-text-extensions";

export interface RichTextEditorProps {
  /** The stored document, or the stored HTML when there is none (content written before the editor). */
  initial: RichTextDoc | string;
  onChange(doc: RichTextDoc): void;
  /** Uploads an image file; resolves to its media address (`/api/uploads/…`) or rejects with a message. */
  uploadImage?(file: File): Promise<string>;
  /** The media library's images (stored paths, alt texts) to insert instead of uploading one. */
  library?: readonly { path: string; alt: string }[];
  /** Take the focus once created (the person was typing in the text area it replaces). */
  autofocus?: boolean;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`min-w-9 rounded-md px-2 py-1.5 text-sm font-semibold ${active ? "bg-brand text-white" : "text-slate-800 hover:bg-slate-100"}`}
    >
      {children}
    </button>
  );
}

type Panel = "link" | "image" | null;

/**
 * Readable typography for the text being edited, close to the public article's. Not imported from the public
 * ArticleBody: a module shared by a public page and the console becomes a chunk of its own, which would
 * change what public pages download.
 */
const EDITING_STYLES = [
  "text-base leading-relaxed text-slate-800",
  "[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-4 [&_h4]:font-semibold",
  "[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:text-brand [&_a]:underline",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:italic",
  "[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_code]:font-mono [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_.ProseMirror-selectednode]:outline [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand",
].join(" ");

export default function RichTextEditor({
  initial,
  onChange,
  uploadImage,
  library = [],
  autofocus = false,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const id = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const [href, setHref] = useState("");
  /** The Image panel's description, read from the field when Insert is pressed (see insertImage). */
  const altField = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** A library image's stored path, used when no file is chosen. */
  const [picked, setPicked] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: initial,
    autofocus: autofocus ? "end" : false,
    // Rendered only in the browser (the field shows a text area until then).
    immediatelyRender: false,
    // The toolbar shows which marks and blocks are on at the cursor: re-render with every change.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: `${EDITING_STYLES} min-h-64 px-4 py-3 focus:outline-none`,
      },
    },
    onCreate: ({ editor }) => onChange(editor.getJSON()),
    onUpdate: ({ editor }) => onChange(editor.getJSON()),
  });
  if (!editor) return <p className="px-4 py-3 text-sm text-slate-600">Loading the editor…</p>;
  const state = {
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bullet: editor.isActive("bulletList"),
    ordered: editor.isActive("orderedList"),
    quote: editor.isActive("blockquote"),
    code: editor.isActive("codeBlock"),
    link: editor.isActive("link"),
  };
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const target = href.trim();
    if (!target) chain().extendMarkRange("link").unsetLink().run();
    else if (!isTextLink(target)) {
      setProblem(LINK_MESSAGES.text);
      return;
    } else chain().extendMarkRange("link").setLink({ href: target }).run();
    setProblem("");
    setPanel(null);
  };

  const insertImage = async () => {
    // What the description field shows now, not a copy kept in state: the text inserted is the text the person
    // sees, whatever rendered in between (docs/decisions/0058-media-library.md, step d).
    const alt = altField.current?.value.trim() ?? "";
    const fromLibrary = library.find((choice) => choice.path === picked);
    if (!file && fromLibrary) {
      // The library's alt text unless the person typed a description for this place.
      chain()
        .setImage({ src: `/api/${fromLibrary.path}`, alt: alt || fromLibrary.alt })
        .run();
      setPanel(null);
      setPicked("");
      return;
    }
    if (!file || !uploadImage) return;
    setBusy(true);
    setProblem("");
    try {
      const src = await uploadImage(file);
      chain().setImage({ src, alt }).run();
      setPanel(null);
      setFile(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be uploaded.");
    } finally {
      setBusy(false);
    }
  };

  const openPanel = (next: Panel) => {
    setProblem("");
    if (next === "link") setHref((editor.getAttributes("link").href as string | undefined) ?? "");
    setPanel(panel === next ? null : next);
  };

  return (
    <div
      className={`rounded-lg border bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand/30 ${invalid ? "border-red-600" : "border-slate-300"}`}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-slate-200 px-2 py-1.5"
      >
        <ToolButton
          label="Heading"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label="Subheading"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          B
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <span className="italic">I</span>
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          • List
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </ToolButton>
        <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          “ ”
        </ToolButton>
        <ToolButton label="Code block" active={state.code} onClick={() => chain().toggleCodeBlock().run()}>
          {"</>"}
        </ToolButton>
        <ToolButton label="Link" active={state.link} onClick={() => openPanel("link")}>
          Link
        </ToolButton>
        {uploadImage && (
          <ToolButton label="Image" onClick={() => openPanel("image")}>
            Image
          </ToolButton>
        )}
        <ToolButton label="Undo" onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton label="Redo" onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {panel === "link" && (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
          <div className="min-w-56 flex-1">
            <label htmlFor={`${id}-href`} className="block text-xs font-medium text-slate-800">
              Link address (empty removes the link)
            </label>
            <input
              id={`${id}-href`}
              type="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                }
              }}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </div>
          <button
            type="button"
            onClick={applyLink}
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white"
          >
            Apply link
          </button>
        </div>
      )}
      {panel === "image" && (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
          <div>
            <label htmlFor={`${id}-file`} className="block text-xs font-medium text-slate-800">
              Image file (JPEG, PNG, WebP, AVIF or GIF)
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="mt-1 text-sm"
            />
          </div>
          {library.length > 0 && (
            <div className="min-w-48">
              <label htmlFor={`${id}-library`} className="block text-xs font-medium text-slate-800">
                Or an image of the media library
              </label>
              <select
                id={`${id}-library`}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                className="mt-1 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              >
                <option value="">(none)</option>
                {library.map((choice) => (
                  <option key={choice.path} value={choice.path}>
                    {choice.alt
                      ? `${choice.alt} (${choice.path.split("/").pop()})`
                      : choice.path.split("/").pop()}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-alt`} className="block text-xs font-medium text-slate-800">
              Description for screen readers
            </label>
            <input
              id={`${id}-alt`}
              ref={altField}
              className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </div>
          <button
            type="button"
            disabled={(!file && !picked) || busy}
            onClick={insertImage}
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
          >
            {busy ? "Uploading…" : "Insert image"}
          </button>
        </div>
      )}
      <p role="alert" className="px-3 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <EditorContent editor={editor} />
    </div>
  );
}
