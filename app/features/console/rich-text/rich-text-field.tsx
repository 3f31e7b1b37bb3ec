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
  /** Whether the person was already in the server's text area when the editor took its place. */
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    // A person can click into the server's text area before the scripts run. React removes that focused text
    // area when the editor takes its place, and Chrome then fires `focusout` from inside React's commit: Conform
    // validates on blur by submitting the form, and a submit dispatched there is not handed to the form's
    // handlers, so the browser posts the form itself and the page is replaced by the action's answer (the
    // Image panel's description then did not stay). Leaving the text area here, in an effect outside the
    // commit, lets the form's handlers take that validation as usual; the editor takes the focus instead.
    const area = document.getElementById(`${id}-html`);
    if (area && document.activeElement === area) {
      area.blur();
      setTyping(true);
    }
    setScripted(true);
  }, [id]);
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
                autofocus={typing}
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
