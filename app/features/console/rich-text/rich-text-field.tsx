/**
 * A rich-text form field. Without JavaScript (and until the editor has loaded) it is a text area of HTML that
 * the server sanitises (`<name>Html`); once the browser runs scripts it loads the Tiptap editor (its own chunk,
 * console only) and posts the editor's document as JSON (`<name>Doc`) instead, which the server turns into the
 * HTML. docs/decisions/0024-rich-text.md.
 */
import { lazy, Suspense, useEffect, useId, useState } from "react";
import type { RichTextDoc } from "../../../../domain/content/rich-text";
import { fieldStyles } from "../../../components/ui/button-styles";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

export interface RichTextFieldProps {
  /** Field name prefix: posts `${name}Doc` (with the editor) or `${name}Html` (without). */
  name: string;
  label: string;
  initialDoc: RichTextDoc | null;
  initialHtml: string;
  error?: string;
  /** Where images are uploaded (multipart `file`); answers `{ src }` or `{ error }`. */
  uploadUrl?: string;
  /** The media library's images the editor may insert (docs/decisions/0058-media-library.md). */
  library?: readonly { path: string; alt: string }[];
}

async function upload(url: string, file: File): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch(url, { method: "POST", body });
  const answer = (await response.json().catch(() => ({}))) as { src?: string; error?: string };
  if (!response.ok || !answer.src) throw new Error(answer.error ?? "The image could not be uploaded.");
  return answer.src;
}

export function RichTextField({
  name,
  label,
  initialDoc,
  initialHtml,
  error,
  uploadUrl,
  library,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [scripted, setScripted] = useState(false);
  const [doc, setDoc] = useState<RichTextDoc | null>(initialDoc);
  useEffect(() => setScripted(true), []);
  const textArea = (
    <textarea
      id={`${id}-html`}
      name={`${name}Html`}
      defaultValue={initialHtml}
      rows={14}
      aria-labelledby={labelId}
      aria-describedby={`${id}-hint ${errorId}`}
      aria-invalid={error ? true : undefined}
      className={`${fieldStyles.input} font-mono text-sm`}
    />
  );
  return (
    <div>
      <label id={labelId} htmlFor={scripted ? undefined : `${id}-html`} className={fieldStyles.label}>
        {label}
      </label>
      {scripted ? (
        <>
          {doc && <input type="hidden" name={`${name}Doc`} value={JSON.stringify(doc)} />}
          <div className="mt-1">
            <Suspense fallback={textArea}>
              <RichTextEditor
                initial={initialDoc ?? initialHtml}
                onChange={setDoc}
                uploadImage={uploadUrl ? (file) => upload(uploadUrl, file) : undefined}
                library={library}
                labelledBy={labelId}
                describedBy={errorId}
                invalid={Boolean(error)}
              />
            </Suspense>
          </div>
        </>
      ) : (
        <>
          {textArea}
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            HTML: headings, paragraphs, lists, links, quotes, code and images from this site. Anything else is
            removed when saved.
          </p>
        </>
      )}
      <p id={errorId} className={fieldStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
