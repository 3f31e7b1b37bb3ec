import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { alerts } from "../db/schema.ts";
import { batchLinkTargets } from "../programs/batch-reads.server.ts";
import { batchIdOfLink } from "./links.ts";

export interface Alert {
  id: number;
  title: string;
  banner_image_path: string;
  button1_link: string;
}

/**
 * Active alerts of a category whose window contains `now` (GET /api/active-alert/{category}), each with the
 * address its button leads to: a link to a batch (`batch:12`) becomes the batch's place on its program's page.
 */
export async function listActiveAlerts(db: Db, category: string, now = new Date()): Promise<Alert[]> {
  const rows = await db
    .select({
      id: alerts.id,
      title: alerts.title,
      banner_image_path: alerts.bannerImagePath,
      button1_link: alerts.button1Link,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.category, category),
        eq(alerts.isActive, true),
        or(isNull(alerts.startsAt), lte(alerts.startsAt, now)),
        or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
      ),
    )
    .orderBy(asc(alerts.sortOrder), asc(alerts.id));
  const batchIds = rows.flatMap((row) => batchIdOfLink(row.button1_link) ?? []);
  if (batchIds.length === 0) return rows;
  const targets = await batchLinkTargets(db, batchIds);
  return rows.map((row) => {
    const batchId = batchIdOfLink(row.button1_link);
    return batchId ? { ...row, button1_link: targets.get(batchId)! } : row;
  });
}
