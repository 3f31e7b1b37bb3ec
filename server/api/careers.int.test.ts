import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleHtml,
  samplePdf,
  samplePng,
  sampleXlsx,
} from "../../domain/careers/test-fixtures.ts";
import { APPLICATION_BODY_MAX_BYTES, RESUME_MAX_BYTES } from "../../domain/constants.ts";
import { jobApplications, jobs } from "../../domain/db/schema.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { jobApplicationFields } from "../../tests/support/job-application.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { createStorage } from "../storage/storage.ts";

let t: TestContext;
let openJobId: number;
let closedJobId: number;

beforeAll(async () => {
  t = await createTestContext();
  const inserted = await t.deps.db
    .insert(jobs)
    .values([
      {
        title: "Later Job",
        company: "Nexora Technologies",
        mode: "Onsite",
        hours: "40",
        category: "Engineering",
        education: "B.Tech",
        hiringSteps: "Aptitude test, Technical interview, HR",
        jobType: "Full-time",
        startDate: "2026-03-01",
        deadline: "2026-12-31",
        description: "Build things.",
      },
      { title: "Closed Job", company: "Acme", status: "closed" as const, deadline: "2026-01-01" },
      {
        title: "Soonest Job",
        company: "Nexora Technologies",
        mode: "Hybrid",
        hours: "30",
        deadline: "2026-02-15",
      },
      { title: "No Deadline Job", company: "Nexora Technologies" },
    ])
    .returning({ id: jobs.id, title: jobs.title });
  openJobId = inserted.find((j) => j.title === "Later Job")!.id;
  closedJobId = inserted.find((j) => j.title === "Closed Job")!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(jobApplications);
});

const resumesFolder = () => path.join(t.disk.root, "private", "resumes");
const storedResumes = async () => readdir(resumesFolder()).catch(() => [] as string[]);
const applicationCount = async () =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications))[0].n;

const validFields = jobApplicationFields;

function form(
  fields: Record<string, string>,
  resume?: { bytes: Uint8Array<ArrayBuffer>; name: string } | null,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (resume !== null) {
    const file = resume ?? { bytes: samplePdf(), name: "kiran-cv.pdf" };
    data.append("resume", new File([file.bytes], file.name, { type: "application/octet-stream" }));
  }
  return data;
}

let ip = 0;
/**
 * Sends the form as bytes, as a browser's body arrives: a FormData body would be streamed by undici's own
 * generator, which Node 24 reports as an unhandled error when the server stops reading at a limit.
 */
async function apply(body: FormData | string, headers: Record<string, string> = {}) {
  let sent: BodyInit = body;
  if (body instanceof FormData) {
    const encoded = new Response(body);
    sent = new Uint8Array(await encoded.arrayBuffer());
    headers = { "content-type": encoded.headers.get("content-type")!, ...headers };
  }
  return t.app.request("/api/apply-job", {
    method: "POST",
    body: sent,
    headers: { "x-test-client-ip": `10.1.0.${++ip % 250}`, ...headers },
  });
}

async function expectRefused(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.message).toEqual(expect.any(String));
  if (message) expect(body.message).toBe(message);
  expect(await applicationCount()).toBe(0);
  expect(await storedResumes()).toEqual([]);
  return body;
}

describe("GET /api/jobs", () => {
  it("lists open jobs, soonest deadline first, with the spec's fields and the console's lists", async () => {
    const res = await t.app.request("/api/jobs");
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((j: { title: string }) => j.title)).toEqual([
      "Soonest Job",
      "Later Job",
      "No Deadline Job",
    ]);
    expect(list[1]).toEqual({
      id: openJobId,
      title: "Later Job",
      company: "Nexora Technologies",
      mode: "Onsite",
      hours: "40",
      category: "Engineering",
      education: "B.Tech",
      hiring_steps: "Aptitude test, Technical interview, HR",
      job_type: "Full-time",
      start_date: "2026-03-01",
      deadline: "2026-12-31",
      description: "Build things.",
      // Console-edited lists (issue 14), empty for this job.
      responsibilities: [],
      perks: [],
    });
    expect(list[2].deadline).toBeNull();
  });
});

