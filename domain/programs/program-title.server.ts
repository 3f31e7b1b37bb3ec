import { sql } from "drizzle-orm";
import { courses, internships } from "../db/schema.ts";

/**
 * The title of the program a row belongs to, in a query that left-joins both `courses` and `internships` on it
 * (batches and coupons belong to one course or one internship, never both); empty when neither joined.
 */
export const programTitle = sql<string>`coalesce(${courses.title}, ${internships.title}, '')`;
