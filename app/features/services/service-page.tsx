import { Link } from "react-router";
import { COMPANY } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import { SectionHeading } from "../../components/ui/section-heading";
import { Icon } from "./icons";
import { ContactBanner, HeadedSection, StatFigures } from "./page-sections";
import type { Partner, ProcessStep, ServiceOffer, ServicePageData } from "./service-types";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const PARTNERS_HEADING = {
  eyebrow: "Partners",
  title: "Who we work with",
  lead: "Media and education partners who work with us and our clients.",
};

function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-bold tracking-widest text-brand">
        {partner.category}
      </p>
      <h3 className="mt-4 type-card text-slate-900">{partner.name}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{partner.blurb}</p>
      <a
        href={partner.website}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${MESSAGES.partnerVisit} ${partner.name} (opens in a new tab)`}
        className={`${buttonStyles.secondary} mt-5 self-start`}
      >
        {MESSAGES.partnerVisit}
        <Icon name="external" className="h-4 w-4" />
      </a>
    </li>
  );
}

/** One line of the support block: a round icon, what it is, and the link. */
function ContactLine({
  icon,
  label,
  href,
  text,
}: {
  icon: "phone" | "mail";
  label: string;
  href: string;
  text: string;
}) {
  return (
    <div className="relative flex min-h-19 min-w-0 flex-col justify-center rounded-2xl bg-white/10 p-4 pl-19 ring-1 ring-white/20 sm:min-h-21 sm:p-5 sm:pl-20">
      <dt className="text-sm text-white/80">
        <span
          aria-hidden="true"
          className="absolute left-4 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-brand sm:left-5"
        >
          <Icon name={icon} className="h-5 w-5" />
        </span>
        {label}
      </dt>
      <dd className="break-words text-base font-semibold sm:text-lg">
        <a href={href} className="underline-offset-4 hover:underline">
          {text}
        </a>
      </dd>
    </div>
  );
}

/** The opening: what the service is, beside its claims. */
function ServiceIntro({ data }: { data: ServicePageData }) {
  const claims = [
    { value: data.claims.projects, label: "Projects" },
    { value: data.claims.customers, label: "Customers" },
  ];
  return (
    <section aria-labelledby="service-intro" className="py-16 sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="service-intro" align="left" eyebrow={data.title} title={data.intro.title} />
          <div className="mt-5 space-y-4 leading-relaxed text-slate-700">
            {data.intro.body.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
        <div className="rounded-3xl bg-brand-50 p-6 sm:p-8">
          <StatFigures figures={claims} className="grid grid-cols-2 gap-4" />
          <p className="mt-5 text-center text-sm text-slate-600">
            Delivered by {COMPANY.name} for start-ups, growing businesses and established brands.
          </p>
        </div>
      </Container>
    </section>
  );
}

function OfferCard({ offer }: { offer: ServiceOffer }) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand text-white">
        <Icon name={offer.icon} />
      </span>
      <h3 className="mt-5 type-card text-slate-900">{offer.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{offer.description}</p>
    </li>
  );
}

/** The numbered steps; four fit one row from lg, otherwise five. */
function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol
      className={`mt-12 grid gap-6 sm:grid-cols-2 ${steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-5"}`}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-bold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The closing card: an invitation to get in touch beside the support phone and e-mail. */
function ServiceContact({ afterLetsTalk }: { afterLetsTalk: boolean }) {
  return (
    <section
      aria-labelledby="service-contact"
      className={afterLetsTalk ? "pb-16 sm:pb-20" : "py-16 sm:py-20"}
    >
      <Container>
        <div className="grid gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] p-6 text-white sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <h2 id="service-contact" className="type-headline">
              Let's build something great together
            </h2>
            <p className="mt-3 text-white/90">
              Tell us about your goals and we will get back to you within one working day.
            </p>
            <Link to="/contact" className={`${buttonStyles.light} mt-6`}>
              {MESSAGES.serviceGetInTouch}
              <Icon name="arrow" className="h-4 w-4" />
            </Link>
          </div>
          <dl className="grid gap-4">
            <ContactLine
              icon="phone"
              label="Support phone"
              href={telHref(COMPANY.phone)}
              text={COMPANY.phone}
            />
            <ContactLine
              icon="mail"
              label="Official e-mail"
              href={`mailto:${COMPANY.generalEmail}`}
              text={COMPANY.generalEmail}
            />
          </dl>
        </div>
      </Container>
    </section>
  );
}

/** One service page (development, brand building, digital marketing), driven entirely by its data. */
export function ServicePage({ data, partners }: { data: ServicePageData; partners: Partner[] }) {
  const { offers, process } = data;
  return (
    <>
      <PageHero
        title={data.title}
        lead={data.lead}
        crumbs={[{ label: "Home", to: "/" }, { label: data.eyebrow }, { label: data.title }]}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonStyles.light}>
            {MESSAGES.serviceGetInTouch}
            <Icon name="arrow" className="h-4 w-4" />
          </Link>
        </div>
      </PageHero>
      <ServiceIntro data={data} />
      <HeadedSection
        id="service-offers"
        className="bg-slate-50 py-16 sm:py-20"
        heading={{ eyebrow: "Services", title: offers.title, lead: offers.lead }}
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.items.map((offer) => (
            <OfferCard key={offer.title} offer={offer} />
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection
        id="service-process"
        className="py-16 sm:py-20"
        heading={{ eyebrow: "Process", title: process.title, lead: process.lead }}
      >
        <ProcessSteps steps={process.steps} />
      </HeadedSection>
      {partners.length > 0 && (
        <HeadedSection
          id="service-partners"
          className="bg-slate-50 py-16 sm:py-20"
          heading={PARTNERS_HEADING}
        >
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {partners.map((partner) => (
              <PartnerCard key={partner.name} partner={partner} />
            ))}
          </ul>
        </HeadedSection>
      )}
      {data.letsTalk && (
        <ContactBanner
          id="service-lets-talk"
          className="py-16 sm:py-20"
          tone="light"
          title={data.letsTalk.title}
          body={data.letsTalk.body}
          linkLabel={MESSAGES.serviceLetsTalk}
        />
      )}
      <ServiceContact afterLetsTalk={Boolean(data.letsTalk)} />
    </>
  );
}
