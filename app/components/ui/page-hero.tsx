import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { Container } from "./container";

export type { Crumb };

/**
 * How an inner page opens, so they do not all start with the same band: `brand` the purple gradient (services,
 * programs, company pages), `ink` a deep slate band with a brand glow and rule (careers, certificates, legal),
 * `light` a pale brand band with dark type (forms that follow at once, such as registration).
 */
export type PageHeroTone = "brand" | "ink" | "light";

const TONES: Record<PageHeroTone, { section: string; lead: string }> = {
  brand: {
    section: "bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] text-white",
    lead: "text-white/90",
  },
  ink: {
    section:
      "bg-slate-950 bg-[radial-gradient(ellipse_at_top_right,rgba(91,43,214,0.45),transparent_60%)] text-white border-b-4 border-brand",
    lead: "text-white/85",
  },
  light: {
    section:
      "bg-brand-50 bg-[radial-gradient(ellipse_at_top_left,rgba(46,0,143,0.08),transparent_55%)] text-slate-900",
    lead: "text-slate-700",
  },
};

/** The band at the top of inner pages: breadcrumb, title and an optional lead, in one of three tones. */
export function PageHero({
  title,
  lead,
  crumbs,
  tone = "brand",
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  tone?: PageHeroTone;
  children?: ReactNode;
}) {
  const look = TONES[tone];
  return (
    <section data-tone={tone} className={`${look.section} py-14 sm:py-20`}>
      <Container>
        {crumbs && crumbs.length > 0 && (
          <Breadcrumb crumbs={crumbs} tone={tone === "light" ? "dark" : "light"} />
        )}
        <h1 className={`type-display ${tone === "light" ? "text-brand-900" : ""}`}>{title}</h1>
        {lead && <div className={`mt-4 max-w-3xl type-lead ${look.lead}`}>{lead}</div>}
        {children}
      </Container>
    </section>
  );
}
