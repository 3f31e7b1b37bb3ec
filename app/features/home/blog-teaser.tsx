import { Link } from "react-router";
import { formatLongDate } from "../../../domain/format";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { ArrowRightIcon } from "../../components/layout/icons";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import type { PostTeaserData } from "./home-types";
import type { SectionState } from "./section-state";

/** The blog teaser: the newest 5 posts, each linking to /blog/{slug}. */
export function BlogTeaser({ state }: { state: SectionState<PostTeaserData> }) {
  return (
    <section aria-labelledby="blog-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="blog-heading"
            eyebrow="From our blog"
            title="Insights, guides and career advice"
            align="left"
          />
          <Link
            to="/blog"
            className="inline-flex shrink-0 items-center gap-2 text-sm font-semibold text-brand hover:underline focus-visible:underline"
          >
            Visit the blog
            <ArrowRightIcon width={16} height={16} />
          </Link>
        </div>
        <div className="mt-10">
          {state.status === "loading" && (
            <p role="status" className="py-16 text-center text-slate-600">
              {SHELL_TEXT.loadingPosts}
            </p>
          )}
          {state.status === "error" && (
            <p role="alert" className="py-16 text-center text-red-700">
              {state.message || MESSAGES.unknownError}
            </p>
          )}
          {state.status === "loaded" && state.items.length === 0 && (
            <div className="py-12 text-center">
              <p className="font-semibold text-slate-800">{MESSAGES.noBlogPosts}</p>
              <p className="mt-1 text-slate-600">{MESSAGES.noBlogPostsBody}</p>
            </div>
          )}
          {state.status === "loaded" && state.items.length > 0 && (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
              {state.items.map((post, index) => (
                <li
                  key={post.id}
                  className={
                    index < 2
                      ? "lg:col-span-3"
                      : index === 4
                        ? "md:col-span-2 lg:col-span-2"
                        : "lg:col-span-2"
                  }
                >
                  <PostCard post={post} featured={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}

function PostCard({ post, featured }: { post: PostTeaserData; featured: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 focus-within:ring-brand hover:-translate-y-1 hover:shadow-xl hover:shadow-brand/10">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        <SmartImage
          path={post.featured_image_path}
          alt=""
          width={640}
          height={400}
          sizes={IMAGE_SIZES.gridCard}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-500">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand">
            {post.category}
          </span>
          <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
        </p>
        <h3 className={`mt-3 font-bold leading-snug text-slate-900 ${featured ? "text-xl" : "text-base"}`}>
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:text-brand"
          >
            {post.title}
          </Link>
        </h3>
        <p className={`mt-2 text-sm text-slate-600 ${featured ? "line-clamp-3" : "line-clamp-2"}`}>
          {post.excerpt}
        </p>
      </div>
    </article>
  );
}
