/** The rich-text editor's toolbar and its Link and Image panels (part of the editor's lazily loaded chunk). */
import type { Editor } from "@tiptap/react";
import type { ReactNode, RefObject } from "react";

export type Panel = "link" | "image" | null;

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

/** The toolbar's heading, mark, list, quote and code toggles, each pressed where the cursor has it on. */
function TextFormatButtons({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolButton
        label="Heading"
        active={editor.isActive("heading", { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label="Subheading"
        active={editor.isActive("heading", { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton label="Bold" active={editor.isActive("bold")} onClick={() => chain().toggleBold().run()}>
        B
      </ToolButton>
      <ToolButton
        label="Italic"
        active={editor.isActive("italic")}
        onClick={() => chain().toggleItalic().run()}
      >
        <span className="italic">I</span>
      </ToolButton>
      <ToolButton
        label="Bulleted list"
        active={editor.isActive("bulletList")}
        onClick={() => chain().toggleBulletList().run()}
      >
        • List
      </ToolButton>
      <ToolButton
        label="Numbered list"
        active={editor.isActive("orderedList")}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1. List
      </ToolButton>
      <ToolButton
        label="Quote"
        active={editor.isActive("blockquote")}
        onClick={() => chain().toggleBlockquote().run()}
      >
        “ ”
      </ToolButton>
      <ToolButton
        label="Code block"
        active={editor.isActive("codeBlock")}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        {"</>"}
      </ToolButton>
    </>
  );
}

export function FormattingToolbar({
  editor,
  withImage,
  openPanel,
}: {
  editor: Editor;
  /** Whether images can be uploaded (the Image button shows only then). */
  withImage: boolean;
  openPanel(panel: Panel): void;
}) {
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 px-2 py-1.5"
    >
      <TextFormatButtons editor={editor} />
      <ToolButton label="Link" active={editor.isActive("link")} onClick={() => openPanel("link")}>
        Link
      </ToolButton>
      {withImage && (
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
  );
}

const PANEL_CLASS = "flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2";
const LABEL_CLASS = "block text-xs font-medium text-slate-800";
const APPLY_CLASS = "rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-white";

export function LinkPanel({
  id,
  href,
  onHref,
  onApply,
}: {
  id: string;
  href: string;
  onHref(href: string): void;
  onApply(): void;
}) {
  return (
    <div className={PANEL_CLASS}>
      <div className="min-w-56 flex-1">
        <label htmlFor={`${id}-href`} className={LABEL_CLASS}>
          Link address (empty removes the link)
        </label>
        <input
          id={`${id}-href`}
          type="url"
          value={href}
          onChange={(event) => onHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onApply();
            }
          }}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
      </div>
      <button type="button" onClick={onApply} className={APPLY_CLASS}>
        Apply link
      </button>
    </div>
  );
}

export interface LibraryImage {
  path: string;
  alt: string;
}

function libraryLabel(choice: LibraryImage): string {
  const name = choice.path.split("/").pop();
  return choice.alt ? `${choice.alt} (${name})` : (name ?? "");
}

export function ImagePanel({
  id,
  library,
  picked,
  onPick,
  onFile,
  altField,
  canInsert,
  busy,
  onInsert,
}: {
  id: string;
  library: readonly LibraryImage[];
  /** The library image chosen (its stored path), or "". */
  picked: string;
  onPick(path: string): void;
  onFile(file: File | null): void;
  altField: RefObject<HTMLInputElement | null>;
  canInsert: boolean;
  busy: boolean;
  onInsert(): void;
}) {
  return (
    <div className={PANEL_CLASS}>
      <div>
        <label htmlFor={`${id}-file`} className={LABEL_CLASS}>
          Image file (JPEG, PNG, WebP, AVIF or GIF)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          className="mt-1 text-sm"
        />
      </div>
      {library.length > 0 && (
        <div className="min-w-48">
          <label htmlFor={`${id}-library`} className={LABEL_CLASS}>
            Or an image of the media library
          </label>
          <select
            id={`${id}-library`}
            value={picked}
            onChange={(event) => onPick(event.target.value)}
            className="mt-1 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          >
            <option value="">(none)</option>
            {library.map((choice) => (
              <option key={choice.path} value={choice.path}>
                {libraryLabel(choice)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-alt`} className={LABEL_CLASS}>
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
        disabled={!canInsert || busy}
        onClick={onInsert}
        className={`${APPLY_CLASS} disabled:opacity-60`}
      >
        {busy ? "Uploading…" : "Insert image"}
      </button>
    </div>
  );
}
