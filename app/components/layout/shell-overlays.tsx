import { useState } from "react";
import type { ActiveAlerts } from "../../features/alerts/active-alerts";
import { AlertOverlay } from "../../features/alerts/alert-overlay";
import { FloatingAssistant } from "./floating-assistant";
import { SocialRail } from "./social-rail";

/** Everything that floats over every page: alerts, the social rail and the chat launcher. */
export function ShellOverlays({ alerts }: { alerts: ActiveAlerts }) {
  const [bannerHeight, setBannerHeight] = useState(0);
  return (
    <>
      {/* Room below the footer so the bottom banner never hides the page's end (added below the fold: no shift). */}
      <div aria-hidden="true" style={{ height: bannerHeight }} />
      <SocialRail />
      <FloatingAssistant bottomOffsetPx={bannerHeight} />
      <AlertOverlay alerts={alerts} onBannerHeightChange={setBannerHeight} />
    </>
  );
}
