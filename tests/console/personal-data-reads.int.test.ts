/**
 * Reads of personal data in the console leave a trace (issue 26, finding 10): the Personal data look-up, the
 * registration and certificate PDFs, a message opened on the Mail screen and its attachment each write an
 * audit row naming who read what, before the data leaves; a row never holds the person's e-mail, phone or
 * name. An export's row reads its filter in words on the Audit log screen. Through the real app and pages,
 * on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCertificate } from "../../domain/certificates/certificates.server.ts";
import { auditLog, outbox } from "../../domain/db/schema.ts";
import { seedDemoContentIfEmpty } from "../../seed/seed.server.ts";
import { type ConsoleApp, startConsoleApp } from "../support/console-app.ts";
import { registrationBody } from "../support/registration-body.ts";

let c: ConsoleApp;
let registrationId: string;
const person = { name: "Lakshmi Pillai", email: "lakshmi.pillai@example.in", phone: "9876501234" };

beforeAll(async () => {
  c = await startConsoleApp();
  await seedDemoContentIfEmpty(c.t.deps);
  const res = await c.t.postJson("/api/registration", registrationBody(person));
  expect(res.status).toBe(201);
  ({ registrationId } = (await res.json()) as { registrationId: string });
}, 180_000);

afterAll(async () => {
  await c?.close();
});

/** The audit rows of `action` on `entity`, newest first. */
async function audited(action: string, entity: string) {
  const rows = await c.t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity, entity)));
  return rows.sort((a, b) => b.id - a.id);
}

/** No audit row may name the person: their e-mail, phone or name. */
async function expectNothingOfThePerson() {
  const all = JSON.stringify(await c.t.deps.db.select().from(auditLog));
  for (const detail of Object.values(person)) expect(all).not.toContain(detail);
}

/** React escapes quotes in text; compare what the screen shows. */
const visible = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

describe("reads of personal data are audited", () => {
  it("the Personal data look-up: who looked, and the records it showed, by id", async () => {
    const before = (await audited("look-up", "personal-data")).length;
    const res = await c.post("/admin/personal-data", "admin", {
      email: person.email,
      phone: "",
      intent: "find",
    });
    expect(res.status).toBe(200);
    expect(visible(await res.text())).toContain(`${registrationId} · ${person.name}`);
    const rows = await audited("look-up", "personal-data");
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({
      actorEmail: c.actors.admin.email,
      changes: {
        records: expect.objectContaining({ registrations: 1 }),
        ids: expect.objectContaining({ registrations: [registrationId] }),
      },
    });
    await expectNothingOfThePerson();
  });

  it("the registration's confirmation PDF: each download, by whom; none for an id that does not exist", async () => {
    const res = await c.get(`/admin/download/registrations/${registrationId}/confirmation.pdf`, "counsellor");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const rows = await audited("download", "registration");
    expect(rows[0]).toMatchObject({
      actorEmail: c.actors.counsellor.email,
      entityId: registrationId,
      changes: { file: "confirmation PDF" },
    });
    const missing = await c.get(
      "/admin/download/registrations/REG-0000000000/confirmation.pdf",
      "counsellor",
    );
    expect(missing.status).toBe(404);
    expect(await audited("download", "registration")).toHaveLength(rows.length);
  });

  it("the certificate PDF", async () => {
    const certificate = await issueCertificate(c.t.deps.db, c.actors.counsellor, {
      fullName: person.name,
      email: "",
      trainingType: "Courses",
      specificTraining: "Full Stack Web Development",
      duration: "6 Months",
      gender: "",
      completionDate: "2026-10-31",
      registrationId: "",
    });
    const res = await c.get(`/admin/certificates/${certificate.certificateId}/pdf`, "counsellor");
    expect(res.status).toBe(200);
    expect((await audited("download", "certificate"))[0]).toMatchObject({
      actorEmail: c.actors.counsellor.email,
      entityId: certificate.certificateId,
      changes: { file: "certificate PDF" },
    });
  });

  it("a message opened on the Mail screen, and its attachment", async () => {
    const [letter] = await c.t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recordId, registrationId), eq(outbox.template, "acknowledgement")));
    const page = await c.get(`/admin/mail/${letter!.id}`, "admin");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(person.email);
    expect((await audited("view", "mail"))[0]).toMatchObject({
      actorEmail: c.actors.admin.email,
      entityId: String(letter!.id),
      changes: { template: "acknowledgement", about: `registrations ${registrationId}` },
    });
    const attachment = await c.get(`/admin/mail/${letter!.id}/attachments/0`, "admin");
    expect(attachment.status).toBe(200);
    expect((await audited("download", "mail"))[0]).toMatchObject({
      actorEmail: c.actors.admin.email,
      entityId: String(letter!.id),
      changes: { file: `Registration-Confirmation-${registrationId}.pdf` },
    });
    await expectNothingOfThePerson();
  });
});

describe("the Audit log screen", () => {
  it("shows an export's filter in words, not [object Object]", async () => {
    const exported = await c.get(
      "/admin/download/registrations.csv?status=pending-payment&q=pillai",
      "counsellor",
    );
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    const screen = visible(await (await c.get("/admin/audit?action=export", "admin")).text());
    // One cell in words (jsonb keeps its keys in an order of its own).
    const cell = /<td[^>]*>Filter: ([^<]*)<\/td>/.exec(screen)?.[1];
    expect(cell?.split(", ").sort()).toEqual(['search "pillai"', "status Pending payment"]);
    expect(screen).not.toContain("[object Object]");
  });
});
