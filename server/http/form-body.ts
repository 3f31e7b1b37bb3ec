/**
 * A form post read within limits, in time that grows with its size and no faster: what every page action's
 * `request.formData()` is (server/pages.ts), instead of the platform's parser, which reads any number of parts
 * and whose result Conform then parses in time that grows with the square of a repeated name's count
 * (docs/decisions/0033-request-bodies-and-origins.md).
 *
 * - `multipart/form-data`: streamed by server/http/multipart.ts (busboy), refused at the first part over a
 *   limit; files become `File`s, as the platform's parser makes them.
 * - `application/x-www-form-urlencoded`: read up to the body limit, its pairs counted before they are decoded.
 * - No body: an empty form. Anything else (text/plain, JSON): 415.
 *
 * Refusals are `MultipartError`s (400 unreadable, 413 over a limit, 415 another type).
 */
import { MultipartError, type MultipartLimits, readMultipart } from "./multipart.ts";

const MULTIPART = /^multipart\/form-data\s*;/i;
const URLENCODED = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const AMPERSAND = "&".charCodeAt(0);

export async function readForm(request: Request, limits: MultipartLimits): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (MULTIPART.test(type)) return formOf(await readMultipart(request, limits));
  if (URLENCODED.test(type)) return readUrlEncoded(request, limits);
  // A form with no fields may come without a type: a body without one is not a form.
  if (type === "" && (await readBytes(request, limits.bodyBytes)).byteLength === 0) return new FormData();
  throw new MultipartError("type");
}

function formOf(entries: Awaited<ReturnType<typeof readMultipart>>): FormData {
  const form = new FormData();
  for (const entry of entries) {
    if ("value" in entry) form.append(entry.name, entry.value);
    else
      form.append(
        entry.name,
        new File([new Uint8Array(entry.file.bytes)], entry.file.filename, { type: entry.file.mimeType }),
      );
  }
  return form;
}

async function readUrlEncoded(request: Request, limits: MultipartLimits): Promise<FormData> {
  const bytes = await readBytes(request, limits.bodyBytes);
  // Pairs counted on the bytes, before anything is decoded.
  let pairs = bytes.byteLength > 0 ? 1 : 0;
  for (let at = bytes.indexOf(AMPERSAND); at !== -1; at = bytes.indexOf(AMPERSAND, at + 1)) pairs++;
  if (pairs > limits.fields) throw new MultipartError("fields");
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(bytes.toString("utf8"))) {
    if (Buffer.byteLength(name) > limits.fieldNameBytes) throw new MultipartError("fieldName");
    if (Buffer.byteLength(value) > limits.fieldValueBytes) throw new MultipartError("fieldValue");
    form.append(name, value);
  }
  return form;
}

/** The body, refused (413) when its declared length or the bytes that arrive pass `max`. */
async function readBytes(request: Request, max: number): Promise<Buffer> {
  if (Number(request.headers.get("content-length")) > max) throw new MultipartError("body");
  if (!request.body) return Buffer.alloc(0);
  const bytes = await readAtMost(request.body, max);
  if (!bytes) throw new MultipartError("body");
  return bytes;
}

/**
 * A body's bytes, or null at the first byte over `max` (the rest is never read). A body cut short (the
 * client went away) is unreadable, not an error of ours.
 */
export async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      throw new MultipartError("unreadable");
    }
    if (read.done) break;
    size += read.value.byteLength;
    if (size > max) {
      // Not cancelled: that would destroy the connection before the answer is written. The server discards
      // what still arrives, briefly, once the answer is sent (server/http/linger.ts).
      reader.releaseLock();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, size);
}
