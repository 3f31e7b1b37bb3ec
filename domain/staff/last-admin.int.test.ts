/**
 * The last active administrator stays, even when two administrators remove each other at the same moment:
 * both transactions run at once (on PostgreSQL each on its own connection of the pool), and exactly one of
 * them is refused.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { staffUsers } from "../db/schema.ts";
import { STAFF_MESSAGES } from "./staff.schema.ts";
import { asActor, changeRole, createStaff, findStaffByEmail, setDisabled } from "./staff.server.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function activeAdmins(): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.banned, false)));
  return row?.n ?? 0;
}

/** Two administrators, `a` and `b`, and nobody else with the role. */
async function twoAdmins(round: number) {
  const make = async (name: string) => {
    const email = `${name}${round}@example.com`;
    await createStaff(database.db, null, { email, name, role: "admin" });
    return asActor((await findStaffByEmail(database.db, email))!);
  };
  return { a: await make("a"), b: await make("b") };
}

/** Takes the admin role away from everyone but the two of a round (earlier rounds leave their survivor). */
async function onlyThese(ids: string[]) {
  for (const row of await database.db.select().from(staffUsers))
    if (!ids.includes(row.id))
      await database.db.update(staffUsers).set({ banned: true }).where(eq(staffUsers.id, row.id));
}

describe("the last administrator", () => {
  // A race is a matter of timing: a few rounds make a lost update show on the first run, as it did.
  it("stays when two administrators demote or disable each other at the same moment", async () => {
    for (let round = 0; round < 4; round++) {
      const { a, b } = await twoAdmins(round);
      await onlyThese([a.id, b.id]);
      expect(await activeAdmins()).toBe(2);
      const outcomes = await Promise.allSettled(
        round % 2 === 0
          ? [changeRole(database.db, a, b.id, "editor"), changeRole(database.db, b, a.id, "editor")]
          : [setDisabled(database.db, a, b.id, true), setDisabled(database.db, b, a.id, true)],
      );
      expect(await activeAdmins(), `round ${round}`).toBe(1);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === "rejected");
      expect((refused as PromiseRejectedResult).reason.message).toBe(STAFF_MESSAGES.lastAdmin);
    }
  });

  it("stays when one administrator is disabled while the other is demoted at the same moment", async () => {
    const { a, b } = await twoAdmins(10);
    await onlyThese([a.id, b.id]);
    const outcomes = await Promise.allSettled([
      setDisabled(database.db, a, b.id, true),
      changeRole(database.db, b, a.id, "counsellor"),
    ]);
    expect(await activeAdmins()).toBe(1);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(1);
  });
});
