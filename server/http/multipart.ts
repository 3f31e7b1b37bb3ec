/**
 * Reads a multipart/form-data body from a web `Request` (Hono's `c.req.raw`, a React Router action's
 * `request`) as a stream, within limits, and refuses the moment one is passed: it stops reading and throws
 * a `MultipartError` (400 for a body that is not readable multipart, 413 for a passed limit), so nothing is
 * parsed, kept or stored beyond the limits. A body of thousands of tiny parts costs as much as the parts the
 * limits allow, not as much as the body holds (issue 11: `request.formData()` parsed 60,000 parts first).
 *
 * Busboy (@fastify/busboy) finds the parts and their headers; this module counts and buffers them. Every
 * part reaches it as a stream, text fields included, so a field's value is refused as soon as it is too long
 * rather than when it ends. As with `formData()`, a part with a `filename` parameter is a file (even an empty
 * one) and any other part is text (UTF-8); file names keep their paths and separators, for the caller's
 * checks to refuse.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy, { type BusboyInstance } from "@fastify/busboy";
import { MESSAGES } from "../../domain/messages.ts";

export interface MultipartLimits {
  /** The whole body, in bytes: checked against Content-Length before reading, then counted. */
  bodyBytes: number;
  /** Parts of any kind, including those Busboy skips (no Content-Disposition). */
  parts: number;
  /** Text fields. */
  fields: number;
  files: number;
  fieldNameBytes: number;
  fieldValueBytes: number;
  /** Each file, in bytes. */
  fileBytes: number;
}

export interface UploadedFile {
  filename: string;
  /** As the client declared it: never trusted, the content decides (domain/careers/resume-type.ts). */
  mimeType: string;
  bytes: Buffer;
}

/** One part, in the order sent. */
export type MultipartEntry = { name: string; value: string } | { name: string; file: UploadedFile };

export type MultipartRefusal =
  | "unreadable"
  | "type"
  | "body"
  | "parts"
  | "fields"
  | "files"
  | "fieldName"
  | "fieldValue"
  | "fileSize";

const ANSWERS: Record<MultipartRefusal, { status: 400 | 413 | 415; message: string }> = {
  unreadable: { status: 400, message: MESSAGES.formUnreadable },
  // A form body of another kind (text/plain, JSON) where a form is read (server/http/form-body.ts).
  type: { status: 415, message: MESSAGES.formTypeRefused },
  body: { status: 413, message: MESSAGES.bodyTooLarge },
  parts: { status: 413, message: MESSAGES.formTooManyParts },
  fields: { status: 413, message: MESSAGES.formTooManyParts },
  files: { status: 413, message: MESSAGES.formTooManyParts },
  fieldName: { status: 413, message: MESSAGES.formFieldTooLong },
  fieldValue: { status: 413, message: MESSAGES.formFieldTooLong },
  fileSize: { status: 413, message: MESSAGES.formFileTooLarge },
};

/** A form body refused: multipart here, or any form read by form-body.ts. */
export class MultipartError extends Error {
  override name = "MultipartError";
  readonly status: 400 | 413 | 415;
  constructor(readonly reason: MultipartRefusal) {
    super(ANSWERS[reason].message);
    this.status = ANSWERS[reason].status;
  }
}

/** A part's header block (Content-Disposition with a long file name, Content-Type) fits in far less. */
const PART_HEADER_BYTES = 8 * 1024;
const PART_HEADER_PAIRS = 16;

const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;
const utf8 = new TextDecoder();

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartEntry[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!MULTIPART_TYPE.test(type) || !request.body) throw new MultipartError("unreadable");
  if (Number(request.headers.get("content-length")) > limits.bodyBytes) throw new MultipartError("body");

  let parser: BusboyInstance;
  try {
    parser = new Busboy({
      headers: { "content-type": type },
      // Names are checked by the caller, which must see `../cv.pdf` as sent, not as `cv.pdf`.
      preservePath: true,
      // Every part arrives as a stream (see the module comment); `filename` tells files from text.
      isPartAFile: () => true,
      limits: { parts: limits.parts, headerSize: PART_HEADER_BYTES, headerPairs: PART_HEADER_PAIRS },
    });
  } catch {
    throw new MultipartError("unreadable"); // no boundary
  }

  let refused: MultipartError | undefined;
  const refuse = (reason: MultipartRefusal) => {
    if (refused) return;
    refused = new MultipartError(reason);
    parser.destroy(refused);
  };

  const entries: MultipartEntry[] = [];
  let fields = 0;
  let files = 0;
  parser.on("partsLimit", () => refuse("parts"));
  // Busboy's types call names and file names strings; a part without them really passes undefined.
  parser.on("file", (name: string | undefined, stream, filename: string | undefined, _, mimeType) => {
    // A part cut short by the end of the body errors on its stream.
    stream.on("error", () => refuse("unreadable"));
    const isFile = filename !== undefined;
    const fieldName = name ?? "";
    if (Buffer.byteLength(fieldName) > limits.fieldNameBytes) refuse("fieldName");
    else if (isFile ? ++files > limits.files : ++fields > limits.fields) refuse(isFile ? "files" : "fields");
    if (refused) {
      stream.resume();
      return;
    }
    const max = isFile ? limits.fileBytes : limits.fieldValueBytes;
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) refuse(isFile ? "fileSize" : "fieldValue");
      else if (!refused) chunks.push(chunk);
    });
    // Entries keep the order of the parts: the slot is taken now and filled when the part ends.
    const at = entries.push({ name: fieldName, value: "" }) - 1;
    stream.on("end", () => {
      if (refused) return;
      const bytes = Buffer.concat(chunks, size);
      entries[at] = isFile
        ? { name: fieldName, file: { filename, mimeType, bytes } }
        : { name: fieldName, value: utf8.decode(bytes) };
    });
  });

  let received = 0;
  const counted = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      received += chunk.byteLength;
      if (received > limits.bodyBytes) refuse("body");
      if (refused) return;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  };
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), counted, parser);
  } catch {
    // Busboy's own errors (a missing closing boundary, a broken header) mean an unreadable body.
    refuse("unreadable");
  }
  if (refused) throw refused;
  return entries;
}
