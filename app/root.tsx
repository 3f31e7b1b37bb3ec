import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { DEFAULT_COMPANY } from "../domain/settings/company";
import type { Route } from "./+types/root";
// Imported as a URL so the stylesheet link can carry a `precedence`: React then puts it in <head> before
// the script preloads, and the browser asks for the CSS (which blocks the first paint) before ~20 scripts.
import stylesheet from "./app.css?url";
import { BRAND_FONT_URLS } from "./brand-fonts";
import { CompanyContext } from "./components/layout/company-context";
import { DocumentJsonLd, ORGANIZATION_LD_ID } from "./components/layout/document-json-ld";
import { FIRST_SCREEN_SCRIPT } from "./components/layout/first-screen";
import { EMPTY_MENUS, type HeaderMenus } from "./components/layout/header-menus";
import { useShellNavigation } from "./components/layout/shell-link";
import { ShellOverlays } from "./components/layout/shell-overlays";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { NO_ALERTS } from "./features/alerts/active-alerts";
import { loadActiveAlerts } from "./features/alerts/alerts.server";
import { DISMISSED_ALERTS_SCRIPT } from "./features/alerts/dismissed-script";
import { section } from "./features/blog/sections";
import { ErrorScreen } from "./features/errors/error-screen";
import { isConsolePath } from "./lib/console-path";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "high" },
  // The brand faces' Latin files (app/fonts.css), asked for with the stylesheet so they arrive before first paint.
  ...BRAND_FONT_URLS.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/favicon.ico" },
  { rel: "apple-touch-icon", href: "/logo.png" },
];

/**
 * Header menus: awaited, so the Internships and Courses links are in the server HTML where crawlers and visitors
 * without JavaScript find them (two cached reads); a failure is reported and the menus are empty.
 */
async function loadHeaderMenus(context: Route.LoaderArgs["context"]): Promise<HeaderMenus> {
  const { reads } = context;
  const menus = await section(context, "header menus", async () => {
    const [internships, courses] = await Promise.all([
      reads.listHeaderItems("internship"),
      reads.listHeaderItems("course"),
    ]);
    return { internships, courses };
  });
  return menus ?? EMPTY_MENUS;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The console has its own frame: no public menus, alerts or organisation data are read for it.
  if (isConsolePath(new URL(request.url).pathname))
    return {
      nonce: context.nonce,
      siteUrl: context.config.siteUrl,
      headerMenus: EMPTY_MENUS,
      alerts: NO_ALERTS,
      company: DEFAULT_COMPANY,
    };
  // Both awaited (quick reads, run beside the page's own loader): the menus and alert images are in the first HTML.
  const [headerMenus, alerts, company] = await Promise.all([
    loadHeaderMenus(context),
    loadActiveAlerts(context),
    section(context, "company details", () => context.reads.companyDetails()),
  ]);
  return {
    nonce: context.nonce,
    siteUrl: context.config.siteUrl,
    headerMenus,
    alerts,
    company: company ?? DEFAULT_COMPANY,
  };
}

// The menus and the site URL do not change between navigations: load them once per document.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce || undefined;
  // The staff console draws its own frame (app/features/console/console-shell.tsx): no public header, footer,
  // chat or alerts.
  const isConsole = isConsolePath(useLocation().pathname);
  useShellNavigation();
  return (
    // Attributes naming closed alert areas and a session's later pages are set by a script before hydration
    // (dismissed-script.ts, first-screen.ts).
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: DISMISSED_ALERTS_SCRIPT + FIRST_SCREEN_SCRIPT }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2E008F" />
        <Meta />
        <Links />
        {/* The organisation's JSON-LD: provided by the server's entry, not carried in the loader data. */}
        {data && !isConsole && <DocumentJsonLd id={ORGANIZATION_LD_ID} />}
      </head>
      {/* Site-wide defaults (app.css is not ours to change): a brand-coloured ring on every keyboard-focused
          control that sets none of its own (zero specificity, so components override it), no ring on <main> when
          the skip link focuses it, scroll padding so a control scrolled into view by focus is never hidden under the
          fixed header or the chat launcher, and no transitions or animations for visitors who prefer reduced motion. */}
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased [html:has(&)]:scroll-pb-28 [html:has(&)]:scroll-pt-28 [:where(&_:focus-visible)]:outline-2 [:where(&_:focus-visible)]:outline-offset-2 [:where(&_:focus-visible)]:outline-brand [&_main:focus]:outline-none motion-reduce:[&_*]:!animate-none motion-reduce:[&_*]:!transition-none">
        {isConsole ? (
          children
        ) : (
          <CompanyContext.Provider value={data?.company ?? DEFAULT_COMPANY}>
            <SkipLink />
            <SiteHeader menus={data?.headerMenus ?? EMPTY_MENUS} />
            {children}
            <SiteFooter />
            <ShellOverlays alerts={data?.alerts ?? NO_ALERTS} />
          </CompanyContext.Provider>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
