import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { ActiveAlerts } from "../../features/alerts/active-alerts";
import { AlertOverlay } from "../../features/alerts/alert-overlay";
import { FloatingAssistant } from "./floating-assistant";
import { SocialRail } from "./social-rail";

/** The certificate check's address: a certificate's QR code opens it with `?id=`. */
export const VERIFY_CERTIFICATE_PATH = "/verify-certificate";

/**
 * Whether this page is the one a visit arrived on with a certificate id (scanned from a certificate's QR code):
 * that visitor came to read "verified", so the popup, the bottom banner and the chat launcher wait for the next
 * page the visit opens. Read from the address the page was rendered for, so the server's HTML and the first
 * render in the browser agree; once the visit has moved to another page it is over for the session's view.
 */
export function useResultFirst(): boolean {
  const location = useLocation();
  const [arrival] = useState(() => ({
    path: location.pathname,
    withId: location.pathname === VERIFY_CERTIFICATE_PATH && new URLSearchParams(location.search).has("id"),
  }));
  const [quiet, setQuiet] = useState(arrival.withId);
  useEffect(() => {
    if (quiet && location.pathname !== arrival.path) setQuiet(false);
  }, [quiet, location.pathname, arrival.path]);
  return quiet;
}

/** Everything that floats over every page: alerts, the social rail and the chat launcher. */
export function ShellOverlays({ alerts }: { alerts: ActiveAlerts }) {
  const [bannerHeight, setBannerHeight] = useState(0);
  const resultFirst = useResultFirst();
  return (
    <>
      {/* Room below the footer so the bottom banner never hides the page's end (added below the fold: no shift). */}
      <div aria-hidden="true" style={{ height: resultFirst ? 0 : bannerHeight }} />
      <SocialRail />
      {!resultFirst && (
        <>
          <FloatingAssistant bottomOffsetPx={bannerHeight} />
          <AlertOverlay alerts={alerts} onBannerHeightChange={setBannerHeight} />
        </>
      )}
    </>
  );
}
