/** A registration waiting for payment (or in `status`), stored directly, for the payments tests. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../domain/db/db.ts";
import { registrations } from "../../domain/db/schema.ts";
import { sampleRegistration } from "../../domain/programs/test-fixtures.ts";

export async function insertRegistration(
  db: Db,
  payableNowPaise = 2_049_920,
  status = "pending-payment",
): Promise<string> {
  const id = `REG-${randomBytes(5).toString("hex").toUpperCase()}`;
  await db.insert(registrations).values({
    ...sampleRegistration,
    id,
    email: `${id.toLowerCase()}@example.in`,
    downloadTokenHash: "0".repeat(64),
    duration: "",
    programPricePaise: payableNowPaise - 50_000,
    totalFeesPaise: payableNowPaise - 50_000,
    registrationFeePaise: 50_000,
    payableNowPaise,
    status,
  });
  return id;
}
