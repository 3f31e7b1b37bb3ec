/**
 * Related and category lists (docs/product/states.md): groups of 3, the next group every 5 s when there are more
 * than 3. Hover or focus pauses the rotation. An empty or missing list renders nothing (failures of these
 * blocks are only logged).
 */
import { type ReactNode, Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { RELATED_GROUP_SIZE, TIMINGS } from "../../../domain/constants";
import { balancedGridClass } from "../../components/ui/balanced-grid";
import { SmartImage } from "../../components/ui/smart-image";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import { useRotation } from "./use-rotation";

/** A link to a related post or hero article, ready to render. */
export interface RelatedEntry {
  key: string;
  href: string;
  title: string;
  /** Stored image path (may be empty: the placeholder shows). */
  image: string;
  /** A short line under the title, such as the date. */
  meta?: string;
}

export function RotatingList<T>({
  title,
  items,
  renderItem,
  getKey,
  groupSize = RELATED_GROUP_SIZE,
  intervalMs = TIMINGS.relatedRotationMs,
  layout = "list",
  className = "",
  listClassName,
}: {
  title: string;
  items: T[] | null | undefined;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string;
  groupSize?: number;
  intervalMs?: number;
  layout?: "list" | "grid";
  className?: string;
  /** Overrides the list's layout classes (a grid in a narrow sidebar, say). */
  listClassName?: string;
}) {
  const [paused, setPaused] = useState(false);
  const list = items ?? [];
  const groups = Math.ceil(list.length / groupSize);
  const group = useRotation(groups, intervalMs, paused);
  if (list.length === 0) return null;
  const shown = list.slice(group * groupSize, group * groupSize + groupSize);
  const headingId = `rotating-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

  return (
    <section
      aria-labelledby={headingId}
      className={className}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="type-title text-brand">
          {title}
        </h2>
        {groups > 1 && (
          <p className="text-xs text-slate-600">
            {group + 1} / {groups}
          </p>
        )}
      </div>
      <ul
        className={
          listClassName ??
          (layout === "grid" ? `mt-4 ${balancedGridClass(shown.length)}` : "mt-4 flex flex-col gap-3")
        }
      >
        {shown.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** A compact row: thumbnail, title, meta line. */
export function RelatedRow({ entry }: { entry: RelatedEntry }) {
  return (
    <Link
      to={entry.href}
      className="group flex items-center gap-3 rounded-xl p-2 transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
    >
      <SmartImage
        path={entry.image}
        alt=""
        width={80}
        height={60}
        sizes={IMAGE_SIZES.thumbnail}
        className="h-15 w-20 flex-none rounded-lg bg-slate-100 object-cover"
      />
      <span className="min-w-0">
        <span className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand">
          {entry.title}
        </span>
        {entry.meta && <span className="mt-0.5 block text-xs text-slate-600">{entry.meta}</span>}
      </span>
    </Link>
  );
}

/** A card: image on top, title and meta below. */
export function RelatedCard({ entry }: { entry: RelatedEntry }) {
  return (
    <Link
      to={entry.href}
      className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
    >
      <SmartImage
        path={entry.image}
        alt=""
        width={480}
        height={270}
        sizes={IMAGE_SIZES.sidebarCard}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <span className="block p-4">
        <span className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand">
          {entry.title}
        </span>
        {entry.meta && <span className="mt-1 block text-xs text-slate-600">{entry.meta}</span>}
      </span>
    </Link>
  );
}

/** A rotating list of related entries streamed from the loader; nothing shows while loading or on failure. */
export function DeferredRelatedList({
  title,
  entries,
  layout = "list",
  className,
  listClassName,
}: {
  title: string;
  entries: Promise<RelatedEntry[] | null> | RelatedEntry[] | null;
  layout?: "list" | "grid";
  className?: string;
  listClassName?: string;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={entries} errorElement={<span hidden />}>
        {(resolved) => (
          <RotatingList
            title={title}
            items={resolved}
            getKey={(entry) => entry.key}
            layout={layout}
            className={className}
            listClassName={listClassName}
            renderItem={(entry) =>
              layout === "grid" ? <RelatedCard entry={entry} /> : <RelatedRow entry={entry} />
            }
          />
        )}
      </Await>
    </Suspense>
  );
}
