/**
 * Writes own their effects (docs/decisions/0034-writes-own-their-effects.md), on both engines: what a write
 * declares inside its transaction runs once it has committed, once per kind, and never when it rolls back;
 * the app's own writes (a public submission, a console edit, a coupon) wake the mail worker and move the
 * content version with nobody calling either by hand.
 */
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonialStore } from "../../domain/content/site-content.server.ts";
import { contactMessages, courses, feedback, staffUsers } from "../../domain/db/schema.ts";
import { couponSchema } from "../../domain/programs/coupon.schema.ts";
import { createCoupon } from "../../domain/programs/coupons.server.ts";
import type { Actor } from "../../domain/staff/actor.ts";
import {
  afterCommit,
  bindWriteEffects,
  CONTENT_CHANGED,
  MAIL_QUEUED,
  type WriteEffect,
} from "../../domain/write-effects.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let t: TestContext;
let wakes = 0;
const editor: Actor = {
  id: "effects-editor",
  name: "Meera Editor",
  email: "meera@example.in",
  role: "admin",
};

beforeAll(async () => {
  t = await createTestContext();
  vi.spyOn(t.deps.mail, "wake").mockImplementation(() => {
    wakes++;
  });
  await t.database.db.insert(staffUsers).values({ ...editor });
  await t.database.db
    .insert(courses)
    .values({ slug: "effects-course", title: "Effects Course", category: "Design" });
});
afterAll(() => t.close());
beforeEach(() => {
  wakes = 0;
});

/** A bare database bound to a runner that records what it is given, and what another connection saw then. */
function recordingDb() {
  const runs: { effects: WriteEffect[]; committedRows: Promise<number> }[] = [];
  const db = bindWriteEffects(t.database.db, (effects) => {
    // Read through the unbound handle (another pool connection on PostgreSQL): the write must be visible.
    const committedRows = t.database.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.name, "Effect Probe"))
      .then(([row]) => row!.n);
    runs.push({ effects: [...effects], committedRows });
  });
  return { db, runs };
}

const probeMessage = {
  name: "Effect Probe",
  email: "probe@example.in",
  message: "hello",
  source: "enquiry",
} as const;

describe("the write context", () => {
  it("runs a transaction's effects once it has committed, each kind once, none while it is open", async () => {
    const { db, runs } = recordingDb();
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(probeMessage);
      afterCommit(tx, MAIL_QUEUED);
      afterCommit(tx, CONTENT_CHANGED);
      afterCommit(tx, MAIL_QUEUED);
      expect(runs).toHaveLength(0);
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.effects.sort()).toEqual([CONTENT_CHANGED, MAIL_QUEUED].sort());
    expect(await runs[0]!.committedRows).toBe(1);
    await t.database.db.delete(contactMessages).where(eq(contactMessages.name, "Effect Probe"));
  });

  it("runs nothing when the transaction rolls back, whether it throws or is rolled back", async () => {
    const { db, runs } = recordingDb();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(probeMessage);
        afterCommit(tx, MAIL_QUEUED);
        throw new Error("refused after the insert");
      }),
    ).rejects.toThrow("refused after the insert");
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, CONTENT_CHANGED);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(runs).toHaveLength(0);
    expect((await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(0);
  });

  it("drops the effects of a savepoint that rolls back and keeps those of one that commits", async () => {
    const { db, runs } = recordingDb();
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          afterCommit(inner, MAIL_QUEUED);
          throw new Error("inner refused");
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => {
        afterCommit(inner, CONTENT_CHANGED);
      });
    });
    expect(runs.map((run) => run.effects)).toEqual([[CONTENT_CHANGED]]);
  });

  it("runs an effect declared on the bound database outside a transaction at once, and none on a bare one", async () => {
    const { db, runs } = recordingDb();
    afterCommit(db, CONTENT_CHANGED);
    expect(runs.map((run) => run.effects)).toEqual([[CONTENT_CHANGED]]);
    afterCommit(t.database.db, CONTENT_CHANGED);
    await t.database.db.transaction(async (tx) => afterCommit(tx, MAIL_QUEUED));
    expect(runs).toHaveLength(1);
  });
});

describe("the app's writes own their effects", () => {
  it("a public submission wakes the mail worker after it is stored; a refused one does not", async () => {
    const before = t.deps.content.current;
    expect(
      (await t.postJson("/api/contact-queries", { name: "Neha", email: "neha@example.in", message: "Hi" }))
        .status,
    ).toBe(201);
    expect(wakes).toBe(1);
    expect(
      (await t.postJson("/api/contact-queries", { name: "Neha", email: "neha@", message: "Hi" })).status,
    ).toBe(400);
    expect(wakes).toBe(1);
    // A submission changes nothing the public pages show.
    expect(t.deps.content.current).toBe(before);
  });

  it("a console edit moves the content version when it commits; a stale save that is refused does not", async () => {
    const { id } = await testimonialStore.create(t.deps.db, editor, {
      values: { kind: "student", title: "Great", feedback: "Learned a lot", name: "Arjun" },
      publish: "published",
    });
    const afterCreate = t.deps.content.current;
    const [row] = await t.deps.db
      .select({ revision: feedback.revision })
      .from(feedback)
      .where(eq(feedback.id, id));
    await expect(
      testimonialStore.update(t.deps.db, editor, {
        id,
        revision: row!.revision + 5,
        values: { title: "Stale" },
      }),
    ).rejects.toThrow();
    expect(t.deps.content.current).toBe(afterCreate);
    await testimonialStore.update(t.deps.db, editor, {
      id,
      revision: row!.revision,
      values: { title: "Fresh" },
    });
    expect(t.deps.content.current).toBe(afterCreate + 1);
    expect(wakes).toBe(0);
  });

  it("a coupon moves the content version (programs show whether they have one)", async () => {
    const before = t.deps.content.current;
    const [course] = await t.deps.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "effects-course"));
    const input = couponSchema.parse({
      program: `course:${course!.id}`,
      code: "EFFECT10",
      percentage: "10",
      isActive: true,
    });
    await createCoupon(t.deps.db, editor, input);
    expect(t.deps.content.current).toBe(before + 1);
  });

  it("reaches the runner only once per commit, even when a write queues several letters", async () => {
    const runner = vi.fn();
    const db = bindWriteEffects(t.database.db, runner);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, MAIL_QUEUED);
      afterCommit(tx, MAIL_QUEUED);
    });
    expect(runner).toHaveBeenCalledTimes(1);
  });
});
