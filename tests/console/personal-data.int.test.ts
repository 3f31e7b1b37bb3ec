/**
 * Personal-data requests and retention on the real app (PGlite, or PostgreSQL with TEST_DATABASE_URL): a person
 * who sent an enquiry, a chat message, registered and applied with a resume is found by e-mail or phone,
 * exported as one file, and erased leaving no row and no file; someone else's data stays. The retention job
 * erases only what is older than the settings allow, and two runs at once neither fail nor erase twice.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../../domain/audit/audit.server.ts";
import { samplePdf } from "../../domain/careers/test-fixtures.ts";
import {
  careerEnquiries,
  consents,
  contactMessages,
  jobApplications,
  outbox,
  paymentOrders,
  payments,
  registrations,
  serviceEnquiries,
  staffNotes,
} from "../../domain/db/schema.ts";
import {
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
} from "../../domain/privacy/personal-data.server.ts";
import { renderPersonalDataHtml } from "../../domain/privacy/personal-data-file.ts";
import { personQuerySchema } from "../../domain/privacy/privacy.schema.ts";
import { loadRetention, runRetention, saveRetention } from "../../domain/privacy/retention.server.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import { seedDemoContentIfEmpty } from "../../seed/seed.server.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createRetentionJob } from "../../server/privacy/retention-job.ts";
import { registrationBody } from "../support/registration-body.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

const admin: Actor = { id: "a1", email: "boss@nexora.test", name: "Boss", role: "admin" };
let t: TestContext;
let jobId: number;

const query = (values: { email?: string; phone?: string }) => personQuerySchema.parse(values);

async function apply(person: { name: string; email: string; phone: string }, ip: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    jobId: String(jobId),
    fullName: person.name,
    email: person.email,
    phone: person.phone,
    qualification: "Graduation",
    skills: "React",
    experience: "Fresher",
  }))
    form.append(name, value);
  form.append("resume", new File([samplePdf()], "cv.pdf", { type: "application/pdf" }));
  const res = await t.app.request("/api/apply-job", {
    method: "POST",
    body: form,
    headers: { "x-test-client-ip": ip },
  });
  expect(res.status).toBe(201);
}

async function submitEverything(person: { name: string; email: string; phone: string }, n: number) {
  const base = { name: person.name, email: person.email, phone: person.phone, location: "Noida" };
  expect((await t.postJson("/api/career", { ...base, college: "IIT", training: "Internship" })).status).toBe(
    201,
  );
  expect(
    (await t.postJson("/api/services", { ...base, organization: "Org", service: "Cloud Solutions" })).status,
  ).toBe(201);
  expect(
    (await t.postJson("/api/contact", { name: person.name, email: person.email, message: "Hi" })).status,
  ).toBe(201);
  const reg = await t.postJson("/api/registration", registrationBody(person));
  expect(reg.status).toBe(201);
  await apply(person, `10.8.0.${n}`);
}

/** Files under the private storage folder (resumes). */
const resumeFiles = async () =>
  (
    await readdir(path.join(t.disk.root, "private"), { recursive: true, withFileTypes: true }).catch(() => [])
  ).filter((entry) => entry.isFile());

const PRIYA = { name: "Priya Nair", email: "Priya.Nair@Example.in", phone: "9811122233" };
const OTHER = { name: "Other Person", email: "other@example.in", phone: "9822233344" };

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoContentIfEmpty(t.deps);
  const [job] = await t.deps.db
    .execute(sql`select id from jobs where status = 'open' limit 1`)
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  jobId = Number(job!.id);
  await submitEverything(PRIYA, 1);
  await submitEverything(OTHER, 2);
}, 120_000);

afterAll(() => t?.close());

