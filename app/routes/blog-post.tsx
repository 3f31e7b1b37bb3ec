import { isRouteErrorResponse } from "react-router";
import { COMPANY } from "../../domain/constants";
import { plainTextSummary } from "../../domain/content/html.server";
import { libraryAlt, withLibraryAlts } from "../../domain/content/library-alt";
import { formatLongDate, formatRelative } from "../../domain/format";
import { MESSAGES } from "../../domain/messages";
import { resolvePageSeo } from "../../domain/seo/page-seo";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { Container } from "../components/ui/container";
import { ArticleCard } from "../features/blog/article-card";
import { InertArticleNav } from "../features/blog/article-nav";
import { postEntry } from "../features/blog/entries";
import { loadArticle } from "../features/blog/load-article.server";
import { section } from "../features/blog/sections";
import { StatusPanel } from "../features/blog/status-panel";
import { usePendingPath } from "../features/blog/use-pending-path";
import { ContentSidebar } from "../features/sidebar/content-sidebar";
import { enquiryAction } from "../features/sidebar/enquiry-action.server";
import { DeferredRelatedList } from "../features/sidebar/rotating-list";
import { articleLd } from "../lib/json-ld-builders.server";
import { mediaUrl } from "../lib/media";
import { pageMeta, siteUrlOf, unavailableMeta } from "../lib/seo";
import type { Route } from "./+types/blog-post";

