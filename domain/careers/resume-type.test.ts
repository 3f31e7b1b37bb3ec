import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import { checkResume, checkResumeName, detectResumeType } from "./resume-type.ts";
import {
  makeZip,
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleHtml,
  samplePdf,
  samplePng,
  sampleXlsx,
} from "./test-fixtures.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("detectResumeType", () => {
  it("recognises PDF, OLE2 .doc and .docx", () => {
    expect(detectResumeType(samplePdf())).toBe("pdf");
    expect(detectResumeType(sampleDoc())).toBe("doc");
    expect(detectResumeType(sampleDocx())).toBe("docx");
  });

  it("finds the word/ entry from the local headers when there is no central directory", () => {
    expect(detectResumeType(sampleDocx({ centralDirectory: false }))).toBe("docx");
  });

  it("refuses ZIPs without a word/ entry, even when file contents mention word/", () => {
    expect(detectResumeType(sampleXlsx())).toBeNull();
    expect(detectResumeType(makeZip({ "notes.txt": "word/document.xml" }))).toBeNull();
    expect(detectResumeType(makeZip({ "a.txt": "x" }, { centralDirectory: false }))).toBeNull();
  });

  it("refuses other content", () => {
    expect(detectResumeType(samplePng())).toBeNull();
    expect(detectResumeType(sampleHtml())).toBeNull();
    expect(detectResumeType(sampleExe())).toBeNull();
    expect(detectResumeType(bytes("%PD"))).toBeNull();
    expect(detectResumeType(bytes(" %PDF-1.4"))).toBeNull();
    expect(detectResumeType(bytes("PK\x03\x04"))).toBeNull();
    expect(detectResumeType(new Uint8Array(0))).toBeNull();
  });

  it("falls back to the local headers when the central directory is corrupt, and never crashes", () => {
    const corrupt = (zip: Uint8Array) => {
      const copy = zip.slice();
      // Point the end record's directory offset past the end of the file.
      new DataView(copy.buffer).setUint32(copy.length - 22 + 16, 0xfffffff0, true);
      return copy;
    };
    expect(detectResumeType(corrupt(sampleDocx()))).toBe("docx");
    expect(detectResumeType(corrupt(sampleXlsx()))).toBeNull();
    expect(detectResumeType(sampleDocx().slice(0, 40))).toBeNull();
  });
});

describe("checkResumeName", () => {
  it("accepts .pdf, .doc and .docx in any case", () => {
    expect(checkResumeName("cv.pdf")).toEqual({ ok: true, kind: "pdf", extension: ".pdf" });
    expect(checkResumeName("My CV.DOC")).toEqual({ ok: true, kind: "doc", extension: ".doc" });
    expect(checkResumeName("résumé.final.Docx")).toEqual({ ok: true, kind: "docx", extension: ".docx" });
  });

  it.each(["cv.exe", "cv.pdf.exe", "cv", ".pdf", "cv.pdf.", "cv.txt", "cv.pdfx"])(
    "refuses %s by extension",
    (name) => {
      expect(checkResumeName(name)).toEqual({ ok: false, message: MESSAGES.resumeBadExtension });
    },
  );

  it.each([
    "../cv.pdf",
    "folder/cv.pdf",
    "C:\\Users\\cv.pdf",
    "cv\0.pdf",
    "cv\n.pdf",
    "",
    `${"a".repeat(300)}.pdf`,
  ])("refuses the name %j", (name) => {
    expect(checkResumeName(name)).toEqual({ ok: false, message: MESSAGES.resumeBadName });
  });
});

describe("checkResume", () => {
  it("accepts content that matches the extension, with its MIME type", () => {
    expect(checkResume("cv.pdf", samplePdf())).toMatchObject({ ok: true, mimeType: "application/pdf" });
    expect(checkResume("cv.doc", sampleDoc())).toMatchObject({ ok: true, mimeType: "application/msword" });
    expect(checkResume("cv.docx", sampleDocx())).toMatchObject({ ok: true, kind: "docx" });
  });

  it("refuses content that does not match the extension", () => {
    const mismatch = { ok: false, message: MESSAGES.resumeContentMismatch };
    expect(checkResume("cv.pdf", samplePng())).toEqual(mismatch);
    expect(checkResume("cv.pdf", sampleHtml())).toEqual(mismatch);
    expect(checkResume("cv.pdf", sampleDocx())).toEqual(mismatch);
    expect(checkResume("cv.docx", samplePdf())).toEqual(mismatch);
    expect(checkResume("cv.docx", sampleXlsx())).toEqual(mismatch);
    expect(checkResume("cv.doc", sampleDocx())).toEqual(mismatch);
  });

  it("refuses an empty file and a file over 5 MB", () => {
    expect(checkResume("cv.pdf", new Uint8Array(0))).toEqual({ ok: false, message: MESSAGES.resumeRequired });
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(samplePdf());
    expect(checkResume("cv.pdf", big)).toEqual({
      ok: false,
      message: MESSAGES.resumeTooLarge,
      tooLarge: true,
    });
    const exact = new Uint8Array(RESUME_MAX_BYTES);
    exact.set(samplePdf());
    expect(checkResume("cv.pdf", exact).ok).toBe(true);
  });
});
