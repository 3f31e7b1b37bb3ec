import { useEffect, useRef, useState } from "react";
import { HEADER } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { GUTTERS } from "../ui/container";
import { useCompany } from "./company-context";
import { DesktopNav } from "./desktop-nav";
import type { HeaderMenus } from "./header-menus";
import { ClockIcon, MailIcon, PhoneIcon } from "./icons";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/**
 * The fixed site header: a slim contact strip over the main bar. Solid white at the top of the page,
 * translucent with a blur once scrolled past HEADER.scrollThresholdPx. A spacer of the measured header height
 * (HEADER.defaultHeightPx before measurement; the header is built to that height) offsets the page content.
 */
export function SiteHeader({ menus }: { menus: HeaderMenus }) {
  const company = useCompany();
  const headerRef = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [height, setHeight] = useState<number>(HEADER.defaultHeightPx);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER.scrollThresholdPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const element = headerRef.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().height);
      if (measured > 0) setHeight(measured);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const phoneHref = `tel:${company.phone.replace(/\s+/g, "")}`;

  return (
    <>
      <header
        ref={headerRef}
        data-scrolled={scrolled ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
          scrolled
            ? "bg-white/80 shadow-lg shadow-slate-900/5 backdrop-blur-md supports-[backdrop-filter]:bg-white/70"
            : "bg-white"
        }`}
      >
        <div className="h-8 bg-brand-900 text-xs text-white/90">
          <div className={`mx-auto flex h-full max-w-7xl items-center justify-between gap-4 ${GUTTERS}`}>
            <p className="flex items-center gap-1.5 truncate">
              <ClockIcon width={14} height={14} />
              <span className="truncate">{SHELL_TEXT.supportHours(company.supportHours)}</span>
            </p>
            <div className="flex items-center gap-4">
              <a
                href={phoneHref}
                className="flex items-center gap-1.5 hover:text-white focus-visible:underline"
              >
                <PhoneIcon width={14} height={14} />
                <span className="hidden sm:inline">{company.phone}</span>
                <span className="sr-only sm:hidden">{company.phone}</span>
              </a>
              <a
                href={`mailto:${company.generalEmail}`}
                className="hidden items-center gap-1.5 hover:text-white focus-visible:underline md:flex"
              >
                <MailIcon width={14} height={14} />
                {company.generalEmail}
              </a>
            </div>
          </div>
        </div>
        <div
          className={`h-16 border-b transition-colors ${scrolled ? "border-slate-200/70" : "border-slate-100"}`}
        >
          <div className={`mx-auto flex h-full max-w-7xl items-center justify-between gap-4 ${GUTTERS}`}>
            <Logo />
            <DesktopNav menus={menus} />
            <MobileMenu />
          </div>
        </div>
      </header>
      <div aria-hidden="true" data-testid="header-spacer" style={{ height }} />
    </>
  );
}
