import { data, isRouteErrorResponse } from "react-router";
import { COMPANY } from "../../domain/constants";
import { plainTextSummary } from "../../domain/content/html.server";
import type { ContentReads } from "../../domain/content-reads.server";
import { formatLongDate } from "../../domain/format";
import { MESSAGES } from "../../domain/messages";
import { Container } from "../components/ui/container";
import { PageHero } from "../components/ui/page-hero";
import { postEntry } from "../features/blog/entries";
import { blogPageHref, Pagination } from "../features/blog/pagination";
import { PostCard } from "../features/blog/post-card";
import { section } from "../features/blog/sections";
import { ContentSidebar } from "../features/sidebar/content-sidebar";
import { enquiryAction } from "../features/sidebar/enquiry-action.server";
import { DeferredRelatedList } from "../features/sidebar/rotating-list";
import type { PageHandle } from "../lib/page-handle";
import { pageMeta, siteUrlOf, unavailableMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

/** The query parameters this page reads (server/page-address.ts); any other is dropped before it renders. */
export const handle: PageHandle = { searchParams: ["page"] };

const TITLE = `Blog | ${COMPANY.name}`;
const DESCRIPTION =
  "Career advice, interview preparation and technology insights from the mentors and engineers at Nexora Technologies.";
const CRUMBS = [{ label: "Home", to: "/" }, { label: "Blog" }];

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  if (!loaderData) return unavailableMeta({ message: MESSAGES.networkNotOk, siteUrl, path: "/blog" });
  const { page, totalPages } = loaderData;
  return pageMeta({
    title: page > 1 ? `Blog – Page ${page} of ${totalPages} | ${COMPANY.name}` : TITLE,
    description: page > 1 ? `${DESCRIPTION} Page ${page} of ${totalPages}.` : DESCRIPTION,
    path: blogPageHref(page),
    siteUrl,
    breadcrumbs: [{ name: "Blog", path: "/blog" }],
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { reads, sectionFailed } = context;
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  let result: Awaited<ReturnType<ContentReads["listPostsPage"]>>;
  try {
    result = await reads.listPostsPage(Number.isNaN(requested) ? 1 : requested);
  } catch (error) {
    sectionFailed("blog listing failed", error);
    throw data({ message: MESSAGES.networkNotOk }, { status: 503 });
  }
  const first = result.posts[0];
  const sec = <T,>(name: string, load: () => Promise<T>) => section(context, name, load);
  return {
    page: result.page,
    totalPages: result.totalPages,
    posts: result.posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      date: formatLongDate(post.created_at),
      dateTime: post.created_at,
      summary: plainTextSummary(post.content),
      image: post.featured_image_path,
      category: post.category,
    })),
    firstCategory: first?.category ?? null,
    clientFeedback: sec("client feedback", () => reads.listFeedback("client")),
    studentFeedback: sec("student feedback", () => reads.listFeedback("student")),
    categoryPosts: first
      ? sec("category posts", async () =>
          (await reads.listPostsInCategory(first.category, first.slug)).map(postEntry),
        )
      : null,
    relatedPosts: first
      ? sec("related posts", async () => (await reads.listRelatedPosts(first.slug)).map(postEntry))
      : null,
  };
}

function BlogLayout({ children, sidebar }: { children: React.ReactNode; sidebar?: React.ReactNode }) {
  return (
    <main id="main">
      <PageHero
        title="Blog"
        crumbs={CRUMBS}
        lead="Insights on careers, learning and technology from the Nexora Technologies team."
      />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>{children}</div>
          {sidebar}
        </div>
      </Container>
    </main>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, totalPages, firstCategory } = loaderData;
  return (
    <BlogLayout
      sidebar={
        <ContentSidebar
          variant="blog"
          idPrefix="blog-enquiry"
          clientFeedback={loaderData.clientFeedback}
          studentFeedback={loaderData.studentFeedback}
        >
          {firstCategory && (
            <DeferredRelatedList
              title={MESSAGES.moreInCategory(firstCategory)}
              entries={loaderData.categoryPosts}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            />
          )}
          <DeferredRelatedList
            title={MESSAGES.youMayAlsoLike}
            entries={loaderData.relatedPosts}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          />
        </ContentSidebar>
      }
    >
      {posts.length === 0 ? (
        <div className="rounded-2xl bg-brand-50 px-6 py-16 text-center ring-1 ring-brand-100">
          <h2 className="type-headline text-brand">{MESSAGES.noBlogPosts}</h2>
          <p className="mx-auto mt-3 max-w-md text-slate-700">{MESSAGES.noBlogPostsBody}</p>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Latest posts</h2>
          <ul className="flex flex-col gap-6">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} />
        </>
      )}
    </BlogLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : MESSAGES.networkNotOk;
  return (
    <BlogLayout>
      <p
        role="alert"
        className="rounded-2xl bg-red-50 px-6 py-10 text-center font-medium text-red-800 ring-1 ring-red-200"
      >
        {MESSAGES.errorPrefixed(message)}
      </p>
    </BlogLayout>
  );
}

/** The page's enquiry form posts here, with JavaScript and without (features/sidebar/enquiry-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return enquiryAction(args);
}
