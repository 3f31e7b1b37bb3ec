import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";
import { Icon } from "./icons";

/** A page band: a section labelled by its centred heading, with the content below it. */
export function HeadedSection({
  id,
  className,
  heading,
  children,
}: {
  id: string;
  className: string;
  heading: { eyebrow: string; title: string; lead?: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <SectionHeading id={id} eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} />
        {children}
      </Container>
    </section>
  );
}

/** Big figures in white cards, the label under the value (the dt comes first for screen readers). */
export function StatFigures({
  figures,
  className,
}: {
  figures: readonly { label: string; value: string }[];
  className: string;
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <dt className="mt-1 text-sm font-medium uppercase tracking-widest text-slate-600">
            {figure.label}
          </dt>
          <dd className="text-4xl font-extrabold text-brand sm:text-5xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A wide call-to-action card: a heading and a line of text, with one link to the contact page. */
export function ContactBanner({
  id,
  className,
  tone,
  title,
  body,
  linkLabel,
}: {
  id: string;
  className: string;
  tone: "gradient" | "light";
  title: string;
  body: string;
  linkLabel: string;
}) {
  const gradient = tone === "gradient";
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <div
          className={`flex flex-col items-start gap-6 rounded-3xl ${gradient ? "bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] p-8 text-white" : "bg-brand-50 p-8 ring-1 ring-brand-100"} sm:p-12 lg:flex-row lg:items-center lg:justify-between`}
        >
          <div className="max-w-2xl">
            <h2 id={id} className={gradient ? "type-headline" : "type-headline text-slate-900"}>
              {title}
            </h2>
            <p className={gradient ? "mt-3 text-white/90" : "mt-3 text-slate-700"}>{body}</p>
          </div>
          <Link to="/contact" className={`${gradient ? buttonStyles.light : buttonStyles.primary} shrink-0`}>
            {linkLabel}
            <Icon name="arrow" className="h-4 w-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
