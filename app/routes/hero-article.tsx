import { isRouteErrorResponse } from "react-router";
import { COMPANY } from "../../domain/constants";
import { libraryAlt, withLibraryAlts } from "../../domain/content/library-alt";
import { formatLongDate } from "../../domain/format";
import { MESSAGES } from "../../domain/messages";
import { resolvePageSeo } from "../../domain/seo/page-seo";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { Container } from "../components/ui/container";
import { SmartImage } from "../components/ui/smart-image";
import { ArticleCard } from "../features/blog/article-card";
import { heroEntry } from "../features/blog/entries";
import { heroSeoDefaults } from "../features/blog/hero-seo";
import { loadArticle } from "../features/blog/load-article.server";
import { section } from "../features/blog/sections";
import { StatusPanel } from "../features/blog/status-panel";
import { usePendingPath } from "../features/blog/use-pending-path";
import { ContentSidebar } from "../features/sidebar/content-sidebar";
import { enquiryAction } from "../features/sidebar/enquiry-action.server";
import { DeferredRelatedList } from "../features/sidebar/rotating-list";
import { IMAGE_SIZES } from "../lib/image-sizes";
import { articleLd } from "../lib/json-ld-builders.server";
import { mediaUrl } from "../lib/media";
import { pageMeta, siteUrlOf, unavailableMeta } from "../lib/seo";
import type { Route } from "./+types/hero-article";

export function meta({ data: loaderData, params, matches, error }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  if (!loaderData)
    return unavailableMeta({
      message:
        isRouteErrorResponse(error) && error.status === 404
          ? MESSAGES.heroNotFound
          : MESSAGES.heroFetchFailed,
      siteUrl,
      path: `/hero/${encodeURIComponent(params.slug)}`,
    });
  const { hero, seo } = loaderData;
  const words = resolvePageSeo(
    heroSeoDefaults({
      slug: hero.slug,
      title: hero.title,
      smallDescription: hero.small_description,
      featuredImage: hero.featured_image,
    }),
    seo,
  );
  return pageMeta({
    title: words.title,
    description: words.description,
    path: words.path,
    siteUrl,
    image: words.image ? mediaUrl(words.image) : undefined,
    imageAlt: loaderData.imageAlt,
    type: "article",
    article: {
      publishedTime: hero.created_at,
      modifiedTime: loaderData.modifiedAt,
      author: hero.author,
      section: hero.category,
    },
    breadcrumbs: [{ name: hero.title, path: words.path }],
    jsonLd: loaderData.jsonLd,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { reads } = context;
  const { article: hero, modifiedAt } = await loadArticle(context, params.slug, {
    kind: "hero",
    read: (reads, slug) => reads.getHeroSection(slug),
    notFound: MESSAGES.heroNotFound,
    failed: MESSAGES.heroFetchFailed,
    failure: "hero article failed",
  });
  const sec = <T,>(name: string, load: () => Promise<T>) => section(context, name, load);
  const [seo, alts] = await Promise.all([reads.getHeroPageSeo(hero.slug), reads.mediaAlts()]);
  return {
    // The read's answer is shared and frozen: a new object with the library's alt texts in the text.
    hero: { ...hero, content: withLibraryAlts(hero.content, alts) },
    /** The article's image (not the header's background, which stays decorative): the library's alt, else the title. */
    featuredAlt: libraryAlt(alts, hero.featured_image, hero.title),
    imageAlt: libraryAlt(alts, seo.imagePath.trim() || hero.featured_image, hero.title),
    modifiedAt,
    seo,
    jsonLd: [
      articleLd(
        context.config.siteUrl,
        {
          path: `/hero/${encodeURIComponent(hero.slug)}`,
          title: hero.title,
          description: seo.description.trim() || hero.small_description || hero.title,
          author: hero.author,
          published: hero.created_at,
          modified: modifiedAt,
          image: seo.imagePath.trim() || hero.featured_image,
          category: hero.category,
        },
        "Article",
      ),
    ],
    clientFeedback: sec("client feedback", () => reads.listFeedback("client")),
    studentFeedback: sec("student feedback", () => reads.listFeedback("student")),
    categoryHeroes: sec("category heroes", async () =>
      (await reads.listHeroesInCategory(hero.category, hero.slug)).map(heroEntry),
    ),
    relatedHeroes: sec("related heroes", async () =>
      (await reads.listRelatedHeroes(hero.slug)).map(heroEntry),
    ),
  };
}

export default function HeroArticle({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  const pending = usePendingPath("/hero/");
  return (
    <main id="main">
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <SmartImage
          path={hero.featured_image}
          alt=""
          width={1600}
          height={900}
          sizes={IMAGE_SIZES.fullWidth}
          priority
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/50"
        />
        <Container className="py-16 sm:py-24">
          <Breadcrumb crumbs={[{ label: "Home", to: "/" }, { label: hero.title }]} />
          <p className="type-eyebrow text-white/80">{hero.category}</p>
          <h1 className="mt-2 max-w-4xl type-display">{hero.title}</h1>
          {hero.small_description && (
            <p className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{hero.small_description}</p>
          )}
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/90">
            <span>
              By <span className="font-semibold text-white">{hero.author || COMPANY.name}</span>
            </span>
            <span aria-hidden="true">•</span>
            <time dateTime={hero.created_at}>{formatLongDate(hero.created_at)}</time>
          </p>
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <ArticleCard
              pending={pending}
              loadingText={MESSAGES.loadingHero}
              imagePath={hero.featured_image}
              imageAlt={loaderData.featuredAlt}
              html={hero.content}
            ></ArticleCard>
            <DeferredRelatedList
              title={MESSAGES.youMayAlsoLike}
              entries={loaderData.relatedHeroes}
              layout="grid"
              className="mt-12"
            />
          </div>

          <ContentSidebar
            variant="hero"
            idPrefix="hero-enquiry"
            clientFeedback={loaderData.clientFeedback}
            studentFeedback={loaderData.studentFeedback}
          >
            <DeferredRelatedList
              title={MESSAGES.moreInCategory(hero.category)}
              entries={loaderData.categoryHeroes}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            />
          </ContentSidebar>
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <StatusPanel
        tone="notFound"
        message={MESSAGES.heroNotFound}
        back={{ to: "/", label: "Go to the home page" }}
      />
    );
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : MESSAGES.heroFetchFailed;
  return (
    <StatusPanel
      tone="error"
      message={MESSAGES.errorPrefixed(message)}
      back={{ to: "/", label: "Go to the home page" }}
    />
  );
}

/** The page's enquiry form posts here, with JavaScript and without (features/sidebar/enquiry-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return enquiryAction(args);
}
