import { describe, expect, it } from "vitest";
import { parsePage } from "../../../domain/paging";
import { filterByCategory, listSearch, paginate, resolveCategory } from "./list-state";

const item = (category: string, n = 0) => ({ category, n });

describe("resolveCategory", () => {
  it("matches chips case-insensitively", () => {
    expect(resolveCategory("design")).toBe("Design");
    expect(resolveCategory("DATA SCIENCE")).toBe("Data Science");
  });
  it("falls back to All", () => {
    expect(resolveCategory(null)).toBe("All");
    expect(resolveCategory("Cooking")).toBe("All");
  });
});

describe("parsePage", () => {
  it("accepts positive integers only", () => {
    expect(parsePage("3")).toBe(3);
    for (const raw of [null, "", "0", "-2", "1.5", "abc"]) expect(parsePage(raw)).toBe(1);
  });
});

describe("filterByCategory", () => {
  const items = [item("Development"), item("design"), item("Other"), item("Cooking"), item("Networking")];
  it("keeps everything for All", () => {
    expect(filterByCategory(items, "All")).toHaveLength(5);
  });
  it("filters by category ignoring case", () => {
    expect(filterByCategory(items, "Design")).toEqual([item("design")]);
  });
  it("collects categories without a chip under Other", () => {
    expect(filterByCategory(items, "Other")).toEqual([item("Other"), item("Cooking")]);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 20 }, (_, n) => item("Development", n));
  it("cuts pages of 9 by default", () => {
    const first = paginate(items, 1);
    expect(first.items.map((i) => i.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first.totalPages).toBe(3);
    expect(paginate(items, 3).items.map((i) => i.n)).toEqual([18, 19]);
  });
  it("clamps the page into range", () => {
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate([], 4)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe("listSearch", () => {
  it("leaves defaults out", () => {
    expect(listSearch("All", 1)).toBe("");
    expect(listSearch("Data Science", 2)).toBe("?category=Data+Science&page=2");
    expect(listSearch("All", 2)).toBe("?page=2");
  });
});
