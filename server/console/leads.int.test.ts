/**
 * The leads console (issue 15): enquiries inbox, registrations and applicants — every state change with its
 * history and audit row, the rights of each role, and the downloads (CSV exports, confirmation PDF, resumes)
 * through the real Hono app with signed-in staff. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addApplicantNote,
  changeApplicantStage,
  getApplicant,
} from "../../domain/careers/applicants.server.ts";
import { samplePdf } from "../../domain/careers/test-fixtures.ts";
import { loadDashboard } from "../../domain/console/dashboard.server.ts";
import { applicantStageSchema, todayIst } from "../../domain/console/workflow.ts";
import { auditLog, jobApplications, jobs, registrations } from "../../domain/db/schema.ts";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  type EnquiryRef,
  getEnquiry,
  listInbox,
  updateEnquiryDetails,
} from "../../domain/enquiries/inbox.server.ts";
import { NotFoundError, RuleError } from "../../domain/errors.ts";
import {
  changeRegistrationStatus,
  getRegistrationDetail,
  listRegistrations,
} from "../../domain/programs/registrations-admin.server.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import type { Role } from "../../domain/staff/roles.ts";
import { asActor, createStaff, findStaffByEmail } from "../../domain/staff/staff.server.ts";
import { cookieHeader } from "../../tests/support/cookies.ts";
import { recordPaymentInFull } from "../../tests/support/payments.ts";
import { registrationRow } from "../../tests/support/registration-row.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createStaffContext } from "../auth/staff-auth.ts";

let t: TestContext;
const PASSWORD = "a long enough passphrase";
const actors = {} as Record<Role, Actor>;
const cookies = {} as Record<Role, string>;
let applicationId: number;
const resumeBytes = samplePdf("Resume of Kavya");

/** A GET from the console's own pages, as a browser sends it (downloads from elsewhere are refused). */
async function get(url: string, role: Role | null) {
  return t.app.request(url, {
    headers: { "sec-fetch-site": "same-origin", ...(role ? { cookie: cookies[role] } : {}) },
  });
}

const auditRows = (action: string, entity: string, entityId?: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.entity, entity),
        entityId ? eq(auditLog.entityId, entityId) : undefined,
      ),
    );

async function refOf(kind: EnquiryRef["kind"], name: string): Promise<EnquiryRef> {
  const { rows } = await listInbox(t.deps.db, { kind, q: name });
  expect(rows).toHaveLength(1);
  return { kind, id: rows[0]!.id };
}

