/**
 * Resume checks (docs/product/forms.md#job-application): the file name must be a plain name ending in .pdf, .doc or .docx,
 * the size at most 5 MB, and the bytes must be what the extension claims, detected by magic bytes:
 * - PDF: starts with `%PDF-`;
 * - DOC: an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1);
 * - DOCX: a ZIP (`PK\x03\x04`) with an entry under `word/` (read from the central directory, or from the
 *   local file headers when the central directory cannot be found).
 * Isomorphic: the form uses the name and size checks before sending; the server runs all of them.
 */
import { FIELD_LIMITS, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from "../constants.ts";
import { MESSAGES } from "../messages.ts";

export type ResumeKind = "pdf" | "doc" | "docx";

export const RESUME_MIME_TYPES: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The `accept` attribute of the resume input. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((byte, i) => bytes[at + i] === byte);
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  let text = "";
  for (let i = at; i < at + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
  return text;
}

const isWordEntry = (name: string) => name.startsWith("word/");

/** Entry names from the ZIP central directory, or null when there is no readable one. */
function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let end = bytes.length - 22; end >= lowest; end--) {
    if (u32(bytes, end) !== ZIP_END) continue;
    const count = u16(bytes, end + 10);
    let at = u32(bytes, end + 16);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || u32(bytes, at) !== ZIP_CENTRAL) return null;
      const nameLength = u16(bytes, at + 28);
      const extraLength = u16(bytes, at + 30);
      const commentLength = u16(bytes, at + 32);
      names.push(ascii(bytes, at + 46, nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** Entry names from consecutive local file headers (stops where sizes are unknown or the data ends). */
function localHeaderNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && u32(bytes, at) === ZIP_LOCAL) {
    const flags = u16(bytes, at + 6);
    const compressedSize = u32(bytes, at + 18);
    const nameLength = u16(bytes, at + 26);
    const extraLength = u16(bytes, at + 28);
    names.push(ascii(bytes, at + 30, nameLength));
    // Bit 3: sizes follow the data in a descriptor, so the next header cannot be located from here.
    if (flags & 0x08) break;
    at += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/** The resume type the bytes really are, or null for anything else. */
export function detectResumeType(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, OLE2_MAGIC)) return "doc";
  if (bytes.length >= 4 && u32(bytes, 0) === ZIP_LOCAL) {
    const names = centralDirectoryNames(bytes) ?? localHeaderNames(bytes);
    return names.some(isWordEntry) ? "docx" : null;
  }
  return null;
}

export type NameCheck = { ok: true; kind: ResumeKind; extension: string } | { ok: false; message: string };

/**
 * Checks a resume's file name: a plain name (no folders, no control characters) whose last extension is
 * .pdf, .doc or .docx. `cv.pdf.exe` is refused; the extension decides the type the content must have.
 */
export function checkResumeName(fileName: string): NameCheck {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (!fileName || fileName.length > FIELD_LIMITS.fileName || /[/\\\u0000-\u001f\u007f]/.test(fileName))
    return { ok: false, message: MESSAGES.resumeBadName };
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : "";
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension))
    return { ok: false, message: MESSAGES.resumeBadExtension };
  return { ok: true, kind: extension.slice(1) as ResumeKind, extension };
}

export type ResumeCheck =
  | { ok: true; kind: ResumeKind; extension: string; mimeType: string }
  | { ok: false; message: string; tooLarge?: boolean };

/** Name, size and content checks together (the server's full check). */
export function checkResume(fileName: string, bytes: Uint8Array): ResumeCheck {
  if (bytes.length > RESUME_MAX_BYTES) return { ok: false, message: MESSAGES.resumeTooLarge, tooLarge: true };
  const name = checkResumeName(fileName);
  if (!name.ok) return name;
  if (bytes.length === 0) return { ok: false, message: MESSAGES.resumeRequired };
  if (detectResumeType(bytes) !== name.kind) return { ok: false, message: MESSAGES.resumeContentMismatch };
  return { ok: true, kind: name.kind, extension: name.extension, mimeType: RESUME_MIME_TYPES[name.kind] };
}
