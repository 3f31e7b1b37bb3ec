import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { alerts } from "../db/schema.ts";

export interface Alert {
  id: number;
  title: string;
  banner_image_path: string;
  button1_link: string;
}

/** Active alerts of a category whose window contains `now` (GET /api/active-alert/{category}). */
export function listActiveAlerts(db: Db, category: string, now = new Date()): Promise<Alert[]> {
  return db
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
}
