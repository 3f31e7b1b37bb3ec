/**
 * The job application posted to its page without JavaScript (the /opening-forms action), through the real app
 * and the real React Router pages (loaded through Vite, as server/pages.int.test.ts does): stored with its
 * resume and answered with the success text; a honeypot stores nothing; a resume that is not what its name
 * says, or invalid fields, come back with the errors on their fields and the values kept; a body over the
 * API's limits is refused while it streams, never read whole.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { samplePdf, samplePng } from "../../domain/careers/test-fixtures.ts";
import { RESUME_MAX_BYTES } from "../../domain/constants.ts";
import { jobApplications, jobs } from "../../domain/db/schema.ts";
import { HONEYPOT_FIELD } from "../../domain/honeypot.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { createApp } from "../../server/app.ts";
import { createPageHandler } from "../../server/pages.ts";
import { createStorage } from "../../server/storage/storage.ts";
import { loadPageBuild } from "../support/page-build.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

let t: TestContext;
let vite: ViteDevServer;
let app: ReturnType<typeof createApp>;
let build: ServerBuild;
let jobId: number;

beforeAll(async () => {
  t = await createTestContext();
  ({ vite, build } = await loadPageBuild());
  app = createApp(t.deps, { pages: createPageHandler(build, "production"), pageCache: null });
  [{ id: jobId }] = await t.deps.db
    .insert(jobs)
    .values({ title: "Junior React Developer", company: "Nexora Technologies", deadline: "2027-01-31" })
    .returning({ id: jobs.id });
}, 120_000);

afterAll(async () => {
  await vite?.close();
  await t?.close();
});

beforeEach(async () => {
  for (const row of await t.deps.db.select().from(jobApplications))
    await t.deps.storage.removePrivate(row.resumePath);
  await t.deps.db.delete(jobApplications);
  vi.restoreAllMocks();
});

const resumesFolder = () => path.join(t.disk.root, "private", "resumes");
const storedResumes = async () => readdir(resumesFolder()).catch(() => [] as string[]);
const applicationCount = async () =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobApplications))[0].n;

const FIELDS = {
  fullName: "Kiran Rao",
  email: "kiran@example.in",
  phone: "9876543210",
  qualification: "Graduation",
  // Every question is on the page without JavaScript: the ones that do not apply come empty.
  qualificationOther: "",
  skills: "React, TypeScript",
  experience: "Fresher",
  status: "",
  hasNoticePeriod: "No",
  noticePeriod: "",
  [HONEYPOT_FIELD]: "",
};

/** The form as a browser posts it: every field, the job's hidden inputs and the resume. */
function form(
  fields: Record<string, string>,
  resume = { bytes: samplePdf(), name: "kiran-cv.pdf" },
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    ...fields,
    jobId: String(jobId),
    title: "Junior React Developer",
    company: "Nexora Technologies",
  }))
    data.append(name, value);
  data.append("resume", new File([resume.bytes], resume.name, { type: "application/pdf" }));
  return data;
}

const PAGE = () =>
  `/opening-forms?jobId=${jobId}&title=Junior%20React%20Developer&company=Nexora%20Technologies`;

let ip = 0;
/** Sent as bytes, as a browser's body arrives (see server/api/careers.int.test.ts). */
async function post(data: FormData) {
  const encoded = new Response(data);
  return app.request(PAGE(), {
    method: "POST",
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "x-test-client-ip": `10.7.0.${++ip % 250}`,
    },
  });
}

/** React escapes apostrophes in text; compare the visible text. */
const text = (html: string) => html.replaceAll("&#x27;", "'");