beforeAll(async () => {
  t = await createTestContext();
  for (const role of ["admin", "counsellor", "recruiter", "editor"] as const) {
    const email = `${role}@nexora.test`;
    await createStaff(t.deps.db, null, { email, name: `The ${role}`, role, password: PASSWORD });
    actors[role] = { ...asActor((await findStaffByEmail(t.deps.db, email))!), ipAddress: "10.9.9.9" };
    const signIn = await createStaffContext(
      t.deps,
      new Request("http://localhost:3000/admin/login"),
      "10.9.9.9",
      null,
    ).signIn({ email, password: PASSWORD });
    if (!signIn.ok) throw new Error("sign-in failed");
    cookies[role] = cookieHeader(signIn.headers.getSetCookie());
  }
  // Public submissions, as visitors send them.
  const career = {
    name: "Asha Verma",
    college: "IIT Delhi",
    email: "a.sha+promo@googlemail.com",
    phone: "9876543210",
    location: "Noida",
    training: "Internship",
  };
  expect((await t.postJson("/api/career", career)).status).toBe(201);
  expect(
    (
      await t.postJson("/api/services", {
        name: "Rahul Mehta",
        organization: "=cmd|' /C calc'!A0",
        email: "rahul@mehta.in",
        phone: "9123456780",
        location: "Delhi",
        service: "Cloud Solutions",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await t.postJson("/api/contact", {
        name: "Asha V",
        email: "ASHA@gmail.com",
        message: "Weekend batches?",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await t.postJson("/api/contact-queries", {
        name: "Neha Gupta",
        email: "neha@example.in",
        message: "Fees for the cloud course?",
      })
    ).status,
  ).toBe(201);
  await t.deps.db.insert(registrations).values(
    registrationRow("REG-TEST000001", {
      downloadTokenHash: "x",
      email: "asha@gmail.com",
      payableNowPaise: 50_000,
    }),
  );
  const [job] = await t.deps.db
    .insert(jobs)
    .values({ title: "Frontend Developer", company: "Nexora" })
    .returning({ id: jobs.id });
  const resumePath = await t.deps.storage.savePrivate("resumes", Buffer.from(resumeBytes), ".pdf");
  const [application] = await t.deps.db
    .insert(jobApplications)
    .values({
      jobId: job!.id,
      title: "Frontend Developer",
      company: "Nexora",
      fullName: "Kavya Nair",
      email: "kavya@example.in",
      phone: "9000000002",
      qualification: "B.Tech",
      skills: "React",
      experience: "2 years",
      resumePath,
      resumeOriginalName: "Kavya résumé.pdf",
      resumeMimeType: "application/pdf",
      resumeSize: resumeBytes.length,
    })
    .returning({ id: jobApplications.id });
  applicationId = application!.id;
});
afterAll(() => t.close());

describe("enquiries inbox", () => {
  it("lists every kind in one list, filters by kind and finds by name, e-mail or phone however written", async () => {
    const all = await listInbox(t.deps.db, {});
    expect(all.total).toBe(4);
    expect(new Set(all.rows.map((r) => r.kind))).toEqual(new Set(["career", "services", "chat", "enquiry"]));
    expect((await listInbox(t.deps.db, { kind: "enquiry" })).rows.map((r) => r.name)).toEqual(["Neha Gupta"]);
    expect((await listInbox(t.deps.db, { q: "mehta.IN" })).rows.map((r) => r.name)).toEqual(["Rahul Mehta"]);
    expect((await listInbox(t.deps.db, { q: "+91 98765 43210" })).rows.map((r) => r.name)).toEqual([
      "Asha Verma",
    ]);
    expect((await listInbox(t.deps.db, { q: "100%_" })).total).toBe(0);
  });

  it("moves an enquiry through its statuses, each with its history entry (note, author) and audit row", async () => {
    const ref = await refOf("career", "Asha Verma");
    for (const [status, note] of [
      ["contacted", "Called, will send the brochure"],
      ["qualified", ""],
      ["converted", "Registered"],
    ] as const) {
      expect(await changeEnquiryStatus(t.deps.db, actors.counsellor, [ref], status, note)).toBe(1);
    }
    // The same status again changes nothing and writes nothing.
    expect(await changeEnquiryStatus(t.deps.db, actors.counsellor, [ref], "converted")).toBe(0);
    const { enquiry, notes } = await getEnquiry(t.deps.db, ref);
    expect(enquiry.status).toBe("converted");
    expect(notes.map((n) => [n.fromStatus, n.toStatus, n.body, n.authorName])).toEqual([
      ["qualified", "converted", "Registered", "The counsellor"],
      ["contacted", "qualified", "", "The counsellor"],
      ["new", "contacted", "Called, will send the brochure", "The counsellor"],
    ]);
    const audits = await auditRows("status-change", "enquiry", `career:${ref.id}`);
    expect(audits.map((a) => [a.actorEmail, a.changes])).toEqual([
      ["counsellor@nexora.test", { status: ["new", "contacted"] }],
      ["counsellor@nexora.test", { status: ["contacted", "qualified"] }],
      ["counsellor@nexora.test", { status: ["qualified", "converted"] }],
    ]);
  });

  it("changes many enquiries of different kinds at once, one audit row each", async () => {
    const refs = [await refOf("services", "Rahul"), await refOf("enquiry", "Neha")];
    expect(await changeEnquiryStatus(t.deps.db, actors.admin, refs, "spam")).toBe(2);
    for (const ref of refs) {
      const [row] = await auditRows("status-change", "enquiry", `${ref.kind}:${ref.id}`);
      expect(row!.changes).toEqual({ status: ["new", "spam"], bulk: 2 });
    }
    expect((await listInbox(t.deps.db, { status: "spam" })).total).toBe(2);
    await expect(
      changeEnquiryStatus(t.deps.db, actors.admin, [{ kind: "career", id: 999_999 }], "spam"),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("assigns to a counsellor (never a recruiter) and sets a follow-up; an overdue one is filtered and on the dashboard", async () => {
    const ref = await refOf("chat", "Asha V");
    await expect(
      updateEnquiryDetails(t.deps.db, actors.admin, ref, {
        assigneeId: actors.recruiter.id,
        followUpOn: null,
      }),
    ).rejects.toBeInstanceOf(RuleError);
    await updateEnquiryDetails(t.deps.db, actors.admin, ref, {
      assigneeId: actors.counsellor.id,
      followUpOn: "2020-01-02",
    });
    const [audit] = await auditRows("update", "enquiry", `chat:${ref.id}`);
    expect(audit!.changes).toEqual({
      assigneeId: [null, actors.counsellor.id],
      followUpOn: [null, "2020-01-02"],
    });
    const overdue = await listInbox(t.deps.db, { overdue: true });
    expect(overdue.rows.map((r) => [r.name, r.assigneeName, r.overdue])).toEqual([
      ["Asha V", "The counsellor", true],
    ]);
    expect((await listInbox(t.deps.db, { assignee: actors.counsellor.id })).total).toBe(1);
    const dashboard = await loadDashboard(t.deps.db);
    // Only enquiries still new are waiting: the converted and the spam ones are answered.
    expect(dashboard.oldestEnquiries.map((e) => [e.kind, e.name])).toEqual([["Chat", "Asha V"]]);
    expect(dashboard.overdueFollowUps).toEqual([
      { kind: "chat", id: ref.id, name: "Asha V", followUpOn: "2020-01-02" },
    ]);
    // A follow-up from today on is not overdue.
    await updateEnquiryDetails(t.deps.db, actors.admin, ref, {
      assigneeId: actors.counsellor.id,
      followUpOn: todayIst(),
    });
    expect((await listInbox(t.deps.db, { overdue: true })).total).toBe(0);
  });

  it("adds notes with author and time, audited without their text", async () => {
    const ref = await refOf("chat", "Asha V");
    await addEnquiryNote(t.deps.db, actors.counsellor, ref, "Prefers WhatsApp");
    const { notes } = await getEnquiry(t.deps.db, ref);
    expect(notes[0]).toMatchObject({
      body: "Prefers WhatsApp",
      authorName: "The counsellor",
      toStatus: null,
    });
    const [audit] = await auditRows("note", "enquiry", `chat:${ref.id}`);
    expect(audit!.changes).toEqual({ note: "added" });
  });

  it("shows everything else from the same person: Gmail identity or phone", async () => {
    const ref = await refOf("chat", "Asha V");
    const found = await getEnquiry(t.deps.db, ref);
    expect(found.others.map((o) => o.kind)).toEqual(["career"]);
    expect(found.registrations.map((r) => r.id)).toEqual(["REG-TEST000001"]);
  });
});

describe("registrations", () => {
  const id = "REG-TEST000001";
  it("is paid only by a recorded payment: a status move to paid (or refunded) is refused, writing nothing", async () => {
    expect((await listRegistrations(t.deps.db, { status: "pending-payment" })).total).toBe(1);
    await expect(
      changeRegistrationStatus(t.deps.db, actors.counsellor, id, "paid", "UPI ref 1234"),
    ).rejects.toThrow("A registration becomes Paid only when its payment is recorded");
    expect((await getRegistrationDetail(t.deps.db, id)).registration.status).toBe("pending-payment");
    expect(await auditRows("status-change", "registration", id)).toHaveLength(0);
  });

  it("moves pending payment → paid (by its payment) → enrolled → completed, each with its note, history and audit row", async () => {
    const { receiptNumber } = await recordPaymentInFull(t.deps.db, actors.counsellor, id, "UPI ref 1234");
    await expect(
      changeRegistrationStatus(t.deps.db, actors.counsellor, id, "refunded", "Gave it back"),
    ).rejects.toThrow("A registration becomes Refunded only when its money is refunded");
    await changeRegistrationStatus(t.deps.db, actors.counsellor, id, "enrolled", "Batch of 1 Dec");
    await changeRegistrationStatus(t.deps.db, actors.counsellor, id, "completed", "Finished");
    const { registration, history } = await getRegistrationDetail(t.deps.db, id);
    expect(registration.status).toBe("completed");
    expect(registration).not.toHaveProperty("downloadTokenHash");
    expect(registration.totalFeesPaise).toBe(2_249_910);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.body])).toEqual([
      ["enrolled", "completed", "Finished"],
      ["paid", "enrolled", "Batch of 1 Dec"],
      ["pending-payment", "paid", `₹500.00 received (UPI, UPI ref 1234), receipt ${receiptNumber}.`],
    ]);
    expect((await auditRows("status-change", "registration", id)).map((a) => a.changes)).toEqual([
      { status: ["pending-payment", "paid"] },
      { status: ["paid", "enrolled"] },
      { status: ["enrolled", "completed"] },
    ]);
  });

  it("refuses a move the workflow does not allow, writing nothing", async () => {
    await expect(changeRegistrationStatus(t.deps.db, actors.admin, id, "refunded", "x")).rejects.toThrow(
      "A registration cannot go from Completed to Refunded.",
    );
    expect(await auditRows("status-change", "registration", id)).toHaveLength(3);
    await expect(
      changeRegistrationStatus(t.deps.db, actors.admin, "REG-NOPE", "paid", "x"),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("applicants", () => {
  it("a rejection needs its reason; stages and notes go into the history and the audit log", async () => {
    expect(applicantStageSchema.safeParse({ stage: "rejected" }).success).toBe(false);
    await changeApplicantStage(t.deps.db, actors.recruiter, applicationId, { stage: "screening" });
    await changeApplicantStage(t.deps.db, actors.recruiter, applicationId, {
      stage: "rejected",
      reason: "Needs more TypeScript",
    });
    await addApplicantNote(t.deps.db, actors.recruiter, applicationId, "Keep for the next opening");
    const { application, history } = await getApplicant(t.deps.db, applicationId);
    expect(application).toMatchObject({ stage: "rejected", rejectionReason: "Needs more TypeScript" });
    expect(application).not.toHaveProperty("resumePath");
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.body])).toEqual([
      [null, null, "Keep for the next opening"],
      ["screening", "rejected", "Reason: Needs more TypeScript"],
      ["applied", "screening", ""],
    ]);
    expect(
      (await auditRows("status-change", "job-application", String(applicationId))).map((a) => a.changes),
    ).toEqual([
      { stage: ["applied", "screening"] },
      { stage: ["screening", "rejected"], rejectionReason: [null, "Needs more TypeScript"] },
    ]);
  });
});

describe("downloads", () => {
  it("a recruiter and an admin open a resume: the stored bytes as a private, unsniffable attachment, each opening audited", async () => {
    for (const role of ["recruiter", "admin"] as const) {
      const res = await get(`/admin/download/resumes/${applicationId}`, role);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="Kavya r_sum_.pdf"; filename\*=UTF-8''Kavya%20r%C3%A9sum%C3%A9.pdf$/,
      );
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(resumeBytes);
    }
    const audits = await auditRows("resume-open", "job-application", String(applicationId));
    expect(audits.map((a) => a.actorEmail)).toEqual(["recruiter@nexora.test", "admin@nexora.test"]);
  });

  it("a counsellor or editor gets 403 for a resume, nobody signed in goes to sign-in; neither is audited", async () => {
    for (const role of ["counsellor", "editor"] as const) {
      const res = await get(`/admin/download/resumes/${applicationId}`, role);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe("You do not have access to this page.");
    }
    const anonymous = await get(`/admin/download/resumes/${applicationId}`, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login\?next=/);
    expect(await auditRows("resume-open", "job-application", String(applicationId))).toHaveLength(2);
    expect((await get("/admin/download/resumes/999999", "recruiter")).status).toBe(404);
  });

  it("exports the enquiries exactly as filtered: BOM, neutralised cells, an audit row with the filter", async () => {
    const res = await get("/admin/download/enquiries.csv?kind=services&q=rahul", "counsellor");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(Buffer.from(bytes), { bom: true });
    expect(records).toHaveLength(2);
    expect(records[1]!.slice(0, 2)).toEqual(["Services", expect.stringMatching(/^\d+$/)]);
    expect(records[1]![3]).toBe("Rahul Mehta");
    expect(records[1]![7]).toBe("'=cmd|' /C calc'!A0");
    expect(records[1]![2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(records[1]![9]).toBe("Spam");
    expect(records[0]!.slice(-2)).toEqual(["Status history", "Notes"]);
    expect(records[1]![12]).toMatch(/^\d{2} \w{3} \d{4}, \d{2}:\d{2} · The admin · New → Spam$/);
    const [audit] = await auditRows("export", "enquiry");
    expect(audit).toMatchObject({
      actorEmail: "counsellor@nexora.test",
      changes: { filter: { kind: "services", q: "rahul" } },
    });
  });

  it("exports registrations and applicants to their roles only", async () => {
    const registrationsCsv = await get("/admin/download/registrations.csv?status=completed", "counsellor");
    expect(registrationsCsv.status).toBe(200);
    const rows: string[][] = parse(await registrationsCsv.text(), { bom: true });
    expect(rows.slice(1).map((r) => [r[0], r[7], r[9]])).toEqual([
      ["REG-TEST000001", "22499.10", "Completed"],
    ]);
    // Its history, oldest first, one line per change, with the note of each.
    const history = rows[1]![10]!.split("\n");
    expect(history).toHaveLength(3);
    expect(history[2]).toMatch(/ · Enrolled → Completed · Finished$/);
    const applicantsCsv = await get("/admin/download/applicants.csv?stage=rejected", "recruiter");
    expect(applicantsCsv.status).toBe(200);
    const applicants: string[][] = parse(await applicantsCsv.text(), { bom: true });
    expect(applicants.slice(1).map((r) => [r[3], r[9]])).toEqual([["Kavya Nair", "Needs more TypeScript"]]);
    expect((await get("/admin/download/enquiries.csv", "recruiter")).status).toBe(403);
    expect((await get("/admin/download/registrations.csv", "editor")).status).toBe(403);
    expect((await get("/admin/download/applicants.csv", "counsellor")).status).toBe(403);
    expect(await auditRows("export", "registration")).toHaveLength(1);
    expect(await auditRows("export", "job-application")).toHaveLength(1);
  });

  it("downloads a registration's confirmation PDF again for a counsellor, not for a recruiter", async () => {
    const res = await get("/admin/download/registrations/REG-TEST000001/confirmation.pdf", "counsellor");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(
      (await get("/admin/download/registrations/REG-TEST000001/confirmation.pdf", "recruiter")).status,
    ).toBe(403);
    expect((await get("/admin/download/registrations/REG-NOPE/confirmation.pdf", "counsellor")).status).toBe(
      404,
    );
  });
});
