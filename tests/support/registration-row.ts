/** A registration written straight into its table, for tests of what the console reads and counts. */
import type { registrations } from "../../domain/db/schema.ts";

/**
 * Asha Verma's registration `id` for Full Stack Web Development: ₹24,999 less 10 %, plus the ₹500
 * registration fee, all of it payable now; `values` replace any of these.
 */
export const registrationRow = (id: string, values: Partial<typeof registrations.$inferInsert> = {}) => ({
  id,
  downloadTokenHash: `hash-${id}`,
  fullName: "Asha Verma",
  fathersName: "R Verma",
  gender: "Female",
  email: `${id}@example.in`,
  phone: "9876543210",
  workingStatus: "Student",
  branch: "CSE",
  year: "3",
  trainingType: "Course",
  specificTraining: "Full Stack Web Development",
  programPricePaise: 2_499_900,
  totalFeesPaise: 2_249_910,
  discountPercentage: 10,
  discountPaise: 249_990,
  registrationFeePaise: 50_000,
  payableNowPaise: 2_299_910,
  ...values,
});
