/**
 * Small, real files for tests of the resume checks (unit, API integration and end-to-end): a one-page PDF,
 * an OLE2 header, stored (uncompressed) ZIP archives shaped like .docx/.xlsx, and a PNG signature.
 */

const encoder = new TextEncoder();

let crcTable: Uint32Array | undefined;
function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function header(size: number, fill: (view: DataView) => void): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

/** A stored ZIP archive of the given entries; `centralDirectory: false` leaves only the local headers. */
export function makeZip(
  entries: Record<string, string>,
  options: { centralDirectory?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array<ArrayBuffer>[] = [];
  const centrals: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint32(14, crc, true);
      v.setUint32(18, data.length, true);
      v.setUint32(22, data.length, true);
      v.setUint16(26, nameBytes.length, true);
    });
    centrals.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true);
        v.setUint16(4, 20, true);
        v.setUint16(6, 20, true);
        v.setUint32(16, crc, true);
        v.setUint32(20, data.length, true);
        v.setUint32(24, data.length, true);
        v.setUint16(28, nameBytes.length, true);
        v.setUint32(42, offset, true);
      }),
      nameBytes,
    );
    locals.push(local, nameBytes, data);
    offset += local.length + nameBytes.length + data.length;
  }
  if (options.centralDirectory === false) return concat(locals);
  const central = concat(centrals);
  const count = Object.keys(entries).length;
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, count, true);
    v.setUint16(10, count, true);
    v.setUint32(12, central.length, true);
    v.setUint32(16, offset, true);
  });
  return concat([...locals, central, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** Shaped like a Word document: `[Content_Types].xml` and `word/document.xml`. */
export const sampleDocx = (options?: { centralDirectory?: boolean }) =>
  makeZip(
    { "[Content_Types].xml": CONTENT_TYPES, "word/document.xml": "<w:document>Resume</w:document>" },
    options,
  );

/** Shaped like a spreadsheet: a ZIP without any `word/` entry (the text "word/" only inside a file). */
export const sampleXlsx = () =>
  makeZip({
    "[Content_Types].xml": CONTENT_TYPES,
    "xl/workbook.xml": "<workbook>word/ inside text</workbook>",
  });

/** A valid one-page PDF. */
export function samplePdf(text = "Resume"): Uint8Array<ArrayBuffer> {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${`BT /F1 18 Tf 40 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 40 70 Td (${text}) Tj ET\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}

/** The 8-byte OLE2 signature followed by padding: what a legacy .doc starts with. */
export const sampleDoc = () =>
  concat([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504)]);

/** A PNG signature and an IHDR-looking chunk. */
export const samplePng = () =>
  concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), encoder.encode("\0\0\0\rIHDR")]);

export const sampleHtml = () => encoder.encode("<!doctype html><script>alert(1)</script>");

/** A Windows executable header. */
export const sampleExe = () => concat([encoder.encode("MZ"), new Uint8Array(126)]);
