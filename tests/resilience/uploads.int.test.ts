/**
 * Resume upload attacks on POST /api/apply-job, beyond server/api/careers.int.test.ts (which already covers
 * a PNG, HTML, spreadsheet or PDF under the wrong extension, .exe / cv.pdf.exe / .txt names, `../../cv.pdf`,
 * `..\\cv.pdf` and `cv<NUL>.pdf`, a missing, empty or text resume, a resume over 5 MB and a body over the
 * route's limit, each checked against private/resumes only):
 * - declared content types that lie (the type is decided by the bytes, never by the part's header);
 * - double extensions whose bytes are an executable, names with separators, NUL, RTL override, drive
 *   letters, RFC 5987 encoded names, names too long or without a real extension;
 * - a second resume part behind an invalid first one;
 * and every refusal is checked against the whole storage folder and the places a traversal would reach.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  sampleDocx,
  sampleExe,
  sampleHtml,
  samplePdf,
  samplePng,
} from "../../domain/careers/test-fixtures.ts";
import { RESUME_MAX_BYTES } from "../../domain/constants.ts";
import { jobApplications } from "../../domain/db/schema.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;
let ip = 0;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_MAX: "100000" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(jobApplications);
});

const fields = {
  fullName: "Kiran Rao",
  email: "kiran.rao@example.in",
  phone: "9876543210",
  qualification: "Graduation",
  skills: "React, TypeScript",
  experience: "Fresher",
};

interface ResumePart {
  bytes: Uint8Array;
  /** The Content-Disposition parameters after `name="resume"`, e.g. `filename="cv.pdf"`. */
  disposition: string;
  type?: string;
}

const plainName = (name: string) => `filename="${name}"`;

