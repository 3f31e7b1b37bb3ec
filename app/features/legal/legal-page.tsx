import { COMPANY } from "../../../domain/constants";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import type { LegalClause, LegalDocument } from "./legal-types";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The company's contact details as a small card, used inside clauses that point to us. */
export function LegalContactCard() {
  const rows = [
    {
      label: "General enquiries",
      value: <a href={`mailto:${COMPANY.generalEmail}`}>{COMPANY.generalEmail}</a>,
    },
    {
      label: "Courses and internships",
      value: <a href={`mailto:${COMPANY.educationEmail}`}>{COMPANY.educationEmail}</a>,
    },
    { label: "Phone", value: <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a> },
    { label: "Address", value: COMPANY.address },
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-2xl bg-brand-50 p-5 text-sm ring-1 ring-brand-100 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="font-semibold text-brand">{row.label}</dt>
          <dd className="mt-0.5 break-words text-slate-700 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2">
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Clause({ clause, number }: { clause: LegalClause; number?: number }) {
  return (
    <section
      aria-labelledby={clause.id}
      className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0"
    >
      <h2 id={clause.id} className="scroll-mt-32 type-title text-slate-900">
        {number !== undefined && <span className="mr-2 text-brand">{number}.</span>}
        {clause.title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        {clause.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {clause.points && (
          <ul className="list-disc space-y-1.5 pl-6 marker:text-brand">
            {clause.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {clause.closing?.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {clause.showContact && <LegalContactCard />}
    </section>
  );
}

function ContentsEntry({ clause, number }: { clause: LegalClause; number?: number }) {
  return (
    <li>
      <a
        href={`#${clause.id}`}
        className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-700 transition hover:bg-brand-50 hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="w-6 shrink-0 text-right font-semibold text-brand">
          {number !== undefined && `${number}.`}
        </span>
        <span>{clause.title}</span>
      </a>
    </li>
  );
}

/** A legal document (Terms or Privacy): hero, table of contents linking to each numbered clause, clauses. */
export function LegalPage({ document, lead }: { document: LegalDocument; lead: string }) {
  return (
    <>
      <PageHero
        tone="ink"
        title={document.title}
        crumbs={[{ label: "Home", to: "/" }, { label: document.title }]}
        lead={
          <>
            {document.effective && <p className="font-semibold text-white">{document.effective}</p>}
            <p className={document.effective ? "mt-2" : undefined}>{lead}</p>
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14">
          <nav
            aria-labelledby="toc-heading"
            className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto"
          >
            <h2 id="toc-heading" className="type-eyebrow text-brand">
              Contents
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {document.clauses.map((clause, index) => (
                <ContentsEntry key={clause.id} clause={clause} number={index + 1} />
              ))}
              {document.annexes?.map((clause) => (
                <ContentsEntry key={clause.id} clause={clause} />
              ))}
            </ol>
          </nav>
          <article className="min-w-0 max-w-3xl">
            <div className="space-y-4 text-lg leading-relaxed text-slate-700">
              {document.intro.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            <div className="mt-10 space-y-8">
              {document.clauses.map((clause, index) => (
                <Clause key={clause.id} clause={clause} number={index + 1} />
              ))}
              {document.annexes?.map((clause) => (
                <Clause key={clause.id} clause={clause} />
              ))}
            </div>
          </article>
        </div>
      </Container>
    </>
  );
}
