import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { Container } from "./container";

export type { Crumb };

/** The brand-coloured band at the top of inner pages: breadcrumb, title and an optional lead. */
export function PageHero({
  title,
  lead,
  crumbs,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] py-14 text-white sm:py-20">
      <Container>
        {crumbs && crumbs.length > 0 && <Breadcrumb crumbs={crumbs} />}
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <div className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{lead}</div>}
        {children}
      </Container>
    </section>
  );
}