describe("POST /api/apply-job", () => {
  it("stores a valid application with its resume under a generated private name", async () => {
    const res = await apply(
      form({
        ...validFields,
        email: " kiran@example.in ",
        altPhone: "",
        address: "Sector 62, Noida",
        jobId: String(openJobId),
        title: "Later Job",
        company: "Nexora Technologies",
        hasNoticePeriod: "No",
        noticePeriod: "30",
        status: "Employed",
        qualificationOther: "ignored",
        unknownField: "dropped",
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.applicationSubmittedApi });

    const [row] = await t.deps.db.select().from(jobApplications);
    expect(row).toMatchObject({
      jobId: openJobId,
      title: "Later Job",
      fullName: "Kiran Rao",
      email: "kiran@example.in",
      altPhone: null,
      address: "Sector 62, Noida",
      experience: "Fresher",
      // Answers to hidden questions are dropped.
      status: null,
      qualificationOther: null,
      noticePeriod: null,
      hasNoticePeriod: "No",
      resumeOriginalName: "kiran-cv.pdf",
      resumeMimeType: "application/pdf",
      resumeSize: samplePdf().length,
    });
    expect(row.resumePath).toMatch(/^private\/resumes\/[0-9a-f]{32}\.pdf$/);
    const files = await storedResumes();
    expect(files).toEqual([path.basename(row.resumePath)]);
    expect(Buffer.from(await t.deps.storage.readPrivate(row.resumePath))).toEqual(Buffer.from(samplePdf()));
    // Never served.
    expect((await t.app.request(`/api/${row.resumePath}`)).status).toBe(404);
    await t.deps.storage.removePrivate(row.resumePath);
  });

  it("stores the job's own title and company, never the ones the client sends", async () => {
    const res = await apply(
      form({ ...validFields, jobId: String(openJobId), title: "Chief Executive", company: "Forged Ltd" }),
    );
    expect(res.status).toBe(201);
    const [row] = await t.deps.db.select().from(jobApplications);
    await t.deps.storage.removePrivate(row.resumePath);
    expect(row).toMatchObject({ jobId: openJobId, title: "Later Job", company: "Nexora Technologies" });
  });

  it("stores an application without a job as a general application, whatever title and company the client sends", async () => {
    const res = await apply(form({ ...validFields, title: "Chief Executive", company: "Forged Ltd" }));
    expect(res.status).toBe(201);
    const [row] = await t.deps.db.select().from(jobApplications);
    await t.deps.storage.removePrivate(row.resumePath);
    expect(row).toMatchObject({ jobId: null, title: "General Application", company: "" });
  });

  it("accepts .doc and .docx resumes and the experienced/notice-period/Other branches", async () => {
    const doc = await apply(
      form(
        {
          ...validFields,
          experience: "1+ years",
          status: "Employed",
          qualification: "Other",
          qualificationOther: "Diploma",
          hasNoticePeriod: "Yes",
          noticePeriod: "45",
        },
        { bytes: sampleDoc(), name: "cv.DOC" },
      ),
    );
    expect(doc.status).toBe(201);
    const docx = await apply(form(validFields, { bytes: sampleDocx(), name: "cv.docx" }));
    expect(docx.status).toBe(201);
    const rows = await t.deps.db.select().from(jobApplications);
    const experienced = rows.find((r) => r.resumePath.endsWith(".doc"))!;
    expect(experienced).toMatchObject({
      status: "Employed",
      qualificationOther: "Diploma",
      noticePeriod: "45",
      resumeMimeType: "application/msword",
    });
    expect(rows.some((r) => r.resumePath.endsWith(".docx"))).toBe(true);
    for (const row of rows) await t.deps.storage.removePrivate(row.resumePath);
  });

  it.each([
    ["a PNG renamed .pdf", samplePng(), "cv.pdf"],
    ["HTML renamed .pdf", sampleHtml(), "cv.pdf"],
    ["a spreadsheet renamed .docx", sampleXlsx(), "cv.docx"],
    ["a PDF named .docx", samplePdf(), "cv.docx"],
  ])("refuses %s without storing anything", async (_label, bytes, name) => {
    await expectRefused(await apply(form(validFields, { bytes, name })), 400, MESSAGES.resumeContentMismatch);
  });

  it.each([
    ["an .exe", sampleExe(), "cv.exe"],
    ["a double extension", samplePdf(), "cv.pdf.exe"],
    ["a .txt", new TextEncoder().encode("hello"), "cv.txt"],
  ])("refuses %s by extension", async (_label, bytes, name) => {
    await expectRefused(await apply(form(validFields, { bytes, name })), 400, MESSAGES.resumeBadExtension);
  });

  it("refuses file names with path separators or NUL", async () => {
    // Written by hand: FormData would not carry these names unchanged.
    for (const name of ["../../cv.pdf", "..\\\\cv.pdf", "cv\u0000.pdf"]) {
      const boundary = "----nexora-test-boundary";
      const parts = Object.entries(validFields).map(
        ([field, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
      );
      const body = Buffer.concat([
        Buffer.from(parts.join("")),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.from(samplePdf()),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.request("/api/apply-job", {
        method: "POST",
        body,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "x-test-client-ip": "10.2.0.1",
        },
      });
      const json = await expectRefused(res, 400);
      expect(json.message).toBe(MESSAGES.resumeBadName);
    }
  });

  it("refuses a missing or empty resume", async () => {
    await expectRefused(await apply(form(validFields, null)), 400, MESSAGES.resumeRequired);
    await expectRefused(
      await apply(form(validFields, { bytes: new Uint8Array(0), name: "cv.pdf" })),
      400,
      MESSAGES.resumeRequired,
    );
    const asText = form(validFields, null);
    asText.append("resume", "cv.pdf");
    await expectRefused(await apply(asText), 400, MESSAGES.resumeRequired);
  });

  it.each([
    { name: "a resume over 5 MB with 413 and a clear message", size: RESUME_MAX_BYTES + 1 },
    { name: "a body over the route's limit with 413", size: APPLICATION_BODY_MAX_BYTES + 1024 },
  ])("refuses $name", async ({ size }) => {
    const bytes = new Uint8Array(size);
    bytes.set(samplePdf());
    await expectRefused(
      await apply(form(validFields, { bytes, name: "cv.pdf" })),
      413,
      MESSAGES.resumeTooLarge,
    );
  });

  it("refuses missing and invalid fields with the schema's messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...validFields, fullName: "" }, MESSAGES.fieldRequired("full name")],
      [{ ...validFields, email: "kiran@" }, MESSAGES.emailInvalid],
      [{ ...validFields, phone: "98765" }, MESSAGES.applicationPhoneInvalid],
      [{ ...validFields, altPhone: "12" }, MESSAGES.applicationAltPhoneInvalid],
      [{ ...validFields, qualification: "PhD" }, MESSAGES.fieldChoose("qualification")],
      [{ ...validFields, qualification: "Other" }, MESSAGES.applicationQualificationOther],
      [{ ...validFields, skills: "   " }, MESSAGES.fieldRequired("skills")],
      [{ ...validFields, experience: "Yes" }, MESSAGES.fieldChoose("experience")],
      [{ ...validFields, experience: "1+ years" }, MESSAGES.applicationStatusRequired],
      [
        { ...validFields, experience: "1+ years", status: "Retired" },
        MESSAGES.fieldChoose("current working status"),
      ],
      [{ ...validFields, hasNoticePeriod: "Maybe" }, MESSAGES.fieldChoose("notice period")],
      [
        { ...validFields, hasNoticePeriod: "Yes", noticePeriod: "a month" },
        MESSAGES.applicationNoticeDaysInvalid,
      ],
      [{ ...validFields, jobId: "abc" }, MESSAGES.applicationJobIdInvalid],
    ];
    for (const [fields, message] of cases) {
      const body = await expectRefused(await apply(form(fields)), 400);
      expect(body.message, JSON.stringify(fields)).toBe(message);
    }
    const { fullName: _f, email: _e, ...rest } = validFields;
    const missing = await expectRefused(await apply(form(rest)), 400);
    expect(missing.issues.map((i: { path: string }) => i.path)).toEqual(["fullName", "email"]);
  });

  it("refuses a file sent in a text field as a wrong type", async () => {
    const data = form(validFields);
    data.set("skills", new File(["React"], "skills.txt"));
    await expectRefused(await apply(data), 400, MESSAGES.fieldNotText("skills"));
  });

  it("refuses a closed or unknown job with the spec-style message", async () => {
    for (const jobId of [String(closedJobId), "999999"]) {
      await expectRefused(await apply(form({ ...validFields, jobId })), 400, MESSAGES.jobNoLongerOpen);
    }
  });

  it("refuses JSON, urlencoded and malformed multipart bodies", async () => {
    await expectRefused(
      await apply(JSON.stringify(validFields), { "content-type": "application/json" }),
      400,
      MESSAGES.applicationMultipartOnly,
    );
    await expectRefused(
      await apply(new URLSearchParams(validFields).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      }),
      400,
      MESSAGES.applicationMultipartOnly,
    );
    await expectRefused(
      await apply("garbage", { "content-type": "multipart/form-data; boundary=nothing" }),
      400,
      MESSAGES.applicationMultipartOnly,
    );
  });

  it("removes the stored resume when the insert fails", async () => {
    const failing = vi.spyOn(t.deps.db, "transaction").mockImplementationOnce(() => {
      throw new Error("insert failed");
    });
    const res = await apply(form(validFields));
    failing.mockRestore();
    expect(res.status).toBe(500);
    expect((await res.json()).message).toBe(MESSAGES.internalError);
    expect(await applicationCount()).toBe(0);
    expect(await storedResumes()).toEqual([]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = await apply(form({ ...validFields, [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.applicationSubmittedApi });
    expect(await applicationCount()).toBe(0);
    expect(await storedResumes()).toEqual([]);
  });
});

describe("POST /api/apply-job under the free-disk floor", () => {
  it("refuses new resumes with 503 and Retry-After while free space is under the floor, storing nothing", async () => {
    const MB = 1024 * 1024;
    let free = 100 * MB;
    const storage = createStorage(t.disk.root, {
      minFreeBytes: 512 * MB,
      freeBytes: async () => free,
    });
    const app = createApp({ ...t.deps, storage });
    const send = () =>
      Promise.resolve(
        app.request("/api/apply-job", {
          method: "POST",
          body: form(validFields),
          headers: { "x-test-client-ip": "10.4.0.1" },
        }),
      );

    const res = await send();
    expect(res.headers.get("retry-after")).toBe("300");
    await expectRefused(res, 503, MESSAGES.uploadsPaused);

    free = 600 * MB;
    const accepted = await send();
    expect(accepted.status).toBe(201);
    const [row] = await t.deps.db.select().from(jobApplications);
    await t.deps.storage.removePrivate(row.resumePath);
  });
});
