import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { renderBrochure } from "../../seed/media.server.ts";
import { samplePdf } from "../careers/test-fixtures.ts";
import { checkPdfForActiveContent } from "./pdf-active-content.server.ts";
import { BROCHURE_MESSAGES, storeBrochure } from "./stored-media.server.ts";

/** A PDF of these objects (numbered from 1, the first the catalog), with a cross-reference table. */
function pdf(objects: (string | Buffer)[], trailer = ""): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  return Buffer.concat([...parts, Buffer.from(xref, "latin1")]);
}

const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";
const pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const catalog = (extra = "") => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;

/** A stream object: its dictionary (without /Length) and its data. */
function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** An object stream holding `objects` (numbered from `first`), compressed as most writers do. */
function objectStream(objects: string[], first: number, dictionary = "/Type /ObjStm /Filter /FlateDecode") {
  let header = "";
  let body = "";
  objects.forEach((object, index) => {
    header += `${first + index} ${body.length} `;
    body += `${object}\n`;
  });
  const data = Buffer.from(`${header}\n${body}`, "latin1");
  const encoded = /Flate/.test(dictionary) ? deflateSync(data) : data;
  return stream(`${dictionary} /N ${objects.length} /First ${header.length + 1}`, encoded);
}

const openAction = (action: string) => catalog(`/OpenAction ${action} `);

describe("PDFs that can run something are found", () => {
  it.each([
    ["JavaScript on opening", openAction("<< /S /JavaScript /JS (app.alert(1)) >>")],
    ["JavaScript, names written with #xx escapes", openAction("<< /S /Java#53cript /J#53 (app.alert(1)) >>")],
    ["a launch action", openAction("<< /S /Launch /F (cmd.exe) >>")],
    [
      "JavaScript in a page's additional actions",
      catalog(),
      pages,
      "<< /Type /Page /AA << /O << /S /JavaScript /JS 9 0 R >> >> >>",
    ],
    ["an XFA form", catalog("/AcroForm << /Fields [] /XFA 9 0 R >> ")],
  ])("%s", (_label, ...objects) => {
    const bytes = pdf(objects.length === 1 ? [objects[0]!, pages, page] : objects);
    expect(checkPdfForActiveContent(bytes)).toMatchObject({ ok: false, reason: "active" });
  });

  it("inside a compressed object stream, as PDF 1.5 and later keep their dictionaries", () => {
    const hidden = [
      catalog("/OpenAction 5 0 R "),
      pages,
      page,
      objectStream(["<< /S /JavaScript /JS (app.alert(1)) >>"], 5),
    ];
    expect(checkPdfForActiveContent(pdf(hidden))).toMatchObject({
      ok: false,
      reason: "active",
      detail: "JavaScript",
    });
    // Also when the stream's dictionary hides its own keys behind escapes, or leaves out its /Type.
    const escaped = objectStream(["<< /S /Launch /F (x) >>"], 5, "/Type /Obj#53tm /F#69lter /Flate#44ecode");
    expect(checkPdfForActiveContent(pdf([catalog(), pages, page, escaped]))).toMatchObject({
      reason: "active",
    });
    const untyped = objectStream(["<< /S /Launch /F (x) >>"], 5, "/Filter /FlateDecode");
    expect(checkPdfForActiveContent(pdf([catalog(), pages, page, untyped]))).toMatchObject({
      reason: "active",
    });
    const plain = objectStream(["<< /S /Launch /F (x) >>"], 5, "/Type /ObjStm");
    expect(checkPdfForActiveContent(pdf([catalog(), pages, page, plain]))).toMatchObject({
      reason: "active",
    });
  });

  it("refuses what it cannot read rather than let it through", () => {
    const unreadable = (objects: (string | Buffer)[], trailer?: string) =>
      expect(checkPdfForActiveContent(pdf(objects, trailer))).toMatchObject({
        ok: false,
        reason: "unreadable",
      });
    // An object stream under a filter the check does not decode, or a predictor.
    unreadable([catalog(), pages, page, objectStream(["<< >>"], 5, "/Type /ObjStm /Filter /ASCIIHexDecode")]);
    unreadable([
      catalog(),
      pages,
      page,
      objectStream(["<< >>"], 5, "/Type /ObjStm /Filter /FlateDecode /DecodeParms << /Predictor 12 >>"),
    ]);
    // Compressed data that does not inflate, and a bomb (100 MB of zeros in about 100 kB).
    unreadable([
      catalog(),
      pages,
      page,
      stream("/Type /ObjStm /Filter /FlateDecode /N 1 /First 4", Buffer.from("not zlib")),
    ]);
    unreadable([
      catalog(),
      pages,
      page,
      stream(
        "/Type /ObjStm /Filter /FlateDecode /N 1 /First 4",
        deflateSync(Buffer.alloc(100 * 1024 * 1024)),
      ),
    ]);
    // An encrypted file (its object streams are ciphertext).
    unreadable(
      [catalog(), pages, page, "<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>"],
      "/Encrypt 4 0 R ",
    );
    // A string that never closes would hide what follows from the check.
    unreadable([catalog("/Title (never closed "), pages, page, "<< /S /JavaScript >>"]);
  });
});

