import { Link } from "react-router";
import { DEFAULT_COURSE_RATING } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { ProgramPrice } from "../../../domain/programs/pricing";
import { buttonStyles } from "../../components/ui/button-styles";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import { PriceTag } from "./price-tag";

export type ProgramKindPath = "created-courses-web" | "created-internships-web";

export interface ProgramCardData {
  id: number;
  slug: string | null;
  title: string;
  category: string;
  banner_image_path: string;
  /** The banner's description (the library's alt text, else the title); the title when absent. */
  image_alt?: string;
  provider: string;
  rating?: number | null;
  review_count?: number;
  price?: ProgramPrice;
}

export function StarIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
    </svg>
  );
}

/** A course or internship card: banner, category, title, provider, reviews (courses) and the detail link. */
export function ProgramCard({
  program,
  basePath,
  showReviews,
}: {
  program: ProgramCardData;
  basePath: ProgramKindPath;
  showReviews: boolean;
}) {
  const slug = program.slug?.trim();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md">
      <SmartImage
        path={program.banner_image_path}
        alt={program.image_alt ?? program.title}
        width={640}
        height={360}
        sizes={IMAGE_SIZES.gridCard}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand">
          {program.category}
        </p>
        <h3 className="mt-3 type-card text-slate-900">{program.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{program.provider}</p>
        {showReviews && (
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
            <StarIcon className="h-4 w-4 text-amber-500" />
            {/* The detail page's default when a course has no rating yet, never a bare star. */}
            <span className="font-semibold">
              <span className="sr-only">Rated </span>
              {(program.rating ?? DEFAULT_COURSE_RATING).toFixed(1)}
            </span>
            <span>{MESSAGES.reviewsCount(program.review_count ?? 0)}</span>
          </p>
        )}
        {program.price && (
          <div className="mt-3">
            <PriceTag price={program.price} />
          </div>
        )}
        <div className="mt-auto pt-5">
          {slug ? (
            <Link
              to={`/${basePath}/${encodeURIComponent(slug)}`}
              className={`${buttonStyles.primary} w-full`}
              aria-label={`${MESSAGES.enrollNow}: ${program.title}`}
            >
              {MESSAGES.enrollNow}
            </Link>
          ) : (
            <button type="button" disabled className={`${buttonStyles.primary} w-full`}>
              {MESSAGES.detailsUnavailable}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
