import { Link } from "react-router";
import { PORTFOLIO_PLACEHOLDER_COUNT } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import { Icon } from "../services/icons";

const ART = [
  { from: "#2e008f", to: "#5b2bd6", accent: "#fde68a" },
  { from: "#17004a", to: "#2e008f", accent: "#67e8f9" },
  { from: "#5b2bd6", to: "#c026d3", accent: "#a7f3d0" },
] as const;

/** A decorative cover for a placeholder project card: a browser window with abstract content. */
function ProjectArt({ index }: { index: number }) {
  const art = ART[index % ART.length];
  const id = `portfolio-art-${index}`;
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" focusable="false" className="block h-auto w-full">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${id})`} />
      <circle cx="290" cy="20" r="60" fill="#ffffff" opacity="0.08" />
      <rect x="40" y="34" width="240" height="140" rx="10" fill="#ffffff" />
      <rect x="40" y="34" width="240" height="20" rx="10" fill="#e4dcf8" />
      <rect x="40" y="46" width="240" height="8" fill="#e4dcf8" />
      <circle cx="54" cy="44" r="3.5" fill={art.from} />
      <circle cx="66" cy="44" r="3.5" fill={art.to} opacity="0.6" />
      <circle cx="78" cy="44" r="3.5" fill={art.accent} />
      <rect x="56" y="68" width={90 + index * 10} height="10" rx="5" fill={art.from} />
      <rect x="56" y="86" width="120" height="6" rx="3" fill="#cbd5e1" />
      <rect x="56" y="98" width="96" height="6" rx="3" fill="#cbd5e1" />
      <rect x="56" y="118" width="56" height="18" rx="9" fill={art.to} />
      <rect x="188" y="68" width="76" height="90" rx="8" fill={art.accent} opacity="0.9" />
      <circle cx="226" cy="104" r="18" fill="#ffffff" opacity="0.8" />
      <rect x="56" y="146" width="110" height="6" rx="3" fill="#e2e8f0" />
    </svg>
  );
}

/** The placeholder portfolio: title, three project cards and an archive section (docs/product/pages.md). */
export function PortfolioPage() {
  const projects = Array.from({ length: PORTFOLIO_PLACEHOLDER_COUNT }, (_, index) => index + 1);
  return (
    <>
      <PageHero
        tone="ink"
        title={MESSAGES.portfolioTitle}
        lead="A selection of the websites, apps, brands and campaigns we have delivered for our clients."
        crumbs={[{ label: "Home", to: "/" }, { label: "What We've Done" }]}
      />

      <section aria-label="Featured projects" className="py-16 sm:py-20">
        <Container>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((number) => (
              <li key={number}>
                <article className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                  <ProjectArt index={number - 1} />
                  <div className="p-6">
                    <h2 className="type-title text-slate-900">{MESSAGES.portfolioProject(number)}</h2>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">
                      The full case study for this project is being prepared and will be published here soon.
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="archive-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="mx-auto flex max-w-3xl flex-col items-center rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand">
              <Icon name="package" className="h-7 w-7" />
            </span>
            <h2 id="archive-heading" className="mt-5 type-headline text-slate-900">
              {MESSAGES.portfolioArchive}
            </h2>
            <p className="mt-3 text-slate-600">
              Earlier projects will be collected here as we write them up. Want to see work similar to your
              idea? Ask us and we will share relevant examples.
            </p>
            <Link to="/contact" className={`${buttonStyles.primary} mt-6`}>
              {MESSAGES.serviceGetInTouch}
              <Icon name="arrow" className="h-4 w-4" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
