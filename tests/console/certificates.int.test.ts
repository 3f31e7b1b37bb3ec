/**
 * Certificates in the console (issue, CSV import, revoke) and what the public check then says, on the real
 * app (PGlite, or PostgreSQL with TEST_DATABASE_URL); the certificate mail end to end through an SMTP server
 * in this process: recipient, subject, both parts, the PDF attached and holding the certificate id.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "../../domain/audit/audit.server.ts";
import { type CertificateInput, certificateSchema } from "../../domain/certificates/certificate.schema.ts";
import {
  certificateDraftFromRegistration,
  findCertificate,
  importCertificates,
  issueCertificate,
  listCertificates,
  previewCertificateImport,
  RevokedCertificateError,
  revokeCertificate,
} from "../../domain/certificates/certificates.server.ts";
import { auditLog, certificates, outbox, registrations } from "../../domain/db/schema.ts";
import { NotFoundError, RuleError } from "../../domain/errors.ts";
import { changeRegistrationStatus } from "../../domain/programs/registrations-admin.server.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import { seedDemoContentIfEmpty } from "../../seed/seed.server.ts";
import { createLogger } from "../../server/http/logger.ts";
import { createMail, type Mail } from "../../server/mail/index.ts";
import { recordPaymentInFull } from "../support/payments.ts";
import { pdfText } from "../support/pdf-text.ts";
import { registrationBody } from "../support/registration-body.ts";
import { recipients, startSmtp, type TestSmtp } from "../support/smtp.ts";
import { createTestContext, type TestContext } from "../support/test-app.ts";

const SITE = "https://nexora.test";
const counsellor: Actor = { id: "c1", email: "meera@nexora.test", name: "Meera", role: "counsellor" };
const admin: Actor = { id: "a1", email: "boss@nexora.test", name: "Boss", role: "admin" };

let smtp: TestSmtp;
let t: TestContext;
let worker: Mail;
let registrationId: string;

const input = (values: Partial<Record<keyof CertificateInput, string>> = {}): CertificateInput =>
  certificateSchema.parse({
    fullName: "Priya Nair",
    email: "priya@example.in",
    trainingType: "Courses",
    specificTraining: "Full Stack Web Development",
    duration: "6 Months",
    gender: "Female",
    completionDate: "2026-10-31",
    ...values,
  });

/** A completed registration for the Cloud Computing course, written straight into the table. */
async function completedRegistration(id: string, fullName: string, email: string, phone: string) {
  const [row] = await t.deps.db
    .insert(registrations)
    .values({
      id,
      status: "completed",
      downloadTokenHash: "x",
      fullName,
      fathersName: "F",
      gender: "Male",
      email,
      phone,
      workingStatus: "Student",
      branch: "CSE",
      year: "1st Year",
      trainingType: "Courses",
      specificTraining: "Cloud Computing",
      programPricePaise: 1,
      totalFeesPaise: 1,
      registrationFeePaise: 1,
      payableNowPaise: 1,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestContext({ SMTP_URL: smtp.url, SITE_URL: SITE });
  await seedDemoContentIfEmpty(t.deps);
  worker = createMail({ db: t.deps.db, config: t.deps.config, logger: createLogger("silent") });
  const res = await t.postJson(
    "/api/registration",
    registrationBody({ name: "Rohan Gupta", email: "rohan@example.in", phone: "9876543211", gender: "Male" }),
  );
  expect(res.status).toBe(201);
  ({ registrationId } = (await res.json()) as { registrationId: string });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

/** A registration paid and moved along its workflow to completed, as the counsellor does on its page. */
async function completeRegistration(id: string) {
  await recordPaymentInFull(t.deps.db, counsellor, id, "Desk receipt 17", "cash");
  await changeRegistrationStatus(t.deps.db, counsellor, id, "enrolled", "November batch");
  await changeRegistrationStatus(t.deps.db, counsellor, id, "completed", "Finished every module");
}

beforeEach(async () => {
  smtp.received.length = 0;
  await t.deps.db.delete(outbox);
});

describe("issuing a certificate", () => {
  it("stores it with an unguessable id, audits it, and the public check finds it", async () => {
    const row = await issueCertificate(t.deps.db, counsellor, input());
    expect(row.certificateId).toMatch(/^NXT-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(row).toMatchObject({ status: "valid", issuedBy: "c1", email: "priya@example.in" });
    const found = await findCertificate(t.deps.db, row.certificateId.toLowerCase());
    expect(found).toMatchObject({ full_name: "Priya Nair", completion_date: "2026-10-31" });
    const { rows } = await listAudit(t.deps.db, { entity: "certificate", action: "issue" });
    expect(rows[0]).toMatchObject({ actorEmail: counsellor.email, entityId: row.certificateId });
    // The outbox row is written with the certificate, to its holder.
    const queued = await t.deps.db.select().from(outbox);
    expect(queued).toMatchObject([
      {
        template: "certificate",
        recordId: row.certificateId,
        toAddress: "priya@example.in",
        status: "pending",
      },
    ]);
  });

  it("mails the holder the certificate PDF and its verify link", async () => {
    const row = await issueCertificate(
      t.deps.db,
      counsellor,
      input({ fullName: "Kavya Menon", email: "kavya@example.in" }),
    );
    expect(await worker.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(recipients(mail!)).toEqual(["kavya@example.in"]);
    expect(mail!.subject).toBe(`Your certificate for Full Stack Web Development (${row.certificateId})`);
    const verifyUrl = `${SITE}/verify-certificate?id=${row.certificateId}`;
    expect(mail!.text).toContain("Hi Kavya Menon,");
    expect(mail!.text).toContain(verifyUrl);
    expect(mail!.html).toContain(`href="${verifyUrl}"`);
    expect(mail!.html).toContain("Kavya Menon");
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf!.contentType).toBe("application/pdf");
    expect(pdf!.filename).toBe(`Certificate-${row.certificateId}.pdf`);
    const text = await pdfText(pdf!.content);
    expect(text).toContain(row.certificateId);
    expect(text).toContain("Kavya Menon");
  });

  it("writes no mail for a holder without an e-mail address", async () => {
    await issueCertificate(t.deps.db, counsellor, input({ email: "" }));
    expect(await t.deps.db.select().from(outbox)).toEqual([]);
  });

  it("from a registration that is not completed: refused, by hand and in an import, until it is", async () => {
    const res = await t.postJson(
      "/api/registration",
      registrationBody({ name: "Ira Sen", email: "ira@example.in", phone: "9876543219", gender: "Female" }),
    );
    const { registrationId: pending } = (await res.json()) as { registrationId: string };
    const draft = await certificateDraftFromRegistration(t.deps.db, pending);
    const refusal = `Registration ${pending} is not completed (its status is Pending payment). Mark it completed on its page first.`;
    expect(draft?.notCompleted).toBe(refusal);
    const { notCompleted: _, ...values } = draft!;
    await expect(issueCertificate(t.deps.db, counsellor, input(values))).rejects.toThrow(refusal);
    const file = [
      "full_name,training_type,specific_training,completion_date,registration_id",
      `Ira Sen,Courses,Full Stack Web Development,2026-10-01,${pending}`,
    ].join("\n");
    const { preview, created } = await importCertificates(t.deps.db, counsellor, file);
    expect(created).toEqual([]);
    expect(preview.rows[0]!.errors).toEqual([`registration_id: ${refusal}`]);
    await recordPaymentInFull(t.deps.db, counsellor, pending, "UPI 4711");
    await expect(issueCertificate(t.deps.db, counsellor, input(values))).rejects.toThrow(RuleError);
    await changeRegistrationStatus(t.deps.db, counsellor, pending, "enrolled", "December batch");
    await expect(issueCertificate(t.deps.db, counsellor, input(values))).rejects.toThrow(RuleError);
    await changeRegistrationStatus(t.deps.db, counsellor, pending, "completed", "All modules done");
    expect((await certificateDraftFromRegistration(t.deps.db, pending))?.notCompleted).toBeUndefined();
    expect((await issueCertificate(t.deps.db, counsellor, input(values))).registrationId).toBe(pending);
  });

  it("from a registration: prefilled from it, and only once per registration", async () => {
    await completeRegistration(registrationId);
    const draft = await certificateDraftFromRegistration(t.deps.db, registrationId);
    expect(draft).toMatchObject({ registrationId, fullName: "Rohan Gupta", email: "rohan@example.in" });
    expect(await certificateDraftFromRegistration(t.deps.db, "REG-0000000000")).toBeNull();
    const first = await issueCertificate(t.deps.db, counsellor, input(draft!));
    expect(first.registrationId).toBe(registrationId);
    await expect(issueCertificate(t.deps.db, counsellor, input(draft!))).rejects.toThrow(
      `Registration ${registrationId} already has certificate ${first.certificateId}.`,
    );
    await expect(
      issueCertificate(t.deps.db, counsellor, input({ registrationId: "REG-ZZZZZZZZZZ" })),
    ).rejects.toThrow(RuleError);
  });

  it("two counsellors issuing for one registration at once: one certificate, the other refused", async () => {
    const reg = await completedRegistration("REG-RACE000000", "Race", "race@example.in", "9876500001");
    const results = await Promise.allSettled([
      issueCertificate(t.deps.db, counsellor, input({ registrationId: reg!.id })),
      issueCertificate(t.deps.db, admin, input({ registrationId: reg!.id })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RuleError);
    const stored = await t.deps.db
      .select()
      .from(certificates)
      .where(eq(certificates.registrationId, reg!.id));
    expect(stored).toHaveLength(1);
  });

  it("refuses what the form refuses: no name, a date in the future, an unknown training type", () => {
    const result = certificateSchema.safeParse({
      fullName: " ",
      trainingType: "Workshop",
      specificTraining: "X",
      completionDate: "2999-01-01",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      "completionDate",
      "fullName",
      "trainingType",
    ]);
  });
});

describe("revoking", () => {
  it("the public check shows revoked, when and why, without the holder; the API answers 410", async () => {
    const row = await issueCertificate(t.deps.db, counsellor, input({ fullName: "Arjun Das" }));
    await revokeCertificate(t.deps.db, admin, row.certificateId, "Issued in error");
    const error = await findCertificate(t.deps.db, row.certificateId).catch((e) => e);
    expect(error).toBeInstanceOf(RevokedCertificateError);
    expect(error.revoked).toEqual({
      certificate_id: row.certificateId,
      status: "revoked",
      revoked_at: new Date().toISOString().slice(0, 10),
      reason: "Issued in error",
    });
    const res = await t.app.request(`/api/verify/${row.certificateId}`);
    expect(res.status).toBe(410);
    const body = await res.json();
    expect(body).toEqual({ error: "Certificate revoked.", ...error.revoked });
    expect(JSON.stringify(body)).not.toContain("Arjun");

    const { rows } = await listAudit(t.deps.db, { entity: "certificate", action: "revoke" });
    expect(rows[0]).toMatchObject({
      actorEmail: admin.email,
      entityId: row.certificateId,
      changes: { status: ["valid", "revoked"], reason: "Issued in error" },
    });
    await expect(revokeCertificate(t.deps.db, admin, row.certificateId, "again")).rejects.toThrow(
      "This certificate is already revoked.",
    );
    await expect(revokeCertificate(t.deps.db, admin, "NXT-0000-NOPE", "x")).rejects.toThrow(NotFoundError);
  });

  it("a certificate revoked before its mail went out is not mailed", async () => {
    const row = await issueCertificate(t.deps.db, counsellor, input({ email: "late@example.in" }));
    await revokeCertificate(t.deps.db, admin, row.certificateId, "Wrong program");
    await worker.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await t.deps.db.select().from(outbox))[0]?.status).toBe("discarded");
  });

  it("demo certificates keep working", async () => {
    expect((await findCertificate(t.deps.db, "NXT-2025-00421")).full_name).toBe("Aarav Sharma");
    expect((await t.app.request("/api/verify/NXT-2025-00421")).status).toBe(200);
  });
});

describe("CSV import", () => {
  const csv = () =>
    [
      "full_name,email,training_type,specific_training,duration,gender,completion_date,registration_id",
      "Neha Singh,neha@example.in,Courses,Python for Data Science,4 Months,Female,2026-09-30,",
      ",bad-email,Workshop,UI/UX Design,,,2026-13-01,",
      `"Vikram ""Vicky"" Rao",,Internship,Web Development Internship,3 Months,Male,2026-08-15,`,
      "Sara Ali,sara@example.in,Courses,Cloud Computing,2 Months,Female,2999-01-01,",
      "Dev Patel,dev@example.in,Courses,Cloud Computing,2 Months,Male,2026-07-01,REG-ZZZZZZZZZZ",
    ].join("\r\n");

  it("the preview lists every row's errors and stores nothing", async () => {
    const before = (await t.deps.db.select().from(certificates)).length;
    const auditBefore = (await t.deps.db.select().from(auditLog)).length;
    const preview = await previewCertificateImport(t.deps.db, csv());
    expect(preview.fileErrors).toEqual([]);
    expect(preview.validCount).toBe(2);
    expect(preview.rows.map((row) => [row.line, row.errors.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, false],
      [5, true],
      [6, true],
    ]);
    expect(preview.rows[1]!.errors).toEqual(
      expect.arrayContaining([
        "full_name: Enter the holder's full name.",
        "email: Enter a valid e-mail address, or leave it empty.",
        "training_type: Choose Courses or Internship.",
        "completion_date: Enter a real date.",
      ]),
    );
    expect(preview.rows[2]!.values.full_name).toBe('Vikram "Vicky" Rao');
    expect(preview.rows[3]!.errors).toEqual([
      "completion_date: The completion date cannot be in the future.",
    ]);
    expect(preview.rows[4]!.errors).toEqual(["registration_id: No registration has the id REG-ZZZZZZZZZZ."]);
    expect((await t.deps.db.select().from(certificates)).length).toBe(before);
    expect((await t.deps.db.select().from(auditLog)).length).toBe(auditBefore);
    expect(await t.deps.db.select().from(outbox)).toEqual([]);
  });

  it("confirming stores only the valid rows, in one go, mails those with an address, and audits the import", async () => {
    const { created } = await importCertificates(t.deps.db, counsellor, `\uFEFF${csv()}`);
    expect(created.map((row) => row.fullName).sort()).toEqual(["Neha Singh", 'Vikram "Vicky" Rao']);
    // The file's rows that were refused (a future date, an unknown registration) are not stored.
    const stored = await t.deps.db
      .select()
      .from(certificates)
      .where(inArray(certificates.fullName, ["Sara Ali", "Dev Patel"]));
    expect(stored).toEqual([]);
    const mail = await t.deps.db.select().from(outbox);
    expect(mail.map((row) => row.toAddress)).toEqual(["neha@example.in"]);
    const { rows } = await listAudit(t.deps.db, { entity: "certificate", action: "import" });
    expect(rows[0]?.changes).toMatchObject({
      created: 2,
      skipped: 3,
      certificateIds: created.map((row) => row.certificateId),
    });
  });

  it("refuses a file without the required columns, or that is not CSV", async () => {
    expect((await previewCertificateImport(t.deps.db, "name,program\nA,B")).fileErrors[0]).toMatch(
      /lacks the columns full_name, training_type, specific_training, completion_date/,
    );
    expect((await previewCertificateImport(t.deps.db, 'full_name\n"unclosed')).fileErrors[0]).toMatch(
      /not valid CSV/,
    );
  });

  it("a registration named twice in one file is imported once", async () => {
    const reg = await completedRegistration("REG-TWICE00000", "Twice", "twice@example.in", "9876500000");
    const file = [
      "full_name,training_type,specific_training,completion_date,registration_id",
      `Twice,Courses,Cloud Computing,2026-01-01,${reg!.id}`,
      `Twice,Courses,Cloud Computing,2026-01-01,${reg!.id}`,
    ].join("\n");
    const { preview, created } = await importCertificates(t.deps.db, counsellor, file);
    expect(created).toHaveLength(1);
    expect(preview.rows[1]!.errors).toEqual([
      `registration_id: Registration ${reg!.id} appears twice in this file.`,
    ]);
  });
});

describe("the list", () => {
  it("searches by name, e-mail or id and filters by status", async () => {
    // Its own certificates, so the test passes alone and in any order.
    await issueCertificate(
      t.deps.db,
      counsellor,
      input({ fullName: "Lata Iyer", email: "lata.list@example.in" }),
    );
    for (const fullName of ["Revoked One", "Revoked Two"]) {
      const { certificateId } = await issueCertificate(t.deps.db, counsellor, input({ fullName, email: "" }));
      await revokeCertificate(t.deps.db, admin, certificateId, "Issued in error");
    }
    const found = await listCertificates(t.deps.db, { q: "lata.list@" });
    expect(found.rows.map((row) => row.fullName)).toEqual(["Lata Iyer"]);
    const revoked = await listCertificates(t.deps.db, { status: "revoked" });
    expect(revoked.rows.length).toBeGreaterThanOrEqual(2);
    expect(revoked.rows.every((row) => row.status === "revoked")).toBe(true);
    expect((await listCertificates(t.deps.db, { q: "NXT-2025-00421" })).total).toBe(1);
    expect((await listCertificates(t.deps.db, { q: "%" })).total).toBe(0);
  });
});
