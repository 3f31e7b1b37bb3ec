import type { ReactNode } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import type { ProgramPrice } from "../../../domain/programs/pricing";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { mediaUrl } from "../../lib/media";
import { AdvisorForm } from "./advisor-form";
import { HighlightList } from "./detail-parts";
import { PriceTag } from "./price-tag";

/** The catalogue fields the hero shows, common to courses and internships. */
interface HeroProgram {
  category: string;
  title: string;
  description: string;
  brochure_path: string;
}

/** The top of a course or internship page on the brand gradient, with the advisor form beside it. */
export function ProgramHero({
  program,
  listCrumb,
  highlights,
  action,
  advisor,
  children,
}: {
  program: HeroProgram;
  /** The catalogue list this program belongs to, the breadcrumb's second step. */
  listCrumb: { label: string; to: string };
  highlights: { items: readonly string[]; label: string };
  /** The primary call to action (enrol or register). */
  action: { href: string; label: string };
  advisor: { title: string; idPrefix: string };
  /** What stands between the description and the highlights (rating, price). */
  children: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] py-12 text-white sm:py-16">
      <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          <Breadcrumb crumbs={[{ label: "Home", to: "/" }, listCrumb]} />
          <p className="mt-1 w-fit rounded-full bg-white/15 px-3 py-1 type-label">{program.category}</p>
          <h1 className="mt-3 type-display">{program.title}</h1>
          {program.description && (
            <p className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{program.description}</p>
          )}
          {children}
          <div className="mt-8">
            <HighlightList items={highlights.items} label={highlights.label} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={action.href} className={buttonStyles.light}>
              {action.label}
            </Link>
            {program.brochure_path?.trim() && (
              <a
                href={mediaUrl(program.brochure_path)}
                download
                className="inline-flex items-center justify-center gap-2 rounded-full border border-white/70 px-6 py-3 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {MESSAGES.downloadBrochure}
              </a>
            )}
          </div>
        </div>
        <AdvisorForm title={advisor.title} idPrefix={advisor.idPrefix} />
      </Container>
    </section>
  );
}

/** The price on the hero, when the program has one. */
export function HeroPrice({
  price,
  className,
}: {
  price: ProgramPrice | null | undefined;
  className: string;
}) {
  if (!price) return null;
  return (
    <div className={className}>
      <PriceTag price={price} tone="onBrand" />
    </div>
  );
}
