import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import type { PublicBatch } from "../../../domain/programs/batch-view";
import { parseListField } from "../../../domain/programs/list-fields";
import type { InternshipDetail } from "../../../domain/programs/programs.server";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { mediaUrl } from "../../lib/media";
import { AdvisorForm } from "./advisor-form";
import { BatchList } from "./batch-list";
import { ProgramAccordion, RelatedPrograms } from "./deferred-parts";
import {
  INTERNSHIP_FEATURE_TILES,
  INTERNSHIP_HIGHLIGHTS,
  INTERNSHIP_PERKS,
  registrationHref,
} from "./detail-content";
import {
  CheckIcon,
  DetailSection,
  DetailsBox,
  FeatureTiles,
  HighlightList,
  ItemList,
  orNotAvailable,
} from "./detail-parts";
import { PriceTag } from "./price-tag";
import type { AccordionEntry } from "./program-accordion";

/** The internship as the page receives it; list fields may be JSON text or arrays of any accepted shape. */
export type InternshipView = Omit<
  InternshipDetail,
  "internship_modules" | "responsibilities" | "perks_and_benefits" | "faqs"
> & {
  internship_modules: unknown;
  responsibilities: unknown;
  perks_and_benefits: unknown;
  faqs: unknown;
};

/** Every block of the internship page, in the order of docs/product/pages.md ('Internship detail'). */
export function InternshipDetailView({
  internship,
  batches = [],
}: {
  internship: InternshipView;
  batches?: readonly PublicBatch[];
}) {
  const registerHref = registrationHref("Internship", internship.title);
  const na = MESSAGES.notAvailable;
  // One accordion of the four grouped sections; the first starts open.
  const sections: AccordionEntry[] = [
    { title: MESSAGES.internshipModules, items: parseListField(internship.internship_modules) },
    { title: MESSAGES.responsibilities, items: parseListField(internship.responsibilities) },
    { title: MESSAGES.perksAndBenefits, items: parseListField(internship.perks_and_benefits) },
    { title: MESSAGES.faqTitle, items: parseListField(internship.faqs) },
  ]
    .filter((section) => section.items.length > 0)
    .map((section) => ({
      key: section.title,
      title: section.title,
      content: <ItemList items={section.items} />,
    }));

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] py-12 text-white sm:py-16">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div>
            <Breadcrumb
              crumbs={[
                { label: "Home", to: "/" },
                { label: MESSAGES.internshipsListTitle, to: "/career-opportunities" },
              ]}
            />
            <p className="mt-1 w-fit rounded-full bg-white/15 px-3 py-1 type-label">{internship.category}</p>
            <h1 className="mt-3 type-display">{internship.title}</h1>
            {internship.description && (
              <p className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{internship.description}</p>
            )}
            {internship.price && (
              <div className="mt-5">
                <PriceTag price={internship.price} tone="onBrand" />
              </div>
            )}
            <div className="mt-8">
              <HighlightList items={INTERNSHIP_HIGHLIGHTS} label="Internship highlights" />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={registerHref} className={buttonStyles.light}>
                {MESSAGES.registerNow}
              </Link>
              {internship.brochure_path?.trim() && (
                <a
                  href={mediaUrl(internship.brochure_path)}
                  download
                  className="inline-flex items-center justify-center gap-2 rounded-full border border-white/70 px-6 py-3 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {MESSAGES.downloadBrochure}
                </a>
              )}
            </div>
          </div>
          <AdvisorForm title={MESSAGES.applyNowForm} idPrefix="internship-advisor" />
        </Container>
      </section>

      <Container className="py-14 sm:py-20">
        <DetailSection id="internship-features" title="What the internship gives you">
          <FeatureTiles tiles={INTERNSHIP_FEATURE_TILES} label="Internship features" />
        </DetailSection>

        {batches.length > 0 && (
          <div className="mt-14">
            <BatchList
              kind="internship"
              programId={internship.id}
              batches={batches}
              registrationHref={registerHref}
            />
          </div>
        )}

        <div className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div>
            {sections.length > 0 && (
              <DetailSection id="internship-details-accordion" title="About this internship">
                <ProgramAccordion items={sections} />
              </DetailSection>
            )}
          </div>
          <aside className="lg:sticky lg:top-28 lg:self-start">
            <DetailsBox
              id="internship-details"
              title="Internship Details"
              rows={[
                { label: "Duration", value: orNotAvailable(internship.duration, na) },
                { label: "Skill Level", value: orNotAvailable(internship.skill_level, na) },
                { label: "Language", value: orNotAvailable(internship.language, na) },
              ]}
            >
              <Link to={registerHref} className={buttonStyles.primary}>
                {MESSAGES.registerNow}
              </Link>
              <Link to={registerHref} className={buttonStyles.secondary}>
                {MESSAGES.applyNow}
              </Link>
            </DetailsBox>
          </aside>
        </div>

        <section
          aria-labelledby="internship-perks"
          className="mt-16 rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10"
        >
          <h2 id="internship-perks" className="type-headline text-slate-900">
            Perks of interning with us
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {INTERNSHIP_PERKS.map((perk) => (
              <li
                key={perk}
                className="flex items-center gap-3 rounded-xl bg-white p-4 font-medium text-slate-900 shadow-sm"
              >
                <CheckIcon className="h-6 w-6 text-brand" />
                {perk}
              </li>
            ))}
          </ul>
        </section>

        {internship.slug && (
          <RelatedPrograms
            key={internship.slug}
            kind="internship"
            category={internship.category}
            slug={internship.slug}
          />
        )}
      </Container>
    </>
  );
}
