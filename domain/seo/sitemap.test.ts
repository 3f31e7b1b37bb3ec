import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemapXml, latest, SITEMAP_STATIC_PATHS, toLastmod } from "./sitemap.ts";

const SITE = "https://nexora.example";

describe("toLastmod", () => {
  it("writes the UTC calendar date of a time", () => {
    expect(toLastmod(new Date("2025-06-30T18:45:00Z"))).toBe("2025-06-30");
    expect(toLastmod("2025-01-02T00:00:00.000Z")).toBe("2025-01-02");
  });

  it("is undefined for a missing or invalid value", () => {
    expect(toLastmod(null)).toBeUndefined();
    expect(toLastmod(undefined)).toBeUndefined();
    expect(toLastmod("")).toBeUndefined();
    expect(toLastmod("not a date")).toBeUndefined();
  });
});

describe("latest", () => {
  it("picks the newest date and ignores gaps", () => {
    expect(latest([null, "2025-01-01T00:00:00Z", new Date("2025-03-01T00:00:00Z"), undefined])).toEqual(
      new Date("2025-03-01T00:00:00Z"),
    );
    expect(latest([])).toBeNull();
  });
});

describe("buildSitemapXml", () => {
  it("lists absolute addresses with lastmod when known", () => {
    const xml = buildSitemapXml(`${SITE}/`, [
      { path: "/", lastmod: new Date("2025-07-04T10:00:00Z") },
      { path: "/contact" },
      { path: "/blog/a-post", lastmod: "2025-07-01T06:00:00.000Z" },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<url>\n    <loc>${SITE}/</loc>\n    <lastmod>2025-07-04</lastmod>\n  </url>`);
    expect(xml).toContain(`<url>\n    <loc>${SITE}/contact</loc>\n  </url>`);
    expect(xml).toContain(`<loc>${SITE}/blog/a-post</loc>\n    <lastmod>2025-07-01</lastmod>`);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("escapes XML characters and lists an address once", () => {
    const xml = buildSitemapXml(SITE, [{ path: "/blog?page=2&x=<1>" }, { path: "/blog?page=2&x=<1>" }]);
    expect(xml).toContain(`<loc>${SITE}/blog?page=2&#38;x=&#60;1&#62;</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});

describe("SITEMAP_STATIC_PATHS", () => {
  it("lists the public pages but not the job form, redirects or misspellings", () => {
    expect(SITEMAP_STATIC_PATHS).toContain("/");
    expect(SITEMAP_STATIC_PATHS).toContain("/learning-opportunities");
    for (const path of [
      "/opening-forms",
      "/open-poistions",
      "/courses",
      "/internships",
      "/admin",
      "/admin/login",
    ])
      expect(SITEMAP_STATIC_PATHS).not.toContain(path);
    for (const path of SITEMAP_STATIC_PATHS) expect(path).toBe(path.toLowerCase());
  });
});

describe("buildRobotsTxt", () => {
  it("allows everything but the API and the staff console, keeps stored images crawlable and names the sitemap", () => {
    const text = buildRobotsTxt(`${SITE}/`);
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Allow: /api/uploads/");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toEqual([
      "Disallow: /api/",
      "Disallow: /admin",
    ]);
  });
});
