import { Link } from "react-router";
import { COMPANY } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import { SectionHeading } from "../../components/ui/section-heading";
import { Icon } from "./icons";
import type { Partner, ServicePageData } from "./service-types";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function Claims({ claims }: { claims: ServicePageData["claims"] }) {
  const items = [
    { value: claims.projects, label: "Projects" },
    { value: claims.customers, label: "Customers" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4">
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <dt className="mt-1 text-sm font-medium uppercase tracking-widest text-slate-600">{item.label}</dt>
          <dd className="text-4xl font-extrabold text-brand sm:text-5xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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

/** One service page (development, brand building, digital marketing), driven entirely by its data. */
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

export function ServicePage({ data, partners }: { data: ServicePageData; partners: Partner[] }) {
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
            <Claims claims={data.claims} />
            <p className="mt-5 text-center text-sm text-slate-600">
              Delivered by {COMPANY.name} for start-ups, growing businesses and established brands.
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="service-offers" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="service-offers"
            eyebrow="Services"
            title={data.offers.title}
            lead={data.offers.lead}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.offers.items.map((offer) => (
              <li key={offer.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand text-white">
                  <Icon name={offer.icon} />
                </span>
                <h3 className="mt-5 type-card text-slate-900">{offer.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{offer.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="service-process" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="service-process"
            eyebrow="Process"
            title={data.process.title}
            lead={data.process.lead}
          />
          <ol
            className={`mt-12 grid gap-6 sm:grid-cols-2 ${data.process.steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-5"}`}
          >
            {data.process.steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
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
        </Container>
      </section>

      {partners.length > 0 && (
        <section aria-labelledby="service-partners" className="bg-slate-50 py-16 sm:py-20">
          <Container>
            <SectionHeading
              id="service-partners"
              eyebrow="Partners"
              title="Who we work with"
              lead="Media and education partners who work with us and our clients."
            />
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {partners.map((partner) => (
                <PartnerCard key={partner.name} partner={partner} />
              ))}
            </ul>
          </Container>
        </section>
      )}

      {data.letsTalk && (
        <section aria-labelledby="service-lets-talk" className="py-16 sm:py-20">
          <Container>
            <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
              <div className="max-w-2xl">
                <h2 id="service-lets-talk" className="type-headline text-slate-900">
                  {data.letsTalk.title}
                </h2>
                <p className="mt-3 text-slate-700">{data.letsTalk.body}</p>
              </div>
              <Link to="/contact" className={`${buttonStyles.primary} shrink-0`}>
                {MESSAGES.serviceLetsTalk}
                <Icon name="arrow" className="h-4 w-4" />
              </Link>
            </div>
          </Container>
        </section>
      )}

      <section
        aria-labelledby="service-contact"
        className={data.letsTalk ? "pb-16 sm:pb-20" : "py-16 sm:py-20"}
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
    </>
  );
}
