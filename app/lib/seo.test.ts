import { describe, expect, it } from "vitest";
import { listPageMeta, pageMeta, siteUrlOf, unavailableMeta } from "./seo";

const SITE = "https://nexora.example";

type Entry = Record<string, unknown>;
const find = (meta: Entry[], key: string, value: string) => meta.find((entry) => entry[key] === value);
const content = (meta: Entry[], key: string, value: string) => find(meta, key, value)?.content;
const canonical = (meta: Entry[]) => meta.find((entry) => entry.rel === "canonical")?.href;
const jsonLd = (meta: Entry[]) =>
  meta.filter((entry) => "script:ld+json" in entry).map((entry) => entry["script:ld+json"] as Entry);

describe("pageMeta", () => {
  it("writes title, description, one absolute canonical and social tags with the default image", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/privacy", siteUrl: SITE });
    expect(meta[0]).toEqual({ title: "T" });
    expect(content(meta, "name", "description")).toBe("D");
    expect(meta.filter((entry) => "rel" in entry && entry.rel === "canonical")).toHaveLength(1);
    expect(canonical(meta)).toBe(`${SITE}/privacy`);
    expect(content(meta, "property", "og:url")).toBe(`${SITE}/privacy`);
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:image")).toBe(`${SITE}/og-default.png`);
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "name", "twitter:image")).toBe(`${SITE}/og-default.png`);
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("makes a site-relative image absolute and writes article tags", () => {
    const meta = pageMeta({
      title: "Post",
      description: "D",
      path: "/blog/a",
      siteUrl: SITE,
      image: "/api/uploads/blog/a.webp",
      type: "article",
      article: { publishedTime: "2025-07-01T06:00:00.000Z", author: "Priya Nair", tags: ["x", "y"] },
    });
    expect(content(meta, "property", "og:image")).toBe(`${SITE}/api/uploads/blog/a.webp`);
    expect(find(meta, "property", "og:image:width")).toBeUndefined();
    expect(content(meta, "property", "og:type")).toBe("article");
    expect(content(meta, "property", "article:published_time")).toBe("2025-07-01T06:00:00.000Z");
    expect(meta.filter((entry) => "property" in entry && entry.property === "article:tag")).toHaveLength(2);
  });

  it("clips a long description to 160 characters", () => {
    const meta = pageMeta({ title: "T", description: "word ".repeat(60), path: "/", siteUrl: SITE });
    const text = content(meta, "name", "description") as string;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(content(meta, "property", "og:description")).toBe(text);
  });

  it("noindex pages have a robots tag and no canonical", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/x", siteUrl: SITE, noindex: true });
    expect(content(meta, "name", "robots")).toBe("noindex");
    expect(canonical(meta)).toBeUndefined();
    expect(content(meta, "property", "og:url")).toBeUndefined();
  });

  it("adds a BreadcrumbList starting at Home, then the route's own JSON-LD", () => {
    const meta = pageMeta({
      title: "T",
      description: "D",
      path: "/contact",
      siteUrl: SITE,
      breadcrumbs: [{ name: "Contact", path: "/contact" }],
      jsonLd: [{ "@type": "Thing" }, null],
    });
    const [crumbs, thing] = jsonLd(meta);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Contact", item: `${SITE}/contact` },
    ]);
    expect(thing).toEqual({ "@type": "Thing" });
  });
});

describe("listPageMeta", () => {
  const base = {
    siteUrl: SITE,
    basePath: "/learning-opportunities",
    listTitle: "Learning Opportunities",
    noun: "Courses",
    description: "Browse courses.",
  };

  it("keeps the query out of the canonical on the default view", () => {
    const meta = listPageMeta({ ...base, category: "All", page: 1, search: "" });
    expect(canonical(meta)).toBe(`${SITE}/learning-opportunities`);
    expect(meta[0]).toEqual({ title: "Learning Opportunities | Courses at Nexora Technologies" });
  });

  it("gives a filtered, paged view its own title, description and canonical", () => {
    const meta = listPageMeta({ ...base, category: "Design", page: 2, search: "?category=Design&page=2" });
    expect(canonical(meta)).toBe(`${SITE}/learning-opportunities?category=Design&page=2`);
    expect(meta[0]).toEqual({
      title: "Design Courses – Learning Opportunities – Page 2 | Nexora Technologies",
    });
    expect(content(meta, "name", "description")).toMatch(/^Design courses at Nexora Technologies.*Page 2\.$/);
  });

  it("does not index a list that failed to load", () => {
    const meta = listPageMeta({ ...base, category: "All", page: 1, search: "", failed: true });
    expect(content(meta, "name", "robots")).toBe("noindex");
  });
});

describe("unavailableMeta", () => {
  it("titles the screen by its message and keeps it out of search results", () => {
    const meta = unavailableMeta({ message: "Post not found.", siteUrl: SITE, path: "/blog/x" });
    expect(meta[0]).toEqual({ title: "Post not found | Nexora Technologies" });
    expect(content(meta, "name", "robots")).toBe("noindex");
    expect(canonical(meta)).toBeUndefined();
  });
});

describe("siteUrlOf", () => {
  it("reads the root loader's siteUrl from loaderData or data", () => {
    expect(siteUrlOf([{ id: "root", loaderData: { siteUrl: SITE } }])).toBe(SITE);
    expect(siteUrlOf([{ id: "root", data: { siteUrl: SITE } }, undefined])).toBe(SITE);
    expect(siteUrlOf([{ id: "routes/home", loaderData: { siteUrl: "x" } }])).toBe("");
  });
});
