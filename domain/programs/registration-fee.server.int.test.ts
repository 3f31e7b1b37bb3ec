/**
 * The registration fee as a setting, on PGlite and PostgreSQL: the form's options show the current fee, a new
 * registration stores the fee of its moment, and a registration already made keeps its own (the payments code
 * reads the stored amount). A save is audited with the change.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationBody } from "../../tests/support/registration-body.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { auditLog, courses, registrations } from "../db/schema.ts";
import type { Actor } from "../staff/actor.ts";
import { loadRegistrationFeePaise, saveRegistrationFee } from "./registration-fee.server.ts";
import { registrationFeeSchema } from "./registration-fee.ts";

let t: TestContext;
const admin: Actor = { id: "staff-admin", email: "admin@example.in", name: "Admin", role: "admin" };
const COURSE = "Fee Course";

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_MAX: "100000" });
  await t.deps.db
    .insert(courses)
    .values({ slug: "fee-course", title: COURSE, category: "Development", feesPaise: 1_000_000 });
});
afterAll(() => t.close());

async function register(email: string) {
  const res = await t.postJson("/api/registration", {
    ...registrationBody({ name: "Isha Rao", email, phone: "9876512345" }),
    trainingType: "Courses",
    specificTraining: COURSE,
    registrationFees: 1, // ignored: the server decides
  });
  expect(res.status).toBe(201);
  const { registrationId } = await res.json();
  const [row] = await t.deps.db.select().from(registrations).where(eq(registrations.id, registrationId));
  return row!;
}

const option = async () =>
  (
    (await (await t.app.request("/api/get-course-titles")).json()) as {
      title: string;
      registration_fee: number;
    }[]
  ).find((o) => o.title === COURSE);

describe("the registration fee setting", () => {
  it("is ₹500 until set; then new registrations store the new fee and old ones keep theirs", async () => {
    expect(await loadRegistrationFeePaise(t.deps.db)).toBe(50_000);
    expect(await option()).toMatchObject({ registration_fee: 500 });
    const before = await register("isha.before@example.in");
    expect(before).toMatchObject({ registrationFeePaise: 50_000, payableNowPaise: 1_050_000 });

    await saveRegistrationFee(
      t.deps.db,
      admin,
      registrationFeeSchema.parse({ feeRupees: "750.50" }).feeRupees,
    );
    // The options are cached with the content: the save moved the version, so the form shows it at once.
    expect(await option()).toMatchObject({ registration_fee: 750.5 });
    const after = await register("isha.after@example.in");
    expect(after).toMatchObject({ registrationFeePaise: 75_050, payableNowPaise: 1_075_050 });

    const [kept] = await t.deps.db.select().from(registrations).where(eq(registrations.id, before.id));
    expect(kept).toMatchObject({ registrationFeePaise: 50_000, payableNowPaise: 1_050_000 });

    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "settings"), eq(auditLog.entityId, "registration-fee")));
    expect(audit).toMatchObject({ action: "update", actorEmail: admin.email });
    expect(audit!.changes).toEqual({ feePaise: [50_000, 75_050] });

    await saveRegistrationFee(t.deps.db, admin, 0);
    expect((await register("isha.free@example.in")).registrationFeePaise).toBe(0);
  });

  it("takes rupees from 0 to ₹1,00,000 with at most two decimals", () => {
    expect(registrationFeeSchema.parse({ feeRupees: "0" }).feeRupees).toBe(0);
    expect(registrationFeeSchema.parse({ feeRupees: "100000" }).feeRupees).toBe(10_000_000);
    for (const bad of ["-1", "100000.01", "5.555", "abc", ""])
      expect(registrationFeeSchema.safeParse({ feeRupees: bad }).success).toBe(false);
  });
});
