import { Link } from "react-router";
import { COMPANY } from "../../../domain/constants";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { Container } from "../../components/ui/container";
import { deferred } from "../../lib/deferred";
import { HeroCarousel } from "./hero-carousel";
import type { HomeData } from "./home-types";

const BelowTheFold = deferred(() => import("./below-the-fold").then((m) => m.default));

/** The home page: every section in the spec's order; logos and feedback stream in with their loading text. */
export function HomePage({ data }: { data: HomeData }) {
  return (
    <main id="main">
      <HeroCarousel state={data.hero} />
      <Intro />
      {/* Server-rendered with the rest; its code (tabs, carousels of logos and feedback…) is not part of the
          first download: React hydrates it when the chunk arrives (a click there meanwhile is replayed). */}
      <BelowTheFold data={data} />
    </main>
  );
}

function Intro() {
  return (
    <section aria-labelledby="home-title" className="bg-white py-14 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="type-eyebrow text-brand">{COMPANY.name}</p>
          <h1
            id="home-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Best IT Solution &amp; Career Development Company in India
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600">
            We build websites, apps and cloud platforms for growing businesses, and train the next generation
            of developers through job-ready courses and internships in Noida.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-full bg-brand px-7 py-3.5 text-sm font-semibold text-white shadow-lg shadow-brand/25 transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {SHELL_TEXT.nav.getInTouch}
          </Link>
          <Link
            to="/registration-forms"
            className="inline-flex items-center justify-center rounded-full border border-brand px-7 py-3.5 text-sm font-semibold text-brand transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {SHELL_TEXT.nav.enrollNow}
          </Link>
        </div>
      </Container>
    </section>
  );
}
