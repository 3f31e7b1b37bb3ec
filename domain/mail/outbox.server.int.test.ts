/**
 * `queueLetters`, the one way mail is queued: its rows, one message key each, and one `MAIL_QUEUED` for the
 * commit (none for an empty list), on both engines.
 */
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { outbox } from "../db/schema.ts";
import { bindWriteEffects, type WriteEffect } from "../write-effects.ts";
import { type Letter, queueLetters } from "./outbox.server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

/** The database bound to a runner that keeps each commit's effects. */
function recording() {
  const runs: WriteEffect[][] = [];
  const db = bindWriteEffects(database.db, (effects) => runs.push([...effects]));
  return { db, runs };
}

const receipt: Letter = {
  template: "receipt",
  kind: "registration",
  recordTable: "payments",
  recordId: 41,
  toAddress: "priya@example.in",
};

const rows = () => database.db.select().from(outbox).orderBy(asc(outbox.id));

describe("queueLetters", () => {
  it("queues one letter: its columns as given, the record's id as text, pending, mail woken after the commit", async () => {
    const { db, runs } = recording();
    await db.transaction(async (tx) => {
      await queueLetters(tx, receipt);
      expect(runs).toEqual([]);
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      template: "receipt",
      kind: "registration",
      recordTable: "payments",
      recordId: "41",
      toAddress: "priya@example.in",
      status: "pending",
      attempts: 0,
    });
    expect(row!.messageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(runs).toEqual([["mail-queued"]]);
  });

  it("queues many in one go, each with its own message key, and declares the wake-up once", async () => {
    const { db, runs } = recording();
    await db.transaction(async (tx) => {
      await queueLetters(tx, [
        {
          template: "staff-notification",
          kind: "career",
          recordTable: "career_enquiries",
          recordId: 7,
          toAddress: null,
        },
        {
          template: "acknowledgement",
          kind: "career",
          recordTable: "career_enquiries",
          recordId: 7,
          toAddress: "a@example.in",
        },
        receipt,
      ]);
    });
    const queued = await rows();
    expect(queued.map((row) => [row.template, row.recordId, row.toAddress])).toEqual([
      ["staff-notification", "7", null],
      ["acknowledgement", "7", "a@example.in"],
      ["receipt", "41", "priya@example.in"],
    ]);
    expect(new Set(queued.map((row) => row.messageKey)).size).toBe(3);
    expect(runs).toEqual([["mail-queued"]]);
  });

  it("queues nothing and wakes nobody for an empty list", async () => {
    const { db, runs } = recording();
    await db.transaction(async (tx) => {
      await queueLetters(tx, []);
    });
    expect(await rows()).toEqual([]);
    expect(runs).toEqual([]);
  });

  it("takes only the templates and kinds of mail there are (checked when it compiles)", () => {
    // @ts-expect-error A misspelt template does not compile.
    const template: Letter["template"] = "reciept";
    // @ts-expect-error Nor does a kind of mail there is none of.
    const kind: Letter["kind"] = "invoice";
    expect([template, kind]).toEqual(["reciept", "invoice"]);
  });

  it("queues nothing when the transaction rolls back", async () => {
    const { db, runs } = recording();
    await expect(
      db.transaction(async (tx) => {
        await queueLetters(tx, receipt);
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await rows()).toEqual([]);
    expect(runs).toEqual([]);
  });
});
