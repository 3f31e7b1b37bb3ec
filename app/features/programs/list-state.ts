/**
 * The course/internship lists' state lives in the URL (`?category=Design&page=2`), so a view is shareable
 * and server-rendered. These pure helpers read it, filter and page the items, and write it back.
 */
import { LIST_CATEGORIES, PAGE_SIZES } from "../../../domain/constants";

export type ListCategory = (typeof LIST_CATEGORIES)[number];

const CHIP_CATEGORIES = new Set<string>(LIST_CATEGORIES.map((c) => c.toLowerCase()));

/** The chip matching `raw` case-insensitively; 'All' for a missing or unknown value. */
export function resolveCategory(raw: string | null | undefined): ListCategory {
  const wanted = raw?.trim().toLowerCase();
  return LIST_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? "All";
}

/**
 * Items of one chip. 'Other' also collects programs whose category has no chip of its own, so no
 * program is unreachable from the chips.
 */
export function filterByCategory<T extends { category: string }>(items: T[], category: ListCategory): T[] {
  if (category === "All") return items;
  const wanted = category.toLowerCase();
  return items.filter((item) => {
    const own = item.category.trim().toLowerCase();
    return own === wanted || (category === "Other" && !CHIP_CATEGORIES.has(own));
  });
}

export interface Paged<T> {
  items: T[];
  /** The page shown, clamped to the pages that exist. */
  page: number;
  totalPages: number;
}

export function paginate<T>(items: T[], page: number, size: number = PAGE_SIZES.programList): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** Query string of a list view; defaults (All, page 1) are left out so each view has one address. */
export function listSearch(category: ListCategory, page = 1): string {
  const params = new URLSearchParams();
  if (category !== "All") params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
