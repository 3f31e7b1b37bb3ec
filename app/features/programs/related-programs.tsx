import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../domain/messages";
import { balancedGridClass } from "../../components/ui/balanced-grid";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import { Pager } from "./pager";

export interface RelatedProgram {
  id: number;
  slug: string;
  title: string;
  banner_image_path: string;
  duration: string;
  skill_level: string;
}

type State =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; items: RelatedProgram[]; totalPages: number };

const CONFIG = {
  course: {
    api: "related-courses",
    key: "courses",
    basePath: "created-courses-web",
    title: "Related Courses",
  },
  internship: {
    api: "related-internships",
    key: "items",
    basePath: "created-internships-web",
    title: "Related Internships",
  },
} as const;

export function relatedUrl(kind: "course" | "internship", category: string, slug: string, page: number) {
  return `/api/${CONFIG[kind].api}/${encodeURIComponent(category)}/${encodeURIComponent(slug)}?page=${page}`;
}

/** Loads one page of related programs; a page already shown stays until the next one arrives. */
function useRelatedPage(kind: "course" | "internship", category: string, slug: string, page: number): State {
  const config = CONFIG[kind];
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    fetch(relatedUrl(kind, category, slug, page), {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        const body = (await response.json()) as Record<string, unknown>;
        const items = body[config.key];
        setState({
          status: "ready",
          items: Array.isArray(items) ? (items as RelatedProgram[]).filter((item) => item?.slug) : [],
          totalPages: typeof body.totalPages === "number" ? body.totalPages : 1,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Related ${kind}s could not be loaded`, error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [kind, category, slug, page, config.key]);

  return state;
}

/** One related program: its banner, title, duration and skill level, the whole card a link. */
function RelatedCard({ item, basePath }: { item: RelatedProgram; basePath: string }) {
  return (
    <li>
      <Link
        to={`/${basePath}/${encodeURIComponent(item.slug)}`}
        className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <SmartImage
          path={item.banner_image_path}
          alt=""
          width={640}
          height={360}
          sizes={IMAGE_SIZES.gridCard}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        <span className="block p-5">
          <span className="block font-bold text-slate-900 group-hover:text-brand">{item.title}</span>
          <span className="mt-2 flex flex-wrap gap-2 text-xs font-medium text-slate-600">
            {item.duration && <span className="rounded-full bg-slate-100 px-2.5 py-1">{item.duration}</span>}
            {item.skill_level && (
              <span className="rounded-full bg-slate-100 px-2.5 py-1">{item.skill_level}</span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * Other programs of the same category, paged by the API (GET /api/related-courses/{category}/{slug}?page=n
 * -> { courses, totalPages }; related-internships -> { items, totalPages }). Failures are only logged
 * (docs/product/messages.md) and the block then stays hidden, as it does when there is nothing related.
 */
export function RelatedPrograms({
  kind,
  category,
  slug,
}: {
  kind: "course" | "internship";
  category: string;
  slug: string;
}) {
  const config = CONFIG[kind];
  const [page, setPage] = useState(1);
  const state = useRelatedPage(kind, category, slug, page);

  if (state.status === "failed") return null;
  if (state.status === "ready" && state.items.length === 0 && page === 1) return null;

  return (
    <section aria-labelledby={`related-${kind}s`} className="mt-16">
      <h2 id={`related-${kind}s`} className="type-headline text-slate-900">
        {config.title}
      </h2>
      {state.status === "loading" ? (
        <p role="status" className="mt-6 text-slate-600">
          {MESSAGES.loading}
        </p>
      ) : (
        <>
          <ul className={`mt-6 ${balancedGridClass(state.items.length)}`}>
            {state.items.map((item) => (
              <RelatedCard key={item.id} item={item} basePath={config.basePath} />
            ))}
          </ul>
          <Pager page={page} totalPages={state.totalPages} onPage={setPage} label={`${config.title} pages`} />
        </>
      )}
    </section>
  );
}
