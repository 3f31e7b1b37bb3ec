/**
 * The active alerts of both areas, read while the page renders so the popup and banner are in the first
 * HTML (their images load with the page instead of after hydration). A failure is only logged: no alerts.
 */
import { ALERT_CATEGORIES } from "../../../domain/constants";
import { withImageAlts } from "../../../domain/content/library-alt";
import type { ContentReads } from "../../../domain/content-reads.server";
import { type SectionContext, section } from "../blog/sections";
import { type ActiveAlerts, NO_ALERTS } from "./active-alerts";

type Context = SectionContext & { reads: Pick<ContentReads, "listActiveAlerts" | "mediaAlts"> };

export async function loadActiveAlerts(context: Context): Promise<ActiveAlerts> {
  const { reads } = context;
  const alerts = await section(context, "alerts", async () => {
    const [alts, mid, bottom] = await Promise.all([
      reads.mediaAlts(),
      ...ALERT_CATEGORIES.map((category) => reads.listActiveAlerts(category)),
    ]);
    // Each banner described by the library's alt text, else its title (library-alt.ts).
    return { mid: withImageAlts(mid, alts), bottom: withImageAlts(bottom, alts) };
  });
  return alerts ?? NO_ALERTS;
}
