import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import type { PublicBatch } from "../../../domain/programs/batch-view";
import { parseListField } from "../../../domain/programs/list-fields";
import type { InternshipDetail } from "../../../domain/programs/programs.server";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { ProgramAccordion, RelatedPrograms } from "./deferred-parts";
import {
  INTERNSHIP_FEATURE_TILES,
  INTERNSHIP_HIGHLIGHTS,
  INTERNSHIP_PERKS,
  registrationHref,
} from "./detail-content";
import { DetailColumns, ProgramBatches } from "./detail-layout";
import { CheckIcon, DetailSection, DetailsBox, FeatureTiles, ItemList, orNotAvailable } from "./detail-parts";
import type { AccordionEntry } from "./program-accordion";
import { HeroPrice, ProgramHero } from "./program-hero";

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

/** The four grouped list fields as one accordion, a panel per non-empty field; the first starts open. */
function internshipSections(internship: InternshipView): AccordionEntry[] {
  return [
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
}

function InternshipDetailsBox({
  internship,
  registerHref,
}: {
  internship: InternshipView;
  registerHref: string;
}) {
  const na = MESSAGES.notAvailable;
  return (
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
  );
}

function InternshipPerks() {
  return (
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
  );
}

/** Every block of the internship page, in the order of docs/product/pages.md ('Internship detail'). */
export function InternshipDetailView({
  internship,
  batches = [],
}: {
  internship: InternshipView;
  batches?: readonly PublicBatch[];
}) {
  const registerHref = registrationHref("Internship", internship.title);
  const sections = internshipSections(internship);

  return (
    <>
      <ProgramHero
        program={internship}
        listCrumb={{ label: MESSAGES.internshipsListTitle, to: "/career-opportunities" }}
        highlights={{ items: INTERNSHIP_HIGHLIGHTS, label: "Internship highlights" }}
        action={{ href: registerHref, label: MESSAGES.registerNow }}
        advisor={{ title: MESSAGES.applyNowForm, idPrefix: "internship-advisor" }}
      >
        <HeroPrice price={internship.price} className="mt-5" />
      </ProgramHero>

      <Container className="py-14 sm:py-20">
        <DetailSection id="internship-features" title="What the internship gives you">
          <FeatureTiles tiles={INTERNSHIP_FEATURE_TILES} label="Internship features" />
        </DetailSection>
        <ProgramBatches
          kind="internship"
          programId={internship.id}
          batches={batches}
          registrationHref={registerHref}
        />
        <DetailColumns aside={<InternshipDetailsBox internship={internship} registerHref={registerHref} />}>
          <div>
            {sections.length > 0 && (
              <DetailSection id="internship-details-accordion" title="About this internship">
                <ProgramAccordion items={sections} />
              </DetailSection>
            )}
          </div>
        </DetailColumns>
        <InternshipPerks />
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
