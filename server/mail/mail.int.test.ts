/**
 * Mail end to end against an SMTP server in this process (smtp-server + mailparser): every kind of public
 * submission writes its staff notification and acknowledgement to the outbox with the record, and the worker
 * delivers them with both parts, the right recipients and, for a registration, the confirmation PDF. With the
 * mail server down nothing is lost (the submission succeeds, the message waits), nothing is sent twice by two
 * workers on one database, and a message that keeps failing ends as failed.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { samplePdf } from "../../domain/careers/test-fixtures.ts";
import { COMPANY } from "../../domain/constants.ts";
import { careerEnquiries, jobApplications, jobs, outbox } from "../../domain/db/schema.ts";
import { sampleRegistration } from "../../domain/programs/test-fixtures.ts";
import { seedDemoContentIfEmpty } from "../../seed/seed.server.ts";
import { careerEnquiryBody } from "../../tests/support/enquiry-bodies.ts";
import { jobApplicationFields } from "../../tests/support/job-application.ts";
import { pdfText } from "../../tests/support/pdf-text.ts";
import { recipients, startSmtp, type TestSmtp } from "../../tests/support/smtp.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createLogger } from "../http/logger.ts";
import { createMail, type Mail } from "./index.ts";

const STAFF = "staff@nexora.test";
const SITE = "https://nexora.test";

let smtp: TestSmtp;
let t: TestContext;
let worker: Mail;
let jobId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestContext({
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: STAFF,
    SITE_URL: SITE,
  });
  await seedDemoContentIfEmpty(t.deps);
  [{ id: jobId }] = await t.deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, "open"))
    .limit(1);
  // Retries at once, so a test does not wait for the backoff.
  worker = createMail(t.deps, { retryDelayMs: () => 0, maxAttempts: 3 });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.state.refuse = false;
  await t.deps.db.delete(outbox);
});

const byRecipient = (address: string) => smtp.received.filter((mail) => recipients(mail).includes(address));
const statuses = async () =>
  (await t.deps.db.select({ status: outbox.status }).from(outbox).orderBy(outbox.id)).map((r) => r.status);

const career = careerEnquiryBody;

describe("each kind of submission", () => {
  it("a training enquiry: the staff notification lists what was sent and links to the console; the visitor is thanked", async () => {
    expect((await t.postJson("/api/career", career)).status).toBe(201);
    // Written with the record, before anything is sent.
    expect(await statuses()).toEqual(["pending", "pending"]);
    expect(await worker.drain()).toBe(2);

    const [staff] = byRecipient(STAFF);
    expect(staff.subject).toBe("New training enquiry: Internship (Asha Verma)");
    expect(staff.messageId).toMatch(/^<[0-9a-f-]{36}@nexora\.test>$/);
    for (const value of Object.values(career)) {
      expect(staff.html).toContain(value);
      expect(staff.text).toContain(value);
    }
    // The button opens the enquiry itself in the console.
    const [{ id }] = await t.deps.db
      .select({ id: careerEnquiries.id })
      .from(careerEnquiries)
      .orderBy(desc(careerEnquiries.id))
      .limit(1);
    expect(staff.html).toContain(`href="${SITE}/admin/enquiries/career/${id}"`);

    const [ack] = byRecipient(career.email);
    expect(ack.subject).toBe("We have received your enquiry about Internship");
    expect(ack.text).toContain("Hi Asha Verma,");
    expect(ack.html).toContain(COMPANY.address);
    expect(ack.text).toContain(COMPANY.address);
    expect(ack.from?.value).toEqual([{ name: COMPANY.name, address: "no-reply@nexora.test" }]);
    // "Reply to this e-mail" reaches the company's contact address (settings), not the no-reply sender;
    // a reply to the staff notification reaches the visitor.
    expect(ack.replyTo?.value).toEqual([{ name: "", address: COMPANY.generalEmail }]);
    expect(staff.replyTo?.value).toEqual([{ name: "", address: career.email }]);
    expect(await statuses()).toEqual(["sent", "sent"]);
  });

  it("services, chat and contact messages each notify staff and thank the visitor", async () => {
    const services = {
      ...career,
      organization: "Mehta Exports",
      service: "Cloud Solutions",
      email: "r@mehta.in",
    };
    expect((await t.postJson("/api/services", services)).status).toBe(201);
    expect(
      (
        await t.postJson("/api/contact", {
          name: "Chat Visitor",
          email: "chat@example.in",
          message: "Call me",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.postJson("/api/contact-queries", {
          name: "Form Visitor",
          email: "form@example.in",
          message: "Fees for weekends?",
        })
      ).status,
    ).toBe(201);
    await worker.drain();
    // Sent several at a time: in any order.
    expect(
      byRecipient(STAFF)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(
      [
        "New services enquiry: Cloud Solutions (Asha Verma)",
        "New chat enquiry: your chat with us (Chat Visitor)",
        "New contact message: your message (Form Visitor)",
      ].sort(),
    );
    expect(byRecipient("r@mehta.in")[0].subject).toBe("We have received your enquiry about Cloud Solutions");
    expect(byRecipient("chat@example.in")[0].text).toContain(COMPANY.assistantName);
    expect(byRecipient("form@example.in")[0].subject).toBe("We have received your message");
    expect(byRecipient(STAFF).find((m) => m.subject?.includes("Form Visitor"))?.text).toContain(
      "Fees for weekends?",
    );
  });

  it("a registration: the visitor's copy carries the confirmation PDF with the id; staff get no attachment", async () => {
    const res = await t.postJson("/api/registration", sampleRegistration);
    expect(res.status).toBe(201);
    const { registrationId } = (await res.json()) as { registrationId: string };
    await worker.drain();

    const [ack] = byRecipient("aarav@example.in");
    expect(ack.subject).toBe(`Your registration ${registrationId} for Full Stack Web Development`);
    expect(ack.text).toContain(registrationId);
    expect(ack.attachments).toHaveLength(1);
    expect(ack.attachments[0].contentType).toBe("application/pdf");
    expect(ack.attachments[0].filename).toBe(`Registration-Confirmation-${registrationId}.pdf`);
    expect(await pdfText(ack.attachments[0].content)).toContain(registrationId);

    const [staff] = byRecipient(STAFF);
    expect(staff.subject).toBe("New registration: Full Stack Web Development (Aarav Sharma)");
    expect(staff.attachments).toHaveLength(0);
    expect(staff.text).toContain(registrationId);
    expect(staff.html).toContain(`href="${SITE}/admin/registrations/${registrationId}"`);
  });

  it("a job application: the resume is never attached", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ jobId: String(jobId), ...jobApplicationFields }))
      form.append(name, value);
    form.append("resume", new File([samplePdf()], "kiran-cv.pdf", { type: "application/pdf" }));
    const res = await t.app.request("/api/apply-job", {
      method: "POST",
      body: form,
      headers: { "x-test-client-ip": "10.9.0.1" },
    });
    expect(res.status).toBe(201);
    await worker.drain();
    const [staff] = byRecipient(STAFF);
    expect(staff.subject).toMatch(/^New job application: .+ at .+ \(Kiran Rao\)$/);
    expect(staff.attachments).toHaveLength(0);
    expect(staff.text).toContain("kiran-cv.pdf (in the console)");
    const [{ id }] = await t.deps.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .orderBy(desc(jobApplications.id))
      .limit(1);
    expect(staff.html).toContain(`href="${SITE}/admin/applicants/${id}"`);
    expect(byRecipient("kiran@example.in")[0].subject).toMatch(
      /^We have received your application for .+ at .+$/,
    );
  });
});

describe("nothing lost, nothing twice", () => {
  it("a refused submission (a repeat) writes no mail", async () => {
    expect(
      (await t.postJson("/api/career", { ...career, email: "once@example.in", phone: "9000000011" })).status,
    ).toBe(201);
    expect(
      (await t.postJson("/api/career", { ...career, email: "once@example.in", phone: "9000000011" })).status,
    ).toBe(400);
    expect(await statuses()).toHaveLength(2);
  });

  it("while the mail server refuses, the submission succeeds and its mail waits; it goes out when the server is back", async () => {
    const patient = createMail(t.deps); // the real backoff: the next try 30 s later
    smtp.state.refuse = true;
    expect(
      (await t.postJson("/api/career", { ...career, email: "wait@example.in", phone: "9000000012" })).status,
    ).toBe(201);
    await patient.drain();
    const waiting = await t.deps.db.select().from(outbox).orderBy(outbox.id);
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    const wait = waiting[0].nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(31_000);
    // Nothing is due yet.
    expect(await patient.drain()).toBe(0);
    // What went wrong, never what the message said.
    expect(waiting[0].lastError).toContain("451");
    expect(waiting[0].lastError).not.toContain("Asha");

    smtp.state.refuse = false;
    // The backoff has passed.
    await t.deps.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await patient.drain()).toBe(2);
    await patient.stop();
    expect(await statuses()).toEqual(["sent", "sent"]);
    expect(byRecipient("wait@example.in")).toHaveLength(1);
    // The same Message-ID on the try that was refused and the one that went through.
    expect(byRecipient("wait@example.in")[0].messageId).toBe(`<${waiting[1].messageKey}@nexora.test>`);
  });

  it("a message refused on every try is marked failed after its last one", async () => {
    smtp.state.refuse = true;
    await t.postJson("/api/career", { ...career, email: "never@example.in", phone: "9000000013" });
    // Retried at once (this worker's backoff is 0) until the third and last try.
    await worker.drain();
    const rows = await t.deps.db.select().from(outbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 3],
      ["failed", 3],
    ]);
    await worker.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it("two workers draining one outbox at once send every message exactly once", async () => {
    for (let i = 0; i < 15; i++)
      expect(
        (
          await t.postJson("/api/contact-queries", {
            name: `Visitor ${i}`,
            email: `v${i}@example.in`,
            message: "Hello",
          })
        ).status,
      ).toBe(201);
    const other = createMail(t.deps, { batchSize: 3 });
    const mine = createMail(t.deps, { batchSize: 3 });
    try {
      const [a, b] = await Promise.all([other.drain(), mine.drain()]);
      expect(a + b).toBe(30);
    } finally {
      await Promise.all([other.stop(), mine.stop()]);
    }
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await statuses()).toEqual(Array(30).fill("sent"));
  });

  it("a lease left by a process that died is taken over, and the message keeps its Message-ID", async () => {
    await t.postJson("/api/career", { ...career, email: "crash@example.in", phone: "9000000014" });
    // As a worker that claimed both rows and was killed before sending: its lease has run out.
    await t.deps.db.update(outbox).set({ claimedUntil: sql`now() - interval '1 second'`, attempts: 1 });
    expect(await worker.drain()).toBe(2);
    expect(await statuses()).toEqual(["sent", "sent"]);
  });
});

describe("without SMTP_URL", () => {
  it("messages are kept for the console, not sent", async () => {
    const kept = await createTestContext({ NOTIFY_EMAIL: STAFF });
    try {
      const keeper = createMail(kept.deps, { logger: createLogger("silent") });
      expect((await kept.postJson("/api/career", career)).status).toBe(201);
      await keeper.drain();
      await keeper.stop();
      const rows = await kept.deps.db.select({ status: outbox.status }).from(outbox);
      expect(rows.map((r) => r.status)).toEqual(["kept", "kept"]);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await kept.close();
    }
  });
});