export function meta({ data: loaderData, params, matches, error }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  if (!loaderData)
    return unavailableMeta({
      message:
        isRouteErrorResponse(error) && error.status === 404
          ? MESSAGES.postNotFound
          : MESSAGES.postFetchFailed,
      siteUrl,
      path: `/blog/${encodeURIComponent(params.slug)}`,
    });
  const { post, description, seo } = loaderData;
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const words = resolvePageSeo(
    { title: `${post.title} | ${COMPANY.name} Blog`, description, image: post.featured_image_path.trim() },
    seo,
  );
  const image = words.image ? mediaUrl(words.image) : undefined;
  return pageMeta({
    title: words.title,
    description: words.description,
    path,
    siteUrl,
    image,
    imageAlt: loaderData.imageAlt,
    type: "article",
    article: {
      publishedTime: post.created_at,
      modifiedTime: loaderData.modifiedAt,
      author: post.author,
      section: post.category,
      tags: post.tags,
    },
    breadcrumbs: [
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ],
    jsonLd: loaderData.jsonLd,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { reads } = context;
  const { article: post, modifiedAt } = await loadArticle(context, params.slug, {
    kind: "blog",
    read: (reads, slug) => reads.getPostBySlug(slug),
    notFound: MESSAGES.postNotFound,
    failed: MESSAGES.postFetchFailed,
    failure: "blog post failed",
  });
  const sec = <T,>(name: string, load: () => Promise<T>) => section(context, name, load);
  const description = plainTextSummary(post.content, 155);
  const [seo, alts] = await Promise.all([reads.getPageSeo("blog-post", post.id), reads.mediaAlts()]);
  return {
    // The read's answer is shared and frozen: a new object with the library's alt texts in the text.
    post: { ...post, content: withLibraryAlts(post.content, alts) },
    /** The featured image's description: the library's alt text, else the title it illustrates. */
    featuredAlt: libraryAlt(alts, post.featured_image_path, post.title),
    /** The share card's image (the page's own share image, else the featured one) described the same way. */
    imageAlt: libraryAlt(alts, seo.imagePath.trim() || post.featured_image_path, post.title),
    modifiedAt,
    description,
    seo,
    jsonLd: [
      articleLd(context.config.siteUrl, {
        path: `/blog/${encodeURIComponent(post.slug)}`,
        title: post.title,
        description: seo.description.trim() || description,
        author: post.author,
        published: post.created_at,
        modified: modifiedAt,
        image: seo.imagePath.trim() || post.featured_image_path,
        category: post.category,
        tags: post.tags,
      }),
    ],
    /** The server's clock, so the relative date renders the same on server and client. */
    now: new Date().toISOString(),
    clientFeedback: sec("client feedback", () => reads.listFeedback("client")),
    studentFeedback: sec("student feedback", () => reads.listFeedback("student")),
    categoryPosts: sec("category posts", async () =>
      (await reads.listPostsInCategory(post.category, post.slug)).map(postEntry),
    ),
    relatedPosts: sec("related posts", async () => (await reads.listRelatedPosts(post.slug)).map(postEntry)),
  };
}

type Post = Route.ComponentProps["loaderData"]["post"];

/** The brand band: breadcrumb, category, title, author and the date (relative, then in full). */
function PostHeader({ post, now }: { post: Post; now: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] pb-24 pt-12 text-white sm:pb-32 sm:pt-16">
      <Container>
        <Breadcrumb
          crumbs={[{ label: "Home", to: "/" }, { label: "Blog", to: "/blog" }, { label: post.title }]}
        />
        <p className="type-eyebrow text-white/80">{post.category}</p>
        <h1 className="mt-2 max-w-4xl type-display">{post.title}</h1>
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/90 sm:text-base">
          <span>
            By <span className="font-semibold text-white">{post.author || COMPANY.name}</span>
          </span>
          <span aria-hidden="true">•</span>
          <time dateTime={post.created_at} title={formatLongDate(post.created_at)}>
            {formatRelative(post.created_at, new Date(now))}
          </time>
          <span aria-hidden="true">•</span>
          <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
        </p>
      </Container>
    </section>
  );
}

function PostTags({ tags }: { tags: string[] }) {
  return (
    <div className="mt-10">
      <h2 className="type-eyebrow text-slate-600">Tags</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand ring-1 ring-brand-100"
          >
            #{tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The author card under the text: their initial, name, and the post's category and date. */
function PostedBy({ post }: { post: Post }) {
  const initial = post.author.trim().charAt(0).toUpperCase() || "N";
  return (
    <section
      aria-labelledby="posted-by"
      className="mt-10 flex items-center gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <span
        aria-hidden="true"
        className="flex h-14 w-14 flex-none items-center justify-center rounded-full bg-brand text-xl font-bold text-white"
      >
        {initial}
      </span>
      <div>
        <h2 id="posted-by" className="type-label text-slate-600">
          {MESSAGES.postedBy}
        </h2>
        <p className="mt-1 type-card text-slate-900">{post.author || COMPANY.name}</p>
        <p className="text-sm text-slate-600">
          {post.category} · {formatLongDate(post.created_at)}
        </p>
      </div>
    </section>
  );
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, now } = loaderData;
  const pending = usePendingPath("/blog/");
  return (
    <main id="main">
      <PostHeader post={post} now={now} />

      <Container className="-mt-16 pb-16 sm:-mt-24">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ArticleCard
            pending={pending}
            loadingText={MESSAGES.loadingPost}
            imagePath={post.featured_image_path}
            imageAlt={loaderData.featuredAlt}
            html={post.content}
            priority
          >
            {post.tags.length > 0 && <PostTags tags={post.tags} />}
            <PostedBy post={post} />
            <InertArticleNav />
          </ArticleCard>

          <ContentSidebar
            variant="blog"
            idPrefix="post-enquiry"
            clientFeedback={loaderData.clientFeedback}
            studentFeedback={loaderData.studentFeedback}
          >
            <DeferredRelatedList
              title={MESSAGES.moreInCategory(post.category)}
              entries={loaderData.categoryPosts}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            />
            <DeferredRelatedList
              title={MESSAGES.youMayAlsoLike}
              entries={loaderData.relatedPosts}
              layout="grid"
              listClassName="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
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
        message={MESSAGES.postNotFound}
        back={{ to: "/blog", label: "Back to the blog" }}
      />
    );
  return (
    <StatusPanel
      tone="error"
      message={MESSAGES.errorPrefixed(MESSAGES.postFetchFailed)}
      back={{ to: "/blog", label: "Back to the blog" }}
    />
  );
}

/** The page's enquiry form posts here, with JavaScript and without (features/sidebar/enquiry-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return enquiryAction(args);
}