/** A hand-written multipart body, so names and declared types reach the server exactly as written. */
function multipart(resumes: ResumePart[]): { body: Buffer; type: string } {
  const boundary = `----nexora-upload-${++ip}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const resume of resumes) {
    const type = resume.type === undefined ? "" : `\r\nContent-Type: ${resume.type}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; ${resume.disposition}${type}\r\n\r\n`,
      ),
      Buffer.from(resume.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function apply(...resumes: ResumePart[]): Promise<Response> {
  const { body, type } = multipart(resumes);
  return Promise.resolve(
    t.app.request("/api/apply-job", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": type, "x-test-client-ip": `10.3.${(ip >> 8) & 255}.${ip & 255}` },
    }),
  );
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const applicationCount = async () =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications))[0].n;

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** Places a traversing name would reach from the resumes folder or the storage root. */
function traversalTargets(name: string): string[] {
  const root = t.disk.root;
  const plain = name.replaceAll("\\", "/");
  return [
    path.resolve(root, "private", "resumes", plain),
    path.resolve(root, "private", plain),
    path.resolve(root, plain),
  ];
}

async function expectRefused(res: Response, status: number, message: string, name?: string) {
  const body = await res.json();
  expect({ status: res.status, message: body.message }).toEqual({ status, message });
  expect(body.error).toBe(message);
  expect(await applicationCount()).toBe(0);
  expect(await filesUnder(t.disk.root)).toEqual([]);
  if (name) {
    for (const target of traversalTargets(name)) {
      const exists = await isFile(target);
      expect(exists, target).toBe(false);
    }
  }
}

describe("declared content types are not trusted", () => {
  it.each([
    ["PNG bytes named .pdf, declared application/pdf", samplePng(), "cv.pdf", "application/pdf"],
    ["HTML bytes named .pdf, declared text/html", sampleHtml(), "cv.pdf", "text/html"],
    ["EXE bytes named .pdf, declared application/pdf", sampleExe(), "cv.pdf", "application/pdf"],
    ["DOCX bytes named .pdf, declared application/pdf", sampleDocx(), "cv.pdf", "application/pdf"],
    ["EXE bytes named cv.exe.pdf", sampleExe(), "cv.exe.pdf", "application/pdf"],
    [
      "EXE bytes named cv.exe.pdf, declared x-msdownload",
      sampleExe(),
      "cv.exe.pdf",
      "application/x-msdownload",
    ],
  ])("refuses %s as content that does not match", async (_label, bytes, name, type) => {
    await expectRefused(
      await apply({ bytes, disposition: plainName(name), type }),
      400,
      MESSAGES.resumeContentMismatch,
    );
  });

  it.each([
    ["a PDF named .png, declared application/pdf", samplePdf(), "cv.png", "application/pdf"],
    ["a PNG named .png, declared application/pdf", samplePng(), "cv.png", "application/pdf"],
    ["a PDF named .html, declared application/pdf", samplePdf(), "cv.html", "application/pdf"],
  ])("refuses %s by its extension", async (_label, bytes, name, type) => {
    await expectRefused(
      await apply({ bytes, disposition: plainName(name), type }),
      400,
      MESSAGES.resumeBadExtension,
    );
  });

  it("stores a real PDF declared as image/png as a PDF (the bytes decide, the header is ignored)", async () => {
    const res = await apply({ bytes: samplePdf(), disposition: plainName("cv.pdf"), type: "image/png" });
    expect(res.status).toBe(201);
    const [row] = await t.deps.db.select().from(jobApplications);
    expect(row.resumeMimeType).toBe("application/pdf");
    expect(row.resumePath).toMatch(/^private\/resumes\/[0-9a-f]{32}\.pdf$/);
    expect(await filesUnder(t.disk.root)).toEqual([path.join(t.disk.root, row.resumePath)]);
    await t.deps.storage.removePrivate(row.resumePath);
  });
});

describe("file names", () => {
  it.each([
    "../../etc/passwd.pdf",
    "/etc/passwd.pdf",
    "a\\b.pdf",
    "C:\\Users\\kiran\\cv.pdf",
    "resumes/../../../cv.pdf",
    "cv.pdf\u0000.exe",
    "cv\u0000../../x.pdf",
    `${"c".repeat(250)}.pdf`,
  ])("refuses %j without writing anywhere", async (name) => {
    await expectRefused(
      await apply({ bytes: samplePdf(), disposition: plainName(name), type: "application/pdf" }),
      400,
      MESSAGES.resumeBadName,
      name,
    );
  });

  it.each([".pdf", "cv.pdf.", "cv.pdf ", "cv", "cv\u202efdp.exe", "cv.pdf.exe"])(
    "refuses %j for its extension",
    async (name) => {
      await expectRefused(
        await apply({ bytes: samplePdf(), disposition: plainName(name), type: "application/pdf" }),
        400,
        MESSAGES.resumeBadExtension,
      );
    },
  );

  it.each([
    ["an RFC 5987 name that decodes to a traversal", "filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.pdf"],
    ["a bare carriage return in the name", 'filename="cv\r../../x.pdf"'],
  ])(
    "refuses %s (unreadable multipart, a bad name or a dropped part) without writing anywhere",
    async (_label, disposition) => {
      const res = await apply({ bytes: samplePdf(), disposition, type: "application/pdf" });
      expect(res.status).toBe(400);
      // The streaming parser drops a part whose name holds a bare line break: then there is no resume.
      expect([MESSAGES.resumeBadName, MESSAGES.applicationMultipartOnly, MESSAGES.resumeRequired]).toContain(
        (await res.json()).message,
      );
      expect(await applicationCount()).toBe(0);
      expect(await filesUnder(t.disk.root)).toEqual([]);
      for (const target of [...traversalTargets("../../etc/passwd.pdf"), ...traversalTargets("../../x.pdf")])
        expect(await isFile(target), target).toBe(false);
    },
  );
});

describe("several resume parts", () => {
  it("checks the first resume: a valid second part does not get an invalid first one through", async () => {
    await expectRefused(
      await apply(
        { bytes: sampleExe(), disposition: plainName("cv.pdf"), type: "application/pdf" },
        { bytes: samplePdf(), disposition: plainName("cv.pdf"), type: "application/pdf" },
      ),
      400,
      MESSAGES.resumeContentMismatch,
    );
  });
});

describe("size limit", () => {
  it("accepts a resume of exactly 5 MB and refuses one byte more with 413", async () => {
    const exact = new Uint8Array(RESUME_MAX_BYTES);
    exact.set(samplePdf());
    const ok = await apply({ bytes: exact, disposition: plainName("cv.pdf"), type: "application/pdf" });
    expect(ok.status).toBe(201);
    const [row] = await t.deps.db.select().from(jobApplications);
    expect(row.resumeSize).toBe(RESUME_MAX_BYTES);
    await t.deps.storage.removePrivate(row.resumePath);
    await t.deps.db.delete(jobApplications);

    const over = new Uint8Array(RESUME_MAX_BYTES + 1);
    over.set(samplePdf());
    await expectRefused(
      await apply({ bytes: over, disposition: plainName("cv.pdf"), type: "application/pdf" }),
      413,
      MESSAGES.resumeTooLarge,
    );
  });
});
