import { Link } from "react-router";
import { GLOBAL_REACH } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import { SectionHeading } from "../../components/ui/section-heading";
import { Icon } from "../services/icons";
import { ContactBanner, HeadedSection, StatFigures } from "../services/page-sections";
import { PhotoStrip } from "./photo-strip";
import type { IconCard, Leader, Milestone, WhoWeAreContent } from "./who-we-are-content";

function LeaderMessage({ leader }: { leader: Leader }) {
  const host = leader.website.replace(/^https?:\/\//, "").replace(/\/$/, "");
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h3 className="bg-brand px-6 py-3 text-sm font-semibold uppercase tracking-wider text-white">
        {leader.barTitle}
      </h3>
      <div className="flex flex-1 flex-col p-6">
        {/* The contact list follows the figure: the Nu checker allows nothing after a figure's caption. */}
        <figure className="flex flex-1 flex-col">
          <blockquote className="relative flex-1 pl-6 leading-relaxed text-slate-700">
            <span
              aria-hidden="true"
              className="absolute -top-2 left-0 font-serif text-4xl leading-none text-brand/40"
            >
              “
            </span>
            <p>{leader.quote}</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand"
            >
              {leader.initials}
            </span>
            <div className="min-w-0 text-sm">
              <p className="text-base font-bold text-slate-900">{leader.name}</p>
              <p className="text-slate-600">{leader.title}</p>
            </div>
          </figcaption>
        </figure>
        <dl className="mt-4 space-y-1.5 text-sm">
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Icon name="mail" className="h-4 w-4 text-brand" />
              <span className="sr-only">E-mail</span>
            </dt>
            <dd className="min-w-0 break-words">
              <a href={`mailto:${leader.email}`} className="text-brand underline-offset-4 hover:underline">
                {leader.email}
              </a>
            </dd>
          </div>
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Icon name="globe" className="h-4 w-4 text-brand" />
              <span className="sr-only">Website</span>
            </dt>
            <dd className="min-w-0 break-words">
              <a href={leader.website} className="text-brand underline-offset-4 hover:underline">
                {host}
              </a>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

function IconCardItem({ card, tone = "white" }: { card: IconCard; tone?: "white" | "brand" }) {
  return (
    <li
      className={
        tone === "brand"
          ? "rounded-2xl bg-white/10 p-6 ring-1 ring-white/20"
          : "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      }
    >
      <span
        className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${tone === "brand" ? "bg-white text-brand" : "bg-brand-50 text-brand"}`}
      >
        <Icon name={card.icon} />
      </span>
      <h3 className={`mt-4 type-card ${tone === "brand" ? "text-white" : "text-slate-900"}`}>{card.title}</h3>
      <p className={`mt-2 text-sm leading-relaxed ${tone === "brand" ? "text-white/85" : "text-slate-600"}`}>
        {card.description}
      </p>
    </li>
  );
}

/** The opening: the introduction beside three key facts. */
function IntroSection({ content }: { content: WhoWeAreContent }) {
  const facts = [
    { icon: "flag" as const, label: "Founded", value: content.milestones.items[0].label },
    { icon: "globe" as const, label: "Headquarters", value: "Noida, Uttar Pradesh, India" },
    {
      icon: "users" as const,
      label: "What we do",
      value: content.offerings.items.map((item) => item.title).join(" · "),
    },
  ];
  return (
    <section aria-labelledby="intro-heading" className="py-16 sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="intro-heading"
            align="left"
            eyebrow={content.intro.eyebrow}
            title={content.intro.title}
          />
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
            {content.intro.body.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
        <dl className="grid gap-4 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          {facts.map((fact) => (
            // dl > div > dt + dd only: the icon sits inside the dt, placed in the card's left gutter.
            <div key={fact.label} className="relative min-h-18 rounded-2xl bg-white p-4 pl-18 shadow-sm">
              <dt className="type-label text-slate-500">
                <span
                  aria-hidden="true"
                  className="absolute left-4 top-4 flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white"
                >
                  <Icon name={fact.icon} className="h-5 w-5" />
                </span>
                {fact.label}
              </dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

type Offering = WhoWeAreContent["offerings"]["items"][number];

/** One offering: the whole card is the link (the heading's link stretches over it). */
function OfferingCard({ item }: { item: Offering }) {
  return (
    <li className="group relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand text-white">
        <Icon name={item.icon} />
      </span>
      <h3 className="mt-5 type-card text-slate-900">
        <Link to={item.to} className="after:absolute after:inset-0 focus-visible:outline-none">
          {item.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{item.description}</p>
      <span
        aria-hidden="true"
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand"
      >
        Learn more <Icon name="arrow" className="h-4 w-4 transition group-hover:translate-x-0.5" />
      </span>
    </li>
  );
}

/** The journey: a numbered timeline, vertical on small screens and horizontal from lg. */
function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  return (
    <ol className="relative mt-12 grid gap-8 border-l-2 border-brand-100 pl-8 lg:grid-cols-5 lg:gap-6 lg:border-t-2 lg:border-l-0 lg:pt-10 lg:pl-0">
      {milestones.map((milestone, index) => (
        <li key={milestone.date} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] flex h-6 w-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white ring-4 ring-brand-50 lg:-top-[3.2rem] lg:left-0"
          >
            {index + 1}
          </span>
          <time dateTime={milestone.date} className="text-sm font-bold uppercase tracking-wider text-brand">
            {milestone.label}
          </time>
          <h3 className="mt-1 type-card text-slate-900">{milestone.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** Mission and vision on the brand gradient, its heading in white. */
function MissionSection({ missionVision }: { missionVision: WhoWeAreContent["missionVision"] }) {
  return (
    <section
      aria-labelledby="mission-heading"
      className="bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] py-16 text-white sm:py-20"
    >
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <p className="type-eyebrow text-white/80">{missionVision.eyebrow}</p>
          <h2 id="mission-heading" className="mt-2 type-headline">
            {missionVision.title}
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {missionVision.items.map((card) => (
            <IconCardItem key={card.title} card={card} tone="brand" />
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The Who we are page: everything the spec lists, in its order. */
export function WhoWeArePage({ content }: { content: WhoWeAreContent }) {
  return (
    <>
      <PageHero
        title={content.title}
        lead={content.lead}
        crumbs={[{ label: "Home", to: "/" }, { label: "Who we are" }]}
      />
      <IntroSection content={content} />
      <HeadedSection
        id="leadership-heading"
        className="bg-slate-50 py-16 sm:py-20"
        heading={content.leadership}
      >
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {content.leadership.leaders.map((leader) => (
            <LeaderMessage key={leader.name} leader={leader} />
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection id="offerings-heading" className="py-16 sm:py-20" heading={content.offerings}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.offerings.items.map((item) => (
            <OfferingCard key={item.title} item={item} />
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection
        id="milestones-heading"
        className="bg-brand-50 py-16 sm:py-20"
        heading={content.milestones}
      >
        <MilestoneTimeline milestones={content.milestones.items} />
      </HeadedSection>
      <HeadedSection id="why-heading" className="py-16 sm:py-20" heading={content.whyChooseUs}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.whyChooseUs.items.map((card) => (
            <IconCardItem key={card.title} card={card} />
          ))}
        </ul>
      </HeadedSection>
      <MissionSection missionVision={content.missionVision} />
      <HeadedSection id="values-heading" className="py-16 sm:py-20" heading={content.values}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {content.values.items.map((card) => (
            <IconCardItem key={card.title} card={card} />
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection id="photos-heading" className="bg-slate-50 py-16 sm:py-20" heading={content.photos}>
        <div className="mt-12">
          <PhotoStrip />
        </div>
      </HeadedSection>
      <HeadedSection id="reach-heading" className="py-16 sm:py-20" heading={content.reach}>
        <StatFigures
          figures={GLOBAL_REACH}
          className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4"
        />
      </HeadedSection>
      <ContactBanner
        id="contact-heading"
        className="pb-16 sm:pb-20"
        tone="gradient"
        title={content.contact.title}
        body={content.contact.body}
        linkLabel={MESSAGES.contactUsNow}
      />
    </>
  );
}