describe("ordinary PDFs pass", () => {
  it("the brochures the site makes, and a small one-page PDF", async () => {
    const brochure = await renderBrochure({
      slug: "javascript",
      title: "Full Stack JavaScript",
      category: "Development",
      description: "Learn JavaScript, /JS tooling and Node.js.",
      duration: "6 Months",
      skillLevel: "Beginner",
      language: "English",
      feesRupees: 25_000,
      modules: ["JavaScript basics", { title: "/JavaScript in the browser", description: "DOM" }],
    });
    expect(checkPdfForActiveContent(brochure)).toEqual({ ok: true });
    expect(checkPdfForActiveContent(samplePdf("Resume"))).toEqual({ ok: true });
  });

  it("the words in strings, comments, hex strings and other streams' data are not names", () => {
    const image = Buffer.from("\x00\xff/JS /JavaScript /Launch (\x01\x02", "latin1");
    const bytes = pdf([
      catalog(
        "/Title (Learn /JavaScript \\(and /JS\\)) /URI (https://developer.mozilla.org/en-US/docs/Web/JavaScript) ",
      ),
      pages,
      page,
      stream(
        "/Type /XObject /Subtype /Image /Width 2 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray",
        image,
      ),
      "% /JavaScript in a comment\n<< /Hex <2F4A53> >>",
      objectStream(["<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.in/JS) >> >>"], 6),
    ]);
    expect(checkPdfForActiveContent(bytes)).toEqual({ ok: true });
  });
});

describe("a brochure upload", () => {
  const written: string[] = [];
  const storage = {
    writePublic: async (storedPath: string) => void written.push(storedPath),
  } as unknown as Parameters<typeof storeBrochure>[0];

  it("is refused, with a message saying why and what to do, when it carries JavaScript", async () => {
    const bytes = pdf([openAction("<< /S /JavaScript /JS (app.alert(1)) >>"), pages, page]);
    await expect(
      storeBrochure(storage, { bytes, name: "offer.pdf", field: "brochure" }),
    ).rejects.toMatchObject({
      message: BROCHURE_MESSAGES.active,
      path: ["brochure"],
    });
    const locked = pdf([catalog(), pages, page, "<< /Filter /Standard >>"], "/Encrypt 4 0 R ");
    await expect(
      storeBrochure(storage, { bytes: locked, name: "locked.pdf", field: "brochure" }),
    ).rejects.toThrow(BROCHURE_MESSAGES.unreadable);
    expect(written).toEqual([]);
    expect(
      await storeBrochure(storage, {
        bytes: pdf([catalog(), pages, page]),
        name: "ok.pdf",
        field: "brochure",
      }),
    ).toMatch(/^uploads\/brochures\/ok-pdf-[0-9a-f]{12}\.pdf$/);
  });
});
