/**
 * The waiting list of a full batch, on PGlite and PostgreSQL: who may join (a full batch of this program, once
 * per e-mail), a freed seat offered to the first waiting person in the same transaction (a cancellation, a
 * move, seats raised, an erasure) and held for them, the letter's link registering them on that seat once, an
 * offer left 24 hours passing to the next person, and the batch opening when nobody is left.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addBatch, batchRegistration, composeLetter } from "../../tests/support/batches.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { batches, batchWaitlist, consents, courses, outbox, registrations } from "../db/schema.ts";
import { DuplicateError, RuleError } from "../errors.ts";
import { erasePersonalData } from "../privacy/personal-data.server.ts";
import type { Actor } from "../staff/actor.ts";
import { moveToBatch, updateBatch } from "./batches.server.ts";
import { changeRegistrationStatus } from "./registrations-admin.server.ts";
import { WAITLIST_MESSAGES } from "./waitlist.schema.ts";
import { expireOffers, joinWaitlist } from "./waitlist.server.ts";

let t: TestContext;
let courseId: number;
let otherId: number;
const COURSE = "Waitlist Course";
const admin: Actor = { id: "staff-a", email: "a@example.in", name: "Admin", role: "admin" };

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_MAX: "100000" });
  const rows = await t.deps.db
    .insert(courses)
    .values([
      { slug: "waitlist-course", title: COURSE, category: "Development", feesPaise: 1_000_000 },
      { slug: "waitlist-other", title: "Waitlist Other", category: "Development", feesPaise: 500_000 },
    ])
    .returning({ id: courses.id });
  [courseId, otherId] = rows.map((row) => row.id) as [number, number];
});
afterAll(() => t.close());

const db = () => t.deps.db;
const course = () => ({ kind: "course" as const, id: courseId });
const batchRow = async (id: number) => (await db().select().from(batches).where(eq(batches.id, id)))[0]!;
const waiting = (batchId: number) =>
  db().select().from(batchWaitlist).where(eq(batchWaitlist.batchId, batchId)).orderBy(batchWaitlist.id);
const person = (n: number) => ({ name: `Waiting ${n}`, email: `wait${n}@example.in`, phone: "9876543210" });

async function register(batchId: number, extra: Record<string, unknown> = {}) {
  const res = await t.postJson("/api/registration", { ...batchRegistration(COURSE, batchId), ...extra });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { registrationId: string },
  };
}

/** A full batch of one seat, its seat taken by a registration (returned). */
async function fullBatch(seats = 1) {
  const batchId = await addBatch(db(), course(), { seats });
  const taken: string[] = [];
  for (let i = 0; i < seats; i++) taken.push((await register(batchId)).body.registrationId);
  expect(await batchRow(batchId)).toMatchObject({ status: "full", seatsTaken: seats });
  return { batchId, taken };
}