/** The error shown under a field (the kit's `<p id="…-error">`). */
function fieldError(html: string, name: string): string | undefined {
  return new RegExp(`<p id="job-application-${name}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1];
}

describe("POST /opening-forms (the application without JavaScript)", () => {
  it("stores a valid application with its resume and answers the page with the success text", async () => {
    const wake = vi.spyOn(t.deps.mail, "wake");
    const res = await post(form(FIELDS));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(MESSAGES.applicationSuccess);
    // The job's page again, its header and a fresh form.
    expect(html).toContain("Junior React Developer");

    const rows = await t.deps.db.select().from(jobApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      jobId,
      title: "Junior React Developer",
      fullName: "Kiran Rao",
      experience: "Fresher",
      // Questions that did not apply are not stored.
      status: null,
      qualificationOther: null,
      noticePeriod: null,
      resumeOriginalName: "kiran-cv.pdf",
      resumeMimeType: "application/pdf",
    });
    expect(Buffer.from(await t.deps.storage.readPrivate(rows[0].resumePath))).toEqual(
      Buffer.from(samplePdf()),
    );
    expect(wake).toHaveBeenCalled();
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const wake = vi.spyOn(t.deps.mail, "wake");
    const res = await post(form({ ...FIELDS, [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(MESSAGES.applicationSuccess);
    expect(await applicationCount()).toBe(0);
    expect(await storedResumes()).toEqual([]);
    expect(wake).not.toHaveBeenCalled();
  });

  it("refuses a resume that is not a PDF by content: the error on the resume, the values kept, nothing stored", async () => {
    const res = await post(form(FIELDS, { bytes: samplePng(), name: "photo.pdf" }));
    expect(res.status).toBe(400);
    const html = text(await res.text());
    expect(fieldError(html, "resume")).toBe(MESSAGES.resumeContentMismatch);
    // A browser cannot refill a file input: the resume's hint asks for it again.
    expect(html).toContain(MESSAGES.resumeChooseAgain);
    expect(html).toMatch(/name="fullName"[^>]*value="Kiran Rao"|value="Kiran Rao"[^>]*name="fullName"/);
    expect(html).not.toContain(MESSAGES.applicationSuccess);
    expect(await applicationCount()).toBe(0);
    expect(await storedResumes()).toEqual([]);
  });

  it("shows each invalid field's message on that field, with the other values kept", async () => {
    const res = await post(form({ ...FIELDS, phone: "98765", experience: "1+ years", skills: "Go, SQL" }));
    expect(res.status).toBe(400);
    const html = text(await res.text());
    expect(fieldError(html, "phone")).toBe(MESSAGES.applicationPhoneInvalid);
    expect(fieldError(html, "status")).toBe(MESSAGES.applicationStatusRequired);
    expect(fieldError(html, "fullName")).toBe("");
    // The browser focuses the first invalid field when the page loads.
    const tag = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
    expect(tag("phone")).toContain('autofocus=""');
    expect(tag("fullName")).not.toContain("autofocus");
    expect(html).toMatch(/value="Go, SQL"/);
    expect(html).toMatch(/value="98765"/);
    // The experience answer is kept: its radio comes back checked.
    expect(html).toMatch(
      /<input[^>]*value="1\+ years"[^>]*checked=""|<input[^>]*checked=""[^>]*value="1\+ years"/,
    );
    // The first message also beside the button, as a refused send shows it.
    expect(html).toContain(MESSAGES.applicationFailed(MESSAGES.applicationPhoneInvalid));
    expect(await applicationCount()).toBe(0);
  });

  it("refuses a body over the API's limits while it streams (413), never reading it whole", async () => {
    const data = form(FIELDS);
    data.delete("resume");
    const head = Buffer.from(await new Response(data).arrayBuffer());
    const boundary = /^--(\S+)\r\n/.exec(head.toString("latin1"))![1];
    // The fields, then a resume whose bytes never end: a reader that buffered the body would never answer.
    const opening = Buffer.concat([
      head.subarray(0, head.length - `--${boundary}--\r\n`.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
    ]);
    let pulled = 0;
    let index = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = index++ === 0 ? opening : Buffer.alloc(64 * 1024, 0x20);
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const res = await app.request(
      new Request(`http://localhost${PAGE()}`, {
        method: "POST",
        body,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "x-test-client-ip": "10.7.1.1",
        },
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(fieldError(text(await res.text()), "resume")).toBe(MESSAGES.resumeTooLarge);
    // The resume's limit and what the stream reads ahead, not the endless body.
    expect(pulled).toBeLessThan(RESUME_MAX_BYTES + 512 * 1024);
    expect(await applicationCount()).toBe(0);
    expect(await storedResumes()).toEqual([]);
  });

  it("refuses a body whose declared length is over the limit before reading it", async () => {
    const res = await app.request(PAGE(), {
      method: "POST",
      body: "x",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(RESUME_MAX_BYTES * 2),
        "x-test-client-ip": "10.7.1.2",
      },
    });
    expect(res.status).toBe(413);
    expect(fieldError(text(await res.text()), "resume")).toBe(MESSAGES.resumeTooLarge);
  });

  it("answers 503 with Retry-After while uploads are paused for disk space, storing nothing", async () => {
    const MB = 1024 * 1024;
    const storage = createStorage(t.disk.root, { minFreeBytes: 512 * MB, freeBytes: async () => 100 * MB });
    const paused = createApp(
      { ...t.deps, storage },
      { pages: createPageHandler(build, "production"), pageCache: null },
    );
    const encoded = new Response(form(FIELDS));
    const res = await paused.request(PAGE(), {
      method: "POST",
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { "content-type": encoded.headers.get("content-type")!, "x-test-client-ip": "10.7.1.3" },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("300");
    expect(await res.text()).toContain(MESSAGES.uploadsPaused);
    expect(await applicationCount()).toBe(0);
    expect(await storedResumes()).toEqual([]);
  });
});
