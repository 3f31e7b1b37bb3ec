import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { listAudit } from "../audit/audit.server.ts";
import type { Actor } from "../staff/actor.ts";
import { DEFAULT_COMPANY, DEFAULT_NOTIFY } from "./settings.schema.ts";
import { loadSettings, saveSetting, staffToNotify } from "./settings.server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const admin: Actor = { id: "a1", email: "boss@example.in", name: "Boss", role: "admin" };

// Settings are one row per name: each test starts from an emptied database, so it passes alone and in any order.
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const NOTIFY_CHOICE = {
  ...DEFAULT_NOTIFY,
  career: ["careers@example.in"],
  contact: ["front@example.in", "desk2@example.in"],
};

describe("settings", () => {
  it("start from the built-in company details and NOTIFY_EMAIL for everything", async () => {
    expect(await loadSettings(database.db)).toEqual({ company: DEFAULT_COMPANY, notify: DEFAULT_NOTIFY });
    expect(await staffToNotify(database.db, "career", ["desk@example.in"])).toEqual(["desk@example.in"]);
  });

  it("notify the staff chosen for a kind, chat and contact messages sharing one list, others the default", async () => {
    await saveSetting(database.db, admin, "notify", NOTIFY_CHOICE);
    expect(await staffToNotify(database.db, "career", ["desk@example.in"])).toEqual(["careers@example.in"]);
    expect(await staffToNotify(database.db, "chat", [])).toEqual(["front@example.in", "desk2@example.in"]);
    expect(await staffToNotify(database.db, "enquiry", [])).toEqual(["front@example.in", "desk2@example.in"]);
    expect(await staffToNotify(database.db, "registration", ["desk@example.in"])).toEqual([
      "desk@example.in",
    ]);
  });

  it("record each save's changed fields, before and after, in the audit log", async () => {
    await saveSetting(database.db, admin, "notify", NOTIFY_CHOICE);
    await saveSetting(database.db, admin, "company", { ...DEFAULT_COMPANY, phone: "+91 99999 00000" });
    const { rows } = await listAudit(database.db, { entity: "settings" });
    expect(rows[0]).toMatchObject({
      actorEmail: "boss@example.in",
      entityId: "company",
      changes: { phone: [DEFAULT_COMPANY.phone, "+91 99999 00000"] },
    });
    expect(rows[1]?.changes).toEqual({
      career: ["", "careers@example.in"],
      contact: ["", "front@example.in, desk2@example.in"],
    });
  });
});
