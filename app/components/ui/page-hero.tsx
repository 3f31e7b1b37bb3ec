import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "./container";

export interface Crumb {
  label: string;
  to?: string;
}

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
        {crumbs && crumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-white/85">
            <ol className="flex flex-wrap items-center gap-2">
              {crumbs.map((crumb, index) => (
                <li key={crumb.label} className="flex items-center gap-2">
                  {index > 0 && <span aria-hidden="true">/</span>}
                  {crumb.to ? (
                    <Link to={crumb.to} className="underline-offset-4 hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <div className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{lead}</div>}
        {children}
      </Container>
    </section>
  );
}
