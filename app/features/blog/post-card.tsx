import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";

export interface PostCardData {
  slug: string;
  title: string;
  /** Already formatted (D MMMM YYYY). */
  date: string;
  dateTime: string;
  summary: string;
  image: string;
  category: string;
}

/** A post on the blog listing: image, date, title, plain-text summary and 'Read More'. */
export function PostCard({ post, priority = false }: { post: PostCardData; priority?: boolean }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <article className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md sm:grid sm:grid-cols-[14rem_minmax(0,1fr)]">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <SmartImage
          path={post.image}
          alt=""
          width={448}
          height={300}
          sizes={IMAGE_SIZES.listEntry}
          priority={priority}
          className="aspect-[16/9] h-full w-full bg-slate-100 object-cover sm:aspect-auto"
        />
      </Link>
      <div className="flex flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium uppercase tracking-wide text-slate-600">
          <time dateTime={post.dateTime}>{post.date}</time>
          <span aria-hidden="true">•</span>
          <span className="text-brand">{post.category}</span>
        </p>
        <h2 className="mt-2 type-title text-slate-900">
          <Link
            to={href}
            className="rounded-sm hover:text-brand focus-visible:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{post.summary}</p>
        <Link
          to={href}
          className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-label={`${MESSAGES.readMore}: ${post.title}`}
        >
          {MESSAGES.readMore} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
