import type { ReactNode } from "react";
import { type ListFieldItem, withKeys } from "../../../domain/programs/list-fields";
import { OutlineIcon } from "../../components/ui/outline-icon";
import type { Tile, TileIcon } from "./detail-content";

const ICON_PATHS: Record<TileIcon, string> = {
  live: "M4 6h11a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1V7a1 1 0 011-1zm12 4l5-3v10l-5-3",
  mentor: "M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0",
  project: "M3 7h18v12H3zM8 7V5h8v2M3 12h18",
  placement: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  interview: "M4 5h16v10H8l-4 4V5zm4 4h8m-8 3h5",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zm0-14v5l3 2",
  infinity: "M7 15a3 3 0 110-6c3 0 7 6 10 6a3 3 0 100-6c-3 0-7 6-10 6z",
  certificate: "M5 4h14v11H5zM9 15v6l3-2 3 2v-6M8 8h8M8 11h5",
  compass: "M12 21a9 9 0 100-18 9 9 0 000 18zm3.5-12.5l-2 5-5 2 2-5 5-2z",
  letter: "M3 6h18v12H3zM3 6l9 7 9-7",
  globe:
    "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z",
};

export function TileIconSvg({ icon }: { icon: TileIcon }) {
  return (
    <OutlineIcon className="h-6 w-6">
      <path d={ICON_PATHS[icon]} />
    </OutlineIcon>
  );
}

export function CheckIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={`shrink-0 ${className}`}>
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.6 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** The six fixed highlight claims, as a check list (light text for the brand hero). */
export function HighlightList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm text-white sm:text-base">
          <CheckIcon className="mt-0.5 h-5 w-5 text-emerald-300" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function FeatureTiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand">
            <TileIconSvg icon={tile.icon} />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{tile.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{tile.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A section with a heading whose id labels it. */
export function DetailSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="type-headline text-slate-900">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The items of a parsed list field inside an accordion panel or a section. */
export function ItemBody({ item }: { item: ListFieldItem }) {
  return item.description ? <p className="leading-relaxed">{item.description}</p> : null;
}

/** A list field shown as check items with their descriptions (accordion panels, what you'll learn). */
export function ItemList({ items, className = "space-y-3" }: { items: ListFieldItem[]; className?: string }) {
  return (
    <ul className={className}>
      {withKeys(items).map((item) => (
        <li key={item.key} className="flex items-start gap-2">
          <CheckIcon className="mt-0.5 h-5 w-5 text-brand" />
          <span>
            <span className="font-medium text-slate-900">{item.title}</span>
            {item.description && (
              <span className="mt-0.5 block text-sm text-slate-600">{item.description}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Duration, skill level, language (and reviews on courses), with 'N/A' for a missing value. */
export function DetailsBox({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: { label: string; value: string }[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="type-title text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-3">
            {/* The label keeps one line ("Skill Level" wrapped in the narrow sidebar); a long value wraps instead. */}
            <dt className="shrink-0 whitespace-nowrap text-sm text-slate-600">{row.label}</dt>
            <dd className="min-w-0 text-right font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-6 flex flex-col gap-3">{children}</div>}
    </section>
  );
}

/** 'N/A' for a missing or blank value. */
export function orNotAvailable(value: string | number | null | undefined, notAvailable: string): string {
  if (value == null) return notAvailable;
  const text = String(value).trim();
  return text === "" ? notAvailable : text;
}
