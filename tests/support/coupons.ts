/** Test fixtures: a coupon for the program with this title (the program is inserted first). */
import { eq } from "drizzle-orm";
import type { Db } from "../../domain/db/db.ts";
import { coupons, courses, internships } from "../../domain/db/schema.ts";

type CouponValues = Omit<typeof coupons.$inferInsert, "courseId" | "internshipId">;

export async function addCoupon(
  db: Db,
  kind: "course" | "internship",
  programTitle: string,
  values: CouponValues,
): Promise<number> {
  const table = kind === "course" ? courses : internships;
  const [program] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.title, programTitle))
    .limit(1);
  if (!program) throw new Error(`No ${kind} titled ${programTitle}`);
  const [row] = await db
    .insert(coupons)
    // Stored in capitals, as the console stores them (the tests then type them in any case).
    .values({
      ...values,
      code: values.code.toUpperCase(),
      [kind === "course" ? "courseId" : "internshipId"]: program.id,
    })
    .returning({ id: coupons.id });
  return row!.id;
}
