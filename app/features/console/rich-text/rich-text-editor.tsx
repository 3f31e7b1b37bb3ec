/**
 * The Tiptap editor for blog and hero bodies (console only, loaded lazily by rich-text-field.tsx). It edits
 * with the same extensions the server renders with (domain/content/rich-text.ts) and hands its document out
 * as JSON on every change; the server makes and sanitises the HTML from that document.
 */
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { useId, useRef, useState } from "react";
import { isTextLink, LINK_MESSAGES } from "../../../../domain/content/links";
import type { RichTextDoc } from "../../../../domain/content/rich-text";
import { richTextExtensions } from "../../../../domain/content/rich-text-extensions";
import { FormattingToolbar, ImagePanel, type LibraryImage, LinkPanel, type Panel } from "./rich-text-toolbar";

export interface RichTextEditorProps {
  /** The stored document, or the stored HTML when there is none (content written before the editor). */
  initial: RichTextDoc | string;
  onChange(doc: RichTextDoc): void;
  /** Uploads an image file; resolves to its media address (`/api/uploads/…`) or rejects with a message. */
  uploadImage?(file: File): Promise<string>;
  /** The media library's images (stored paths, alt texts) to insert instead of uploading one. */
  library?: readonly LibraryImage[];
  /** Take the focus once created (the person was typing in the text area it replaces). */
  autofocus?: boolean;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

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

/** The Tiptap editor of the field, handing its document out when created and on every change. */
function useBodyEditor({
  initial,
  onChange,
  autofocus,
  labelledBy,
  describedBy,
  invalid,
}: Pick<
  RichTextEditorProps,
  "initial" | "onChange" | "autofocus" | "labelledBy" | "describedBy" | "invalid"
>) {
  return useEditor({
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
}

/** The Image panel's state and its Insert action: a library image, or a file uploaded first. */
function useImageInsert({
  editor,
  library,
  uploadImage,
  setProblem,
  close,
}: {
  editor: Editor | null;
  library: readonly LibraryImage[];
  uploadImage?(file: File): Promise<string>;
  setProblem(problem: string): void;
  close(): void;
}) {
  /** The Image panel's description, read from the field when Insert is pressed (see insertImage). */
  const altField = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** A library image's stored path, used when no file is chosen. */
  const [picked, setPicked] = useState("");
  const [busy, setBusy] = useState(false);

  const insertImage = async () => {
    if (!editor) return;
    const chain = () => editor.chain().focus();
    // What the description field shows now, not a copy kept in state: the text inserted is the text the person
    // sees, whatever rendered in between (docs/decisions/0058-media-library.md, step d).
    const alt = altField.current?.value.trim() ?? "";
    const fromLibrary = library.find((choice) => choice.path === picked);
    if (!file && fromLibrary) {
      // The library's alt text unless the person typed a description for this place.
      chain()
        .setImage({ src: `/api/${fromLibrary.path}`, alt: alt || fromLibrary.alt })
        .run();
      close();
      setPicked("");
      return;
    }
    if (!file || !uploadImage) return;
    setBusy(true);
    setProblem("");
    try {
      const src = await uploadImage(file);
      chain().setImage({ src, alt }).run();
      close();
      setFile(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The image could not be uploaded.");
    } finally {
      setBusy(false);
    }
  };
  return { altField, file, setFile, picked, setPicked, busy, insertImage };
}

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
  const [problem, setProblem] = useState("");
  const editor = useBodyEditor({ initial, onChange, autofocus, labelledBy, describedBy, invalid });
  const image = useImageInsert({ editor, library, uploadImage, setProblem, close: () => setPanel(null) });
  if (!editor) return <p className="px-4 py-3 text-sm text-slate-600">Loading the editor…</p>;

  const applyLink = () => {
    const target = href.trim();
    const chain = () => editor.chain().focus().extendMarkRange("link");
    if (!target) chain().unsetLink().run();
    else if (!isTextLink(target)) {
      setProblem(LINK_MESSAGES.text);
      return;
    } else chain().setLink({ href: target }).run();
    setProblem("");
    setPanel(null);
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
      <FormattingToolbar editor={editor} withImage={Boolean(uploadImage)} openPanel={openPanel} />
      {panel === "link" && <LinkPanel id={id} href={href} onHref={setHref} onApply={applyLink} />}
      {panel === "image" && (
        <ImagePanel
          id={id}
          library={library}
          picked={image.picked}
          onPick={image.setPicked}
          onFile={image.setFile}
          altField={image.altField}
          canInsert={Boolean(image.file || image.picked)}
          busy={image.busy}
          onInsert={image.insertImage}
        />
      )}
      <p role="alert" className="px-3 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <EditorContent editor={editor} />
    </div>
  );
}
