/**
 * Batches in the console through the real pages with signed-in staff (docs/decisions/0054-batches-with-seats.md):
 * the batch form on a program's page (editors and admins; audited; the content version moves; every bad input
 * refused with nothing stored), the roster and its CSV (counsellors and admins), moving a student (seats counted
 * on both batches), cancelling a batch (everyone mailed), the dashboard's batches starting soon, and the rights
 * of each role on each. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, batches, courses, outbox, registrations } from "../../domain/db/schema.ts";
import { BATCH_MESSAGES, SEAT_HOLD_TEXT } from "../../domain/programs/batch.schema.ts";
import { register } from "../../domain/programs/register.server.ts";
import type { Role } from "../../domain/staff/roles.ts";
import { addBatch, batchRegistration, dayFromNow } from "../support/batches.ts";
import { type ConsoleApp, startConsoleApp } from "../support/console-app.ts";

let c: ConsoleApp;
let courseId: number;
const COURSE = "Console Batch Course";

beforeAll(async () => {
  c = await startConsoleApp({ RATE_LIMIT_MAX: "100000" });
  [{ id: courseId }] = await c.t.deps.db
    .insert(courses)
    .values({ slug: "console-batch-course", title: COURSE, category: "Development", feesPaise: 900_000 })
    .returning({ id: courses.id });
});
afterAll(() => c.close());

/** A page's text as a reader sees it (React marks the joins of text parts with empty comments). */
const textOf = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

const coursePage = () => `/admin/content/courses/${courseId}`;

