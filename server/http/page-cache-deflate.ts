/**
 * Compressed cached pages that still get a fresh nonce per response (Content-Encoding: deflate, the zlib
 * format of RFC 1950/1951, which every browser accepts).
 *
 * The page between two nonces is compressed once, each piece on its own and ended with a sync flush, so
 * pieces refer only to themselves and end on a byte boundary. Each nonce goes between them as a "stored"
 * (uncompressed) block, so a response is one copy of the compressed template with the nonce written into
 * its slots, plus the Adler-32 checksum of the whole page, combined from the pieces' checksums.
 */
import { constants, deflateRawSync } from "node:zlib";

export interface DeflateTemplate {
  bytes: Buffer<ArrayBuffer>;
  /** Where each nonce goes (inside a stored block). */
  offsets: number[];
  nonceLength: number;
  /** Adler-32 and length of every uncompressed piece (one more than there are nonces). */
  partAdlers: number[];
  partLengths: number[];
}

const BASE = 65521;

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(bytes.length, i + 3800);
    for (; i < end; i++) {
      a += bytes[i];
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return b * 65536 + a;
}

/** Adler-32 of A followed by B, from the checksums of both and the length of B (zlib's adler32_combine). */
export function adler32Combine(adler1: number, adler2: number, length2: number): number {
  const rem = length2 % BASE;
  let sum1 = adler1 % 65536;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (adler2 % 65536) + BASE - 1;
  sum2 += Math.floor(adler1 / 65536) + Math.floor(adler2 / 65536) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return sum2 * 65536 + sum1;
}

/**
 * Compresses a page whose nonce placeholders (all `nonceLength` bytes long) sit at `offsets`.
 * Only worth it for pages of a few KB and more; the template is about a sixth of the page for HTML.
 */
export function compileDeflateTemplate(
  page: Buffer,
  offsets: number[],
  nonceLength: number,
): DeflateTemplate {
  // zlib header: deflate, 32 KB window, maximum compression (the check bits make it a multiple of 31).
  const chunks: Buffer[] = [Buffer.from([0x78, 0xda])];
  let size = 2;
  const slots: number[] = [];
  const partAdlers: number[] = [];
  const partLengths: number[] = [];
  let from = 0;
  for (let i = 0; i <= offsets.length; i++) {
    const end = i < offsets.length ? offsets[i] : page.length;
    const part = page.subarray(from, end);
    partAdlers.push(adler32(part));
    partLengths.push(part.length);
    const compressed = deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    chunks.push(compressed);
    size += compressed.length;
    if (i < offsets.length) {
      // A stored block: BFINAL 0, BTYPE 00 (byte-aligned after the sync flush), LEN and its complement.
      const header = Buffer.from([
        0x00,
        nonceLength & 0xff,
        nonceLength >> 8,
        ~nonceLength & 0xff,
        (~nonceLength >> 8) & 0xff,
      ]);
      chunks.push(header, Buffer.alloc(nonceLength));
      slots.push(size + header.length);
      size += header.length + nonceLength;
      from = end + nonceLength;
    }
  }
  // The last block: empty, fixed Huffman codes, BFINAL 1; then room for the Adler-32 trailer.
  chunks.push(Buffer.from([0x03, 0x00]), Buffer.alloc(4));
  return { bytes: Buffer.concat(chunks), offsets: slots, nonceLength, partAdlers, partLengths };
}

/** The compressed page with this nonce, or undefined when the nonce does not fit the slots. */
export function fillDeflateTemplate(
  template: DeflateTemplate,
  nonce: string,
  target?: Buffer<ArrayBuffer>,
): Buffer<ArrayBuffer> | undefined {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== template.nonceLength) return undefined;
  const { bytes, offsets, partAdlers, partLengths } = template;
  const out = target?.length === bytes.length ? target : Buffer.allocUnsafe(bytes.length);
  bytes.copy(out);
  for (const at of offsets) nonceBytes.copy(out, at);
  const nonceAdler = adler32(nonceBytes);
  let adler = partAdlers[0];
  for (let i = 1; i < partAdlers.length; i++) {
    adler = adler32Combine(adler, nonceAdler, nonceBytes.length);
    adler = adler32Combine(adler, partAdlers[i], partLengths[i]);
  }
  out.writeUInt32BE(adler, out.length - 4);
  return out;
}

/** Whether an Accept-Encoding header allows `deflate` (explicitly, or through `*`, and not with q=0). */
export function acceptsDeflate(header: string | null | undefined): boolean {
  if (!header) return false;
  let star: boolean | undefined;
  for (const item of header.toLowerCase().split(",")) {
    const [name, ...params] = item.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === "deflate") return allowed;
    if (name === "*") star = allowed;
  }
  return star ?? false;
}
