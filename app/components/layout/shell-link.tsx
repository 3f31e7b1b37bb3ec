/**
 * Links of the site's frame (header, menus, drawer, footer, logo): plain `<a>` elements, all navigated by one
 * listener on the document instead of one React Router `<Link>` each. Every page renders about 95 of them,
 * and `<Link>` (path resolution, click handler, route discovery per link) was 6–13 % of an uncached render's
 * CPU (ADR 9). The listener does what a `<Link>` click does: a client-side navigation for a plain left click
 * on a same-origin address, and the browser's own behaviour for everything else (new tab, download, another
 * site, a modifier key). Before hydration, and without JavaScript, they are ordinary links.
 */
import type { AnchorHTMLAttributes } from "react";
import { useEffect } from "react";
import { useNavigate } from "react-router";

const MARK = "data-shell-link";

export function ShellLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...{ [MARK]: "" }} {...props} />;
}

/** The address a click on a frame link should navigate to in the app, or null to leave it to the browser. */
function shellLinkTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest(`a[${MARK}]`) : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/** Navigates clicks on frame links in the app (React Router's navigation, as a `<Link>` would). */
export function useShellNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = shellLinkTarget(event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As a <Link> does: the address already shown replaces its history entry instead of adding one.
      navigate(to, { replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
