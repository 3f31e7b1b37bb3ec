/** What the alert areas show: active alerts by category, read by the root loader. */
import type { AlertCategory } from "./alert-storage";

export interface AlertItem {
  id: number;
  title: string;
  banner_image_path: string;
  /** The banner's description: the library's alt text, else the title (the title when absent). */
  image_alt?: string;
  button1_link: string;
}

export type ActiveAlerts = Record<AlertCategory, AlertItem[]>;
/** Both areas empty: no alert is active, or reading them failed. */
export const NO_ALERTS: ActiveAlerts = { mid: [], bottom: [] };