/** The offer letter as the mail worker composes it (which stores the link's hash). */
async function offerLink(waitlistId: number): Promise<string> {
  const [row] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, "waitlist-offer"), eq(outbox.recordId, String(waitlistId))));
  expect(row).toBeDefined();
  const mail = await composeLetter(db(), "https://nexora.example", row!, t.deps.payLinks);
  expect(mail?.to).toEqual([row!.toAddress]);
  expect(mail?.subject).toBe(`A seat in ${COURSE} is free for you`);
  const link = /https:\/\/nexora\.example(\/registration-forms\?[^\s"<]+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  return new URL(link!.replaceAll("&amp;", "&"), "https://x").searchParams.get("offer")!;
}

beforeEach(async () => {
  await db().delete(batchWaitlist);
});

describe("joining a waiting list", () => {
  it("takes a full batch's name, e-mail and phone with the visitor's consent", async () => {
    const { batchId } = await fullBatch();
    const { id } = await joinWaitlist(db(), "course", courseId, { batchId, ...person(1) });
    const [row] = await waiting(batchId);
    expect(row).toMatchObject({ id, status: "waiting", fullName: "Waiting 1", phone: "9876543210" });
    const [consent] = await db()
      .select()
      .from(consents)
      .where(and(eq(consents.recordTable, "batch_waitlist"), eq(consents.recordId, String(id))));
    expect(consent).toMatchObject({ form: "waitlist", email: "wait1@example.in" });
  });

  it("refuses a batch with seats, another program's batch and the same e-mail twice (one row)", async () => {
    const open = await addBatch(db(), course(), { seats: 5 });
    await expect(joinWaitlist(db(), "course", courseId, { batchId: open, ...person(2) })).rejects.toThrow(
      WAITLIST_MESSAGES.notFull,
    );
    const { batchId } = await fullBatch();
    const wrong = joinWaitlist(db(), "course", otherId, { batchId, ...person(2) });
    await expect(wrong).rejects.toBeInstanceOf(RuleError);
    await expect(wrong).rejects.toThrow(WAITLIST_MESSAGES.batch);
    await joinWaitlist(db(), "course", courseId, { batchId, ...person(2) });
    const again = joinWaitlist(db(), "course", courseId, {
      batchId,
      ...person(2),
      email: "WAIT2@example.in",
    });
    await expect(again).rejects.toBeInstanceOf(DuplicateError);
    await expect(again).rejects.toThrow(WAITLIST_MESSAGES.duplicate);
    expect(await waiting(batchId)).toHaveLength(1);
  });
});

describe("a freed seat", () => {
  it("goes to the first waiting person, held 24 hours, and their link registers them on it once", async () => {
    const { batchId, taken } = await fullBatch();
    const first = await joinWaitlist(db(), "course", courseId, { batchId, ...person(3) });
    const second = await joinWaitlist(db(), "course", courseId, { batchId, ...person(4) });
    await changeRegistrationStatus(db(), admin, taken[0]!, "cancelled", "");
    // The seat stays counted: it is held for the first person, and nobody else can take it.
    expect(await batchRow(batchId)).toMatchObject({ status: "full", seatsTaken: 1 });
    const [offered, still] = await waiting(batchId);
    expect(offered).toMatchObject({ id: first.id, status: "offered" });
    expect(still).toMatchObject({ id: second.id, status: "waiting" });
    const hours = (offered!.offerExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await register(batchId)).status).toBe(400);

    const offer = await offerLink(first.id);
    expect((await waiting(batchId))[0]!.offerTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await register(batchId, { offer: `${first.id}.wrong-token-wrong-token-wrong` })).status).toBe(
      400,
    );
    const taking = await register(batchId, { offer });
    expect(taking.status).toBe(201);
    expect(await batchRow(batchId)).toMatchObject({ status: "full", seatsTaken: 1 });
    expect((await waiting(batchId))[0]).toMatchObject({ status: "registered", offerTokenHash: null });
    const [stored] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, taking.body.registrationId));
    expect(stored).toMatchObject({ batchId, status: "pending-payment" });
    // Used once: the same link again is an ordinary registration for a full batch.
    expect((await register(batchId, { offer })).status).toBe(400);
  });

  it("passes to the next person when an offer lapses after 24 hours, and opens the batch when nobody is left", async () => {
    const { batchId, taken } = await fullBatch();
    const first = await joinWaitlist(db(), "course", courseId, { batchId, ...person(5) });
    const second = await joinWaitlist(db(), "course", courseId, { batchId, ...person(6) });
    await changeRegistrationStatus(db(), admin, taken[0]!, "cancelled", "");
    const offer = await offerLink(first.id);
    expect(await expireOffers(db())).toBe(0);
    const lapse = () =>
      db()
        .update(batchWaitlist)
        .set({ offerExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(batchWaitlist.status, "offered"));
    await lapse();
    expect(await expireOffers(db())).toBe(1);
    expect((await waiting(batchId)).map((row) => row.status)).toEqual(["expired", "offered"]);
    expect(await batchRow(batchId)).toMatchObject({ status: "full", seatsTaken: 1 });
    // The lapsed link no longer holds anything.
    expect((await register(batchId, { offer })).status).toBe(400);
    const mailed = await db()
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.template, "waitlist-offer"), eq(outbox.recordId, String(second.id))));
    expect(mailed[0]!.n).toBe(1);
    await lapse();
    expect(await expireOffers(db())).toBe(1);
    expect(await batchRow(batchId)).toMatchObject({ status: "open", seatsTaken: 0 });
    expect((await register(batchId)).status).toBe(201);
  });

  it("is offered when a student moves out, when seats are raised, and when an offered person is erased", async () => {
    const { batchId, taken } = await fullBatch();
    const other = await addBatch(db(), course(), { seats: 5 });
    const a = await joinWaitlist(db(), "course", courseId, { batchId, ...person(7) });
    const b = await joinWaitlist(db(), "course", courseId, { batchId, ...person(8) });
    const c = await joinWaitlist(db(), "course", courseId, { batchId, ...person(9) });
    await moveToBatch(db(), admin, taken[0]!, other);
    expect((await waiting(batchId)).find((row) => row.id === a.id)?.status).toBe("offered");

    const before = await batchRow(batchId);
    await updateBatch(db(), admin, batchId, before.revision, {
      startsOn: before.startsOn,
      endsOn: before.endsOn,
      duration: before.duration,
      mode: before.mode,
      days: before.days,
      startTime: before.startTime,
      endTime: before.endTime,
      seats: 2,
      registrationClosesOn: before.registrationClosesOn,
      status: "open",
    });
    expect((await waiting(batchId)).find((row) => row.id === b.id)?.status).toBe("offered");
    expect(await batchRow(batchId)).toMatchObject({ status: "full", seatsTaken: 2 });

    const { counts } = await erasePersonalData(
      db(),
      t.deps.storage,
      admin,
      { email: "wait7@example.in", phone: null } as never,
      "Asked to be erased",
    );
    expect(counts.waitlist).toBe(1);
    const left = await waiting(batchId);
    expect(left.map((row) => [row.id, row.status])).toEqual([
      [b.id, "offered"],
      [c.id, "offered"],
    ]);
    expect(await batchRow(batchId)).toMatchObject({ status: "full", seatsTaken: 2 });
  });
});
