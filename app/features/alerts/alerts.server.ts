/**
 * The active alerts of both areas, read while the page renders so the popup and banner are in the first
 * HTML (their images load with the page instead of after hydration). A failure is only logged: no alerts.
 */
import { ALERT_CATEGORIES } from "../../../domain/constants";
import type { ContentReads } from "../../../domain/content-reads.server";
import { section } from "../blog/sections";
import { type ActiveAlerts, NO_ALERTS } from "./active-alerts";

type Context = {
  reads: Pick<ContentReads, "listActiveAlerts">;
  logger: Parameters<typeof section>[0];
  requestId: string;
};

export async function loadActiveAlerts({ reads, logger, requestId }: Context): Promise<ActiveAlerts> {
  const alerts = await section(logger, requestId, "alerts", async () => {
    const [mid, bottom] = await Promise.all(
      ALERT_CATEGORIES.map((category) => reads.listActiveAlerts(category)),
    );
    return { mid, bottom };
  });
  return alerts ?? NO_ALERTS;
}
