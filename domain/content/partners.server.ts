/** The partners a service page shows, as the company keeps them (table `service_partners`). */
import { and, asc, eq } from "drizzle-orm";
import { PARTNER_CATEGORIES } from "../constants.ts";
import type { Db } from "../db/db.ts";
import { servicePartners } from "../db/schema.ts";

/** The service pages that show partners: their paths without the slash. */
export const PARTNER_SERVICES = ["development", "brand-building", "digital-marketing"] as const;
export type PartnerService = (typeof PARTNER_SERVICES)[number];

export interface ServicePartner {
  category: (typeof PARTNER_CATEGORIES)[number];
  name: string;
  /** Absolute URL of the partner's website, opened in a new tab. */
  website: string;
  blurb: string;
}

const isCategory = (value: string): value is ServicePartner["category"] =>
  (PARTNER_CATEGORIES as readonly string[]).includes(value);

/** The active partners of one service page in display order (a row with an unknown category is left out). */
export async function listServicePartners(db: Db, service: PartnerService): Promise<ServicePartner[]> {
  const rows = await db
    .select({
      category: servicePartners.category,
      name: servicePartners.name,
      website: servicePartners.website,
      blurb: servicePartners.blurb,
    })
    .from(servicePartners)
    .where(and(eq(servicePartners.service, service), eq(servicePartners.isActive, true)))
    .orderBy(asc(servicePartners.sortOrder), asc(servicePartners.id));
  return rows.flatMap((row) => (isCategory(row.category) ? [{ ...row, category: row.category }] : []));
}