/** The batch form posts as a browser posts a plain form (the program's own form is multipart). */
function postPlain(url: string, role: Role, fields: Record<string, string>) {
  const origin = new URL(c.t.deps.config.siteUrl).origin;
  return c.app.request(`${origin}${url}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: {
      cookie: c.cookie(role),
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
  });
}

const batchFields = (overrides: Record<string, string> = {}) => ({
  intent: "batch-save",
  startsOn: dayFromNow(10),
  endsOn: "",
  duration: "6 weeks",
  mode: "classroom",
  days: "Sat & Sun",
  startTime: "10:00",
  endTime: "13:00",
  seats: "2",
  registrationClosesOn: "",
  status: "open",
  ...overrides,
});

const batchesOfCourse = () => c.t.deps.db.select().from(batches).where(eq(batches.courseId, courseId));

async function registerFor(batchId: number) {
  const outcome = await tryRegistering(batchId);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.issues));
  return outcome.registrationId;
}

function tryRegistering(batchId: number) {
  return register(c.t.deps.db, batchRegistration(COURSE, batchId));
}

describe("the batch form on a program's page", () => {
  let batchId: number;

  it("lets an editor add a batch: stored, audited, the content version moved", async () => {
    const version = c.t.deps.content.current;
    const res = await postPlain(coursePage(), "editor", batchFields());
    expect(res.status).toBe(302);
    const [row] = await batchesOfCourse();
    batchId = row!.id;
    expect(res.headers.get("location")).toContain(`?batch=${batchId}`);
    expect(row).toMatchObject({
      mode: "classroom",
      seats: 2,
      seatsTaken: 0,
      status: "open",
      duration: "6 weeks",
    });
    expect(c.t.deps.content.current).toBeGreaterThan(version);
    const [audit] = await c.t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "batch"), eq(auditLog.entityId, String(batchId))));
    expect(audit).toMatchObject({ action: "create", actorEmail: "editor@nexora.test" });
    const page = await textOf(await c.get(`${coursePage()}?batch=${batchId}`, "editor"));
    expect(page).toContain("Edit the batch starting");
    expect(page).toContain("0 of 2");
  });

  it("refuses an end before the start and a seat count below the students in it, storing nothing", async () => {
    const before = await c.t.deps.db.select().from(batches);
    const early = await postPlain(coursePage(), "editor", batchFields({ endsOn: dayFromNow(5) }));
    expect(early.status).toBe(400);
    expect(await early.text()).toContain(BATCH_MESSAGES.endBeforeStart);
    await registerFor(batchId);
    await registerFor(batchId);
    const [row] = await c.t.deps.db.select().from(batches).where(eq(batches.id, batchId));
    expect(row).toMatchObject({ seatsTaken: 2, status: "full" });
    const fewer = await postPlain(
      coursePage(),
      "admin",
      batchFields({ batchId: String(batchId), revision: String(row!.revision), seats: "1" }),
    );
    expect(fewer.status).toBe(400);
    expect(await fewer.text()).toContain(BATCH_MESSAGES.seatsBelowTaken(2).replaceAll("'", "&#x27;"));
    const stale = await postPlain(
      coursePage(),
      "admin",
      batchFields({ batchId: String(batchId), revision: String(row!.revision - 1), seats: "3" }),
    );
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain(BATCH_MESSAGES.stale);
    expect((await c.t.deps.db.select().from(batches)).length).toBe(before.length);
    expect((await c.t.deps.db.select().from(batches).where(eq(batches.id, batchId)))[0]).toMatchObject({
      seats: 2,
      revision: row!.revision,
    });
  });

  it("opens a full batch again when an admin adds seats", async () => {
    const [row] = await c.t.deps.db.select().from(batches).where(eq(batches.id, batchId));
    const res = await postPlain(
      coursePage(),
      "admin",
      batchFields({ batchId: String(batchId), revision: String(row!.revision), seats: "3" }),
    );
    expect(res.status).toBe(200);
    expect((await c.t.deps.db.select().from(batches).where(eq(batches.id, batchId)))[0]).toMatchObject({
      seats: 3,
      seatsTaken: 2,
      status: "open",
    });
  });

  it("is refused to counsellors and recruiters, on the server", async () => {
    const before = (await batchesOfCourse()).length;
    for (const role of ["counsellor", "recruiter"] as const) {
      expect((await postPlain(coursePage(), role, batchFields())).status).toBe(403);
      expect((await c.get(coursePage(), role)).status).toBe(403);
    }
    expect((await batchesOfCourse()).length).toBe(before);
  });
});

describe("the office's roster", () => {
  let first: number;
  let second: number;
  let students: string[];

  beforeAll(async () => {
    first = await addBatch(
      c.t.deps.db,
      { kind: "course", id: courseId },
      { seats: 3, startsOn: dayFromNow(5) },
    );
    second = await addBatch(
      c.t.deps.db,
      { kind: "course", id: courseId },
      { seats: 1, startsOn: dayFromNow(40) },
    );
    students = [await registerFor(first), await registerFor(first)];
  });

  it("lists the batch's students for counsellors and admins, never for editors or recruiters", async () => {
    const page = await c.get(`/admin/batches/${first}`, "counsellor");
    expect(page.status).toBe(200);
    const html = await textOf(page);
    for (const id of students) expect(html).toContain(id);
    expect(html).toContain("Roster: 2 holding a seat");
    for (const role of ["editor", "recruiter"] as const) {
      expect((await c.get(`/admin/batches/${first}`, role)).status).toBe(403);
      expect((await c.get(`/admin/download/batch-roster.csv?batch=${first}`, role)).status).toBe(403);
    }
  });

  it("exports the roster as CSV in India time, audited", async () => {
    const res = await c.get(`/admin/download/batch-roster.csv?batch=${first}`, "admin");
    expect(res.status).toBe(200);
    const rows = parse((await res.text()).replace(/^\uFEFF/, ""), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((r) => r["Registration id"])).toEqual(students);
    expect(rows[0]).toMatchObject({ Status: "Pending payment", "Paid (₹)": "0.00", Phone: "9876543210" });
    const [stored] = await c.t.deps.db.select().from(registrations).where(eq(registrations.id, students[0]!));
    const ist = new Date(stored!.createdAt.getTime() + 5.5 * 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace("T", " ");
    expect(rows[0]!["Registered (India time)"]).toBe(ist);
    expect((await c.get("/admin/download/batch-roster.csv?batch=x", "admin")).status).toBe(400);
  });

  it("moves a student to another batch of the program, counting seats on both, audited", async () => {
    const res = await c.post(`/admin/batches/${first}`, "counsellor", {
      intent: "move",
      registrationId: students[0]!,
      toBatchId: String(second),
    });
    expect(res.status).toBe(200);
    const seats = async (id: number) =>
      (await c.t.deps.db.select().from(batches).where(eq(batches.id, id)))[0]!;
    expect(await seats(first)).toMatchObject({ seatsTaken: 1 });
    expect(await seats(second)).toMatchObject({ seatsTaken: 1, status: "full" });
    const [moved] = await c.t.deps.db.select().from(registrations).where(eq(registrations.id, students[0]!));
    expect(moved!.batchId).toBe(second);
    const [audit] = await c.t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "batch-move"), eq(auditLog.entityId, students[0]!)));
    expect(audit?.changes).toMatchObject({ batchId: [first, second] });
    // The other batch is full now: the next move is refused and changes nothing.
    const refused = await c.post(`/admin/batches/${first}`, "counsellor", {
      intent: "move",
      registrationId: students[1]!,
      toBatchId: String(second),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(BATCH_MESSAGES.moveTargetFull);
    expect(await seats(first)).toMatchObject({ seatsTaken: 1 });
  });

  it("cancels a batch: everyone holding a seat mailed, no more registrations, audited", async () => {
    const unticked = await c.post(`/admin/batches/${first}`, "counsellor", { intent: "cancel" });
    expect(unticked.status).toBe(400);
    const res = await c.post(`/admin/batches/${first}`, "counsellor", { intent: "cancel", confirm: "on" });
    expect(res.status).toBe(200);
    expect(await textOf(res)).toContain("Batch cancelled: 1 student mailed.");
    expect((await c.t.deps.db.select().from(batches).where(eq(batches.id, first)))[0]!.status).toBe(
      "cancelled",
    );
    const mail = await c.t.deps.db.select().from(outbox).where(eq(outbox.template, "batch-cancelled"));
    expect(mail.map((m) => m.recordId)).toEqual([students[1]]);
    const letter = await c.get(`/admin/mail/${mail[0]!.id}`, "admin");
    expect(await textOf(letter)).toContain("Your batch is cancelled");
    const again = await tryRegistering(first);
    expect(again).toEqual({ ok: false, issues: [{ path: "batchId", message: BATCH_MESSAGES.closed }] });
  });
});

describe("the dashboard", () => {
  it("lists batches starting within 14 days with their seats left, not later ones", async () => {
    const soon = await addBatch(
      c.t.deps.db,
      { kind: "course", id: courseId },
      { startsOn: dayFromNow(3), seats: 12, seatsTaken: 4 },
    );
    await addBatch(c.t.deps.db, { kind: "course", id: courseId }, { startsOn: dayFromNow(30), seats: 9 });
    const html = await textOf(await c.get("/admin", "counsellor"));
    expect(html).toContain("Batches starting within 14 days");
    expect(html).toContain(`/admin/batches/${soon}`);
    expect(html).toContain("8 of 12");
    expect(html).not.toContain("9 of 9");
  });
});

describe("the seat hold setting", () => {
  it("lets an admin set the hours (audited); new registrations are held that long; others are refused", async () => {
    const bad = await c.post("/admin/settings", "admin", { intent: "seat-hold", hours: "0" });
    expect(bad.status).toBe(400);
    expect(await textOf(bad)).toContain(SEAT_HOLD_TEXT.invalid);
    expect((await c.post("/admin/settings", "editor", { intent: "seat-hold", hours: "5" })).status).toBe(403);
    expect((await c.post("/admin/settings", "admin", { intent: "seat-hold", hours: "24" })).status).toBe(200);
    const [audit] = await c.t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entityId, "seat-hold-hours")));
    expect(audit?.changes).toEqual({ hours: [48, 24] });
    const batchId = await addBatch(c.t.deps.db, { kind: "course", id: courseId }, { seats: 5 });
    const id = await registerFor(batchId);
    const [row] = await c.t.deps.db.select().from(registrations).where(eq(registrations.id, id));
    expect((row!.seatHeldUntil!.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 1);
  });
});