describe("finding and exporting", () => {
  it("finds every kind of record by e-mail (any case) or by phone (any format)", async () => {
    const byEmail = await findPersonalData(t.deps.db, query({ email: "priya.nair@example.in" }));
    expect(byEmail.careerEnquiries).toHaveLength(1);
    expect(byEmail.serviceEnquiries).toHaveLength(1);
    expect(byEmail.contactMessages).toHaveLength(1);
    expect(byEmail.registrations).toHaveLength(1);
    expect(byEmail.jobApplications).toHaveLength(1);
    expect(byEmail.consents).toHaveLength(5);
    expect(byEmail.mail.length).toBe(10); // a staff notification and an acknowledgement per submission
    const byPhone = await findPersonalData(t.deps.db, query({ phone: "+91 98111 22233" }));
    expect(byPhone.careerEnquiries).toHaveLength(1);
    expect(byPhone.jobApplications).toHaveLength(1);
    expect(byPhone.contactMessages).toHaveLength(0); // chat messages carry no phone
  });

  it("refuses an empty request", () => {
    expect(personQuerySchema.safeParse({ email: "", phone: "" }).success).toBe(false);
  });

  it("exports a file she can read: sections, labels, rupees, India time, staff notes; no hashes, ids or paise", async () => {
    const mine = await findPersonalData(t.deps.db, query({ email: PRIYA.email }));
    const theirs = await findPersonalData(t.deps.db, query({ email: OTHER.email }));
    const registration = mine.registrations[0]!;
    const [note] = await t.deps.db
      .insert(staffNotes)
      .values([
        { entity: "registration", entityId: registration.id, authorName: "Chitra", body: "Asked about EMI" },
        {
          entity: "registration",
          entityId: registration.id,
          authorName: "Chitra",
          body: "Paid in cash",
          fromStatus: "pending-payment",
          toStatus: "paid",
        },
        {
          entity: "enquiry",
          entityId: `career:${mine.careerEnquiries[0]!.id}`,
          authorName: "Ravi",
          body: "Called back",
        },
        {
          entity: "registration",
          entityId: theirs.registrations[0]!.id,
          authorName: "Ravi",
          body: "Someone else",
        },
      ])
      .returning();
    const file = await exportPersonalData(
      t.deps.db,
      t.deps.storage,
      admin,
      query({ email: PRIYA.email }),
      new Date("2026-11-28T20:00:00Z"),
    );
    expect(file.exportedAt).toBe("29 Nov 2026, 01:30"); // India time, not UTC
    expect(file.sections.map((section) => section.title)).toEqual([
      "Registrations",
      "Training enquiries",
      "Services enquiries",
      "Messages (chat and contact forms)",
      "Job applications",
      "Consents you gave",
      "E-mails about you",
    ]);
    const [reg] = file.sections[0]!.records;
    const field = (label: string) => reg!.fields.find(([name]) => name === label)?.[1];
    expect(field("Name")).toBe("Priya Nair");
    expect(field("Registration fee")).toBe(`₹${(registration.registrationFeePaise / 100).toFixed(2)}`);
    expect(field("Payable at registration")).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(field("Received")).toMatch(/^\d{2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(reg!.notes).toEqual([expect.stringMatching(/· Chitra · Asked about EMI$/)]);
    expect(reg!.history).toEqual([
      expect.stringMatching(/· Chitra · Pending payment → Paid · Paid in cash$/),
    ]);
    expect(file.sections[1]!.records[0]!.notes).toEqual([expect.stringMatching(/Ravi · Called back$/)]);
    const application = file.sections.find((section) => section.kind === "jobApplications")!.records[0]!;
    expect(Buffer.from(application.attachment!.base64!, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    const html = renderPersonalDataHtml(file);
    expect(html).toContain("<h2>Registrations (1)</h2>");
    expect(html).toContain("Paid in cash");
    expect(html).toMatch(/<a href="data:application\/pdf;base64,JVBERi[^"]+" download="cv.pdf">/);
    expect(html).not.toContain("Someone else"); // notes about other people's records stay out
    // Nothing a person cannot read or use: no hashes, no database keys, no paise, no UTC instants.
    expect(html).not.toContain(registration.downloadTokenHash);
    expect(html).not.toMatch(/paise|email_?key|\bnull\b|undefined|\d{4}-\d{2}-\d{2}T\d{2}/i);
    expect(html).not.toContain(mine.mail[0]!.messageKey);
    expect(html).not.toContain(`>${note!.id}<`);
    expect(html).not.toContain("<script");

    const { rows } = await listAudit(t.deps.db, { entity: "personal-data", action: "export" });
    expect(rows[0]?.actorEmail).toBe(admin.email);
    expect(JSON.stringify(rows[0])).not.toMatch(/priya|9811122233/i);
  });
});

describe("erasing", () => {
  it("leaves no row and no file about the person, keeps everyone else's, and audits the reason only", async () => {
    const filesBefore = await resumeFiles();
    expect(filesBefore).toHaveLength(2);
    // Staff wrote notes about her records (the leads screens' notes and status history), and one about someone else.
    const mine = await findPersonalData(t.deps.db, query({ email: PRIYA.email, phone: PRIYA.phone }));
    const theirs = await findPersonalData(t.deps.db, query({ email: OTHER.email }));
    const note = (entity: string, entityId: string, body: string) => ({
      entity,
      entityId,
      authorName: "Chitra",
      body,
    });
    const message = mine.contactMessages[0]!;
    await t.deps.db
      .insert(staffNotes)
      .values([
        note("enquiry", `career:${mine.careerEnquiries[0]!.id}`, "Priya asked for weekend batches"),
        note("enquiry", `services:${mine.serviceEnquiries[0]!.id}`, "Priya's firm wants a quote"),
        note("enquiry", `${message.source}:${message.id}`, "Called Priya back"),
        note("registration", mine.registrations[0]!.id, "Priya paid in cash"),
        note("job-application", String(mine.jobApplications[0]!.id), "Priya: strong React"),
        note("registration", theirs.registrations[0]!.id, "Paid by bank transfer"),
      ]);
    const { counts, filesLeft } = await erasePersonalData(
      t.deps.db,
      t.deps.storage,
      admin,
      query({ email: PRIYA.email, phone: PRIYA.phone }),
      "Erasure request by e-mail, ticket 42",
    );
    expect(filesLeft).toEqual([]);
    expect(counts).toMatchObject({ careerEnquiries: 1, registrations: 1, jobApplications: 1, consents: 5 });

    const nothing = await findPersonalData(t.deps.db, query({ email: PRIYA.email, phone: PRIYA.phone }));
    for (const rows of Object.values(nothing)) expect(rows).toEqual([]);
    // Nothing anywhere mentions her any more, not even in a column the search does not read.
    for (const table of [
      careerEnquiries,
      serviceEnquiries,
      contactMessages,
      registrations,
      jobApplications,
      consents,
      outbox,
      staffNotes,
    ]) {
      const rows = await t.deps.db.select().from(table);
      expect(JSON.stringify(rows)).not.toMatch(/priya|9811122233/i);
    }
    // Only the notes about someone else's records stay (one written here, one by the export test).
    expect((await t.deps.db.select().from(staffNotes)).map((row) => row.body).sort()).toEqual([
      "Paid by bank transfer",
      "Someone else",
    ]);
    expect(await resumeFiles()).toHaveLength(1);

    const other = await findPersonalData(t.deps.db, query({ email: OTHER.email }));
    expect(other.registrations).toHaveLength(1);
    expect(other.jobApplications).toHaveLength(1);

    const { rows } = await listAudit(t.deps.db, { entity: "personal-data", action: "erase" });
    expect(rows[0]?.changes).toMatchObject({ reason: "Erasure request by e-mail, ticket 42" });
    expect(JSON.stringify(rows[0])).not.toMatch(/priya|9811122233/i);
  });

  it("erases nothing for someone money was received from, and says why; an unpaid gateway order goes with its registration", async () => {
    const payer = { name: "Paying Person", email: "payer@example.in", phone: "9833344455" };
    expect((await t.postJson("/api/registration", registrationBody(payer))).status).toBe(201);
    const found = await findPersonalData(t.deps.db, query({ email: payer.email }));
    const registrationId = found.registrations[0]!.id;
    await t.deps.db
      .insert(paymentOrders)
      .values({ id: "order_PDTEST0001", registrationId, amountPaise: 50_000, state: "created" });
    await t.deps.db.insert(payments).values({
      registrationId,
      amountPaise: 50_000,
      mode: "cash",
      reference: "Cash at the office",
      state: "captured",
      receivedAt: new Date(),
      recordedByName: "Chitra",
    });
    const erase = () =>
      erasePersonalData(
        t.deps.db,
        t.deps.storage,
        admin,
        query({ email: payer.email }),
        "Erasure request, ticket 7",
      );
    await expect(erase()).rejects.toThrow(
      `Nothing was erased: money was received for ${registrationId}, and its receipts are accounting records the company must keep.`,
    );
    const still = await findPersonalData(t.deps.db, query({ email: payer.email }));
    expect(still.registrations).toHaveLength(1);
    expect(still.consents.length).toBeGreaterThan(0);

    // Without the payment, the order left by an abandoned Checkout does not stand in the way.
    await t.deps.db.delete(payments).where(eq(payments.registrationId, registrationId));
    await erase();
    expect(
      await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.registrationId, registrationId)),
    ).toEqual([]);
  });

  it("says so when nothing is held", async () => {
    await expect(
      erasePersonalData(
        t.deps.db,
        t.deps.storage,
        admin,
        query({ email: "nobody@example.in" }),
        "x".repeat(5),
      ),
    ).rejects.toThrow("Nothing is held about this person.");
  });
});

describe("retention", () => {
  it("keeps everything until an admin sets months, and audits the setting", async () => {
    expect(await loadRetention(t.deps.db)).toEqual({ enquiriesMonths: null, applicationsMonths: null });
    expect((await runRetention(t.deps.db, t.deps.storage)).erased).toEqual({
      careerEnquiries: 0,
      serviceEnquiries: 0,
      contactMessages: 0,
      jobApplications: 0,
    });
    await saveRetention(t.deps.db, admin, { enquiriesMonths: 12, applicationsMonths: 6 });
    expect(await loadRetention(t.deps.db)).toEqual({ enquiriesMonths: 12, applicationsMonths: 6 });
    const { rows } = await listAudit(t.deps.db, { entity: "settings" });
    expect(rows[0]).toMatchObject({ entityId: "retention", changes: { enquiriesMonths: [null, 12] } });
  });

  it("erases only older rows, with their consents, mail and resume; two runs at once erase once", async () => {
    // Make the other person's records old: enquiries 13 months, the application 7 months; add a recent one.
    await t.deps.db.execute(sql`update career_enquiries set created_at = now() - interval '13 months'`);
    await t.deps.db.execute(sql`update service_enquiries set created_at = now() - interval '11 months'`);
    await t.deps.db.execute(sql`update job_applications set created_at = now() - interval '7 months'`);
    await apply({ name: "Fresh Applicant", email: "fresh@example.in", phone: "9833344455" }, "10.8.0.9");
    expect(await resumeFiles()).toHaveLength(2);

    const [a, b] = await Promise.all([
      runRetention(t.deps.db, t.deps.storage),
      runRetention(t.deps.db, t.deps.storage),
    ]);
    const sum = (key: "careerEnquiries" | "serviceEnquiries" | "jobApplications") =>
      a.erased[key] + b.erased[key];
    expect(sum("careerEnquiries")).toBe(1);
    expect(sum("serviceEnquiries")).toBe(0); // 11 months: kept
    expect(sum("jobApplications")).toBe(1);
    expect((await t.deps.db.select().from(careerEnquiries)).length).toBe(0);
    expect((await t.deps.db.select().from(serviceEnquiries)).length).toBe(1);
    const left = await t.deps.db.select().from(jobApplications);
    expect(left.map((row) => row.fullName)).toEqual(["Fresh Applicant"]);
    expect(await resumeFiles()).toHaveLength(1);
    const orphans = await t.deps.db.execute(
      sql`select count(*)::int as n from consents where record_table in ('career_enquiries', 'job_applications')
          and record_id not in (select id::text from career_enquiries union select id::text from job_applications)`,
    );
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const { rows } = await listAudit(t.deps.db, { entity: "personal-data", action: "erase" });
    const retentionRows = rows.filter((row) => (row.changes as { reason?: string }).reason === "retention");
    expect(retentionRows).toHaveLength(1);
    expect(retentionRows[0]?.actorEmail).toBeNull();
  });

  it("the scheduled job runs on its own after start and stops cleanly", async () => {
    await t.deps.db.execute(sql`update service_enquiries set created_at = now() - interval '25 months'`);
    const job = createRetentionJob(
      { db: t.deps.db, storage: t.deps.storage, logger: createLogger("silent") },
      { firstDelayMs: 10, intervalMs: 60_000 },
    );
    job.start();
    await expect
      .poll(async () => (await t.deps.db.select().from(serviceEnquiries)).length, { timeout: 10_000 })
      .toBe(0);
    await job.stop();
  });
});
