import { Link } from "react-router";
import { MARKETING_CLAIMS as CLAIMS } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { Container } from "../../components/ui/container";

const C = SHELL_TEXT.claims;

export const CLAIM_ITEMS = [
  { value: CLAIMS.placementGuarantee, label: C.placementGuarantee },
  { value: String(CLAIMS.courses), label: C.courses },
  { value: C.averageDurationValue(CLAIMS.averageDurationMonths), label: C.averageDuration },
  { value: CLAIMS.classesPerWeek, label: C.classesPerWeek },
  { value: CLAIMS.companiesInDatabase, label: C.companies },
  { value: CLAIMS.liveHiring, label: C.liveHiring },
  { value: CLAIMS.openPositions, label: C.openPositions },
] as const;

/** The marketing claims band (dark): placement guarantee, courses, duration, classes, companies, hiring. */
export function MarketingClaims() {
  return (
    <section
      aria-labelledby="claims-heading"
      data-theme="dark"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand to-[#4a1fc0] py-16 text-white sm:py-20"
    >
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/5" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-white/5" />
      <Container className="relative">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-center">
          <div>
            <p className="type-eyebrow text-brand-100">Career Development</p>
            <h2 id="claims-heading" className="mt-2 type-headline">
              Your career, backed by numbers
            </h2>
            <p className="mt-4 text-white/80">
              Structured programs, live classes and a placement network that keeps growing.
            </p>
            <Link
              to="/registration-forms"
              className="mt-8 inline-flex items-center rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand shadow-lg transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {SHELL_TEXT.nav.enrollNow}
            </Link>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {CLAIM_ITEMS.map((claim, index) => (
              <div
                key={claim.label}
                className={`flex flex-col rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm ${
                  index === 0 ? "col-span-2" : ""
                }`}
              >
                <dt className="text-sm text-white/75">{claim.label}</dt>
                <dd className="order-first whitespace-nowrap text-2xl font-extrabold tracking-tight">
                  {claim.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
