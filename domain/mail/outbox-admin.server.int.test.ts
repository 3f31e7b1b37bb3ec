import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { auditLog, outbox } from "../db/schema.ts";
import { RuleError } from "../errors.ts";
import type { Actor } from "../staff/actor.ts";
import {
  discardMail,
  listOutbox,
  MAIL_MESSAGES,
  MAIL_PAGE_SIZE,
  retryAllFailedMail,
  retryMail,
} from "./outbox-admin.server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const ADMIN: Actor = {
  id: "admin-1",
  email: "asha@example.in",
  name: "Asha",
  role: "admin",
  ipAddress: "10.0.0.9",
};
let key = 0;

async function message(status: "pending" | "sent" | "failed" | "kept" | "discarded", extra = {}) {
  const [row] = await database.db
    .insert(outbox)
    .values({
      messageKey: `key-${++key}`,
      template: "acknowledgement",
      kind: "career",
      recordTable: "career_enquiries",
      recordId: "1",
      toAddress: "priya@example.in",
      status,
      attempts: status === "failed" ? 8 : 0,
      lastError: status === "failed" ? "Error ECONNREFUSED" : null,
      ...extra,
    })
    .returning();
  return row!;
}

const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

describe("the Mail screen's writes", () => {
  it("sends a failed message again: due now, a full set of tries, the same Message-ID, audited", async () => {
    const failed = await message("failed", { nextAttemptAt: new Date("2030-01-01T00:00:00Z") });
    await retryMail(database.db, ADMIN, failed.id);
    const after = await rowOf(failed.id);
    expect(after).toMatchObject({
      status: "pending",
      attempts: 0,
      messageKey: failed.messageKey,
      claimedUntil: null,
    });
    expect(after.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await auditOf(failed.id)).toEqual([
      expect.objectContaining({
        action: "mail.retry",
        entity: "outbox",
        actorEmail: ADMIN.email,
        ipAddress: ADMIN.ipAddress,
        changes: { template: "acknowledgement", kind: "career" },
      }),
    ]);
  });

  it("refuses to send again a message that was sent, kept or is waiting, and an unknown one", async () => {
    for (const status of ["sent", "kept", "pending"] as const) {
      const row = await message(status);
      await expect(retryMail(database.db, ADMIN, row.id)).rejects.toThrow(MAIL_MESSAGES.notRetryable);
      expect((await rowOf(row.id)).status).toBe(status);
      expect(await auditOf(row.id)).toEqual([]);
    }
    await expect(retryMail(database.db, ADMIN, 999_999)).rejects.toThrow(MAIL_MESSAGES.notFound);
  });

  it("discards a failed or waiting message, but not one a worker is sending right now", async () => {
    const failed = await message("failed");
    await discardMail(database.db, ADMIN, failed.id);
    expect((await rowOf(failed.id)).status).toBe("discarded");
    expect((await auditOf(failed.id)).map((a) => a.action)).toEqual(["mail.discard"]);

    const sending = await message("pending", { claimedUntil: new Date(Date.now() + 60_000) });
    const refused = discardMail(database.db, ADMIN, sending.id);
    await expect(refused).rejects.toBeInstanceOf(RuleError);
    expect((await rowOf(sending.id)).status).toBe("pending");
    expect(await auditOf(sending.id)).toEqual([]);

    const sent = await message("sent");
    await expect(discardMail(database.db, ADMIN, sent.id)).rejects.toThrow(MAIL_MESSAGES.notDiscardable);

    // A discarded message can still be sent after all.
    await retryMail(database.db, ADMIN, failed.id);
    expect((await rowOf(failed.id)).status).toBe("pending");
  });

  it("sends every failed message again in one step, with one audit row", async () => {
    const a = await message("failed");
    const b = await message("failed");
    const sent = await message("sent");
    expect(await retryAllFailedMail(database.db, ADMIN)).toBe(2);
    expect((await rowOf(a.id)).status).toBe("pending");
    expect((await rowOf(b.id)).status).toBe("pending");
    expect((await rowOf(sent.id)).status).toBe("sent");
    await expect(retryAllFailedMail(database.db, ADMIN)).rejects.toThrow(MAIL_MESSAGES.noneFailed);
  });

  it("lists messages newest first, by status, in pages, with a count per status", async () => {
    for (let i = 0; i < MAIL_PAGE_SIZE + 2; i++) await message("kept");
    const failed = await message("failed");
    const first = await listOutbox(database.db, {});
    expect(first.rows[0]!.id).toBe(failed.id);
    expect(first.rows).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.byStatus).toEqual({
      pending: 0,
      sent: 0,
      failed: 1,
      kept: MAIL_PAGE_SIZE + 2,
      discarded: 0,
    });
    const second = await listOutbox(database.db, { page: 2 });
    expect(second.rows).toHaveLength(3);
    expect(second.hasNext).toBe(false);
    const onlyFailed = await listOutbox(database.db, { status: "failed" });
    expect(onlyFailed.rows.map((r) => r.id)).toEqual([failed.id]);
  });
});
