import { describe, expect, it } from "vitest";
import { COMPANY } from "../../domain/constants";
import { absoluteUrl, breadcrumbLd, clip, jsonLdMeta, serializeJsonLd } from "./json-ld";
import {
  articleLd,
  courseLd,
  employmentType,
  isoDuration,
  type JobLdInput,
  jobPostingLd,
  organizationLd,
  type ProgramLdInput,
} from "./json-ld-builders.server";

const SITE = "https://nexora.example";

const course: ProgramLdInput = {
  title: "Full Stack Web Development",
  description: "Build and ship web apps with React and Node.js.",
  category: "Development",
  banner_image_path: "uploads\\courses\\fsd.webp",
  duration: "6 Months",
  skill_level: "Beginner",
  language: "English",
  fees: 24999,
  rating: 4.8,
  review_count: 126,
};

const job: JobLdInput = {
  id: 7,
  title: "Junior React Developer",
  company: "Nexora Technologies",
  mode: "Hybrid",
  hours: "40",
  category: "Development",
  education: "B.Tech",
  job_type: "Full Time",
  start_date: "2027-02-15",
  deadline: "2027-01-31",
  description: "Build interfaces.",
  posted_at: "2026-05-04T10:00:00.000Z",
};

describe("absoluteUrl", () => {
  it("joins the origin and a path, keeps full URLs", () => {
    expect(absoluteUrl(SITE, "/blog")).toBe(`${SITE}/blog`);
    expect(absoluteUrl(`${SITE}/`, "blog")).toBe(`${SITE}/blog`);
    expect(absoluteUrl(SITE, "https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element and still parses to the same data", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("jsonLdMeta", () => {
  it("gives one script:ld+json entry per item and skips empty ones", () => {
    const item = { "@type": "Thing" };
    expect(jsonLdMeta([item, null, undefined])).toEqual([{ "script:ld+json": item }]);
  });
});

describe("organizationLd", () => {
  it("names the company with absolute url and logo, contact points and the Noida address", () => {
    const org = organizationLd(SITE);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: COMPANY.name,
      url: `${SITE}/`,
      logo: { url: `${SITE}/logo.png` },
      address: {
        "@type": "PostalAddress",
        addressLocality: "Noida",
        postalCode: "201301",
        addressCountry: "IN",
      },
    });
    const points = org.contactPoint as Array<Record<string, string>>;
    expect(points[0]).toMatchObject({ telephone: COMPANY.phone, email: COMPANY.generalEmail });
    expect(points.map((p) => p.email)).toContain(COMPANY.educationEmail);
  });
});

describe("breadcrumbLd", () => {
  it("numbers the crumbs from 1 with absolute item URLs", () => {
    const list = breadcrumbLd(SITE, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${SITE}/blog` },
    ]);
  });
});

describe("courseLd", () => {
  it("has provider, an INR offer and the rating", () => {
    const ld = courseLd(SITE, "/created-courses-web/full-stack-web-development", course);
    expect(ld).toMatchObject({
      "@type": "Course",
      name: course.title,
      description: course.description,
      url: `${SITE}/created-courses-web/full-stack-web-development`,
      image: `${SITE}/api/uploads/courses/fsd.webp`,
      timeRequired: "P6M",
      provider: { "@type": "Organization", name: COMPANY.name },
      offers: [{ "@type": "Offer", price: 24999, priceCurrency: "INR", category: "Paid" }],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 126, bestRating: 5 },
    });
  });

  it("leaves out the offer without fees, the rating without one (or without reviews) and a missing image", () => {
    const plain = courseLd(SITE, "/x", { ...course, fees: 0, rating: null, banner_image_path: "" });
    const json = JSON.parse(JSON.stringify(plain));
    expect(json.offers).toBeUndefined();
    expect(json.aggregateRating).toBeUndefined();
    expect(json.image).toBeUndefined();
    expect(courseLd(SITE, "/x", { ...course, review_count: 0 }).aggregateRating).toBeUndefined();
    // Internships have no rating fields at all.
    const { rating: _r, review_count: _c, ...internship } = course;
    expect(courseLd(SITE, "/x", internship).aggregateRating).toBeUndefined();
  });
});

describe("isoDuration", () => {
  it("turns 'N Unit(s)' into an ISO 8601 duration", () => {
    expect(isoDuration("6 Months")).toBe("P6M");
    expect(isoDuration("1 month")).toBe("P1M");
    expect(isoDuration("8 Weeks")).toBe("P8W");
    expect(isoDuration("45 Days")).toBe("P45D");
    expect(isoDuration("1 Year")).toBe("P1Y");
    expect(isoDuration("Self paced")).toBeUndefined();
    expect(isoDuration("")).toBeUndefined();
  });
});

describe("articleLd", () => {
  const input = {
    path: "/blog/first-interview",
    title: "How to crack your first developer interview",
    description: "Prepare well.",
    author: "Priya Nair",
    published: "2025-07-01T06:00:00.000Z",
    modified: "2025-07-03T06:00:00.000Z",
    image: "uploads/blog/a.webp",
    category: "Career",
    tags: ["Interviews", "Freshers"],
  };

  it("is a BlogPosting with headline, dates, Person author, image and the page as main entity", () => {
    expect(articleLd(SITE, input)).toMatchObject({
      "@type": "BlogPosting",
      headline: input.title,
      datePublished: input.published,
      dateModified: input.modified,
      author: { "@type": "Person", name: "Priya Nair" },
      image: [`${SITE}/api/uploads/blog/a.webp`],
      mainEntityOfPage: { "@type": "WebPage", "@id": `${SITE}/blog/first-interview` },
      publisher: { "@type": "Organization", name: COMPANY.name },
      keywords: "Interviews, Freshers",
    });
  });

  it("falls back to the publish date, the company as author and the default image", () => {
    const ld = articleLd(SITE, { ...input, modified: null, author: " ", image: "" }, "Article");
    expect(ld["@type"]).toBe("Article");
    expect(ld.dateModified).toBe(input.published);
    expect(ld.author).toMatchObject({ "@type": "Organization", name: COMPANY.name });
    expect(ld.image).toEqual([`${SITE}/og-default.png`]);
  });

  it("keeps the headline within 110 characters", () => {
    const headline = articleLd(SITE, { ...input, title: "word ".repeat(40) }).headline as string;
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline.endsWith("…")).toBe(true);
  });
});

describe("clip", () => {
  it("keeps short text, cuts long text at a word with an ellipsis", () => {
    expect(clip("  short   text ", 20)).toBe("short text");
    const cut = clip("alpha beta gamma delta epsilon", 18);
    expect(cut).toBe("alpha beta gamma…");
    expect(cut.length).toBeLessThanOrEqual(18);
  });
});

describe("jobPostingLd", () => {
  it("has title, description, dates, employer, type and an on-site location", () => {
    const ld = jobPostingLd(SITE, job, "/open-positions#job-7");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Junior React Developer",
      datePosted: "2026-05-04",
      validThrough: "2027-01-31T23:59:59+05:30",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: COMPANY.name, logo: `${SITE}/logo.png` },
      jobLocation: { "@type": "Place", address: { addressLocality: "Noida", addressCountry: "IN" } },
      workHours: "40 hours per week",
      url: `${SITE}/open-positions#job-7`,
    });
    expect(ld.description).toContain("Build interfaces.");
    expect(ld.jobLocationType).toBeUndefined();
  });

  it("marks work-from-home jobs as telecommute in India, partners by name only, no deadline no validThrough", () => {
    const ld = jobPostingLd(
      SITE,
      { ...job, mode: "WFH", company: "Pixelvine Studios", job_type: "Internship", deadline: null },
      "/open-positions#job-7",
    );
    const json = JSON.parse(JSON.stringify(ld));
    expect(json.jobLocationType).toBe("TELECOMMUTE");
    expect(json.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
    expect(json.jobLocation).toBeUndefined();
    expect(json.validThrough).toBeUndefined();
    expect(json.employmentType).toBe("INTERN");
    expect(json.hiringOrganization).toEqual({ "@type": "Organization", name: "Pixelvine Studios" });
  });
});

describe("employmentType", () => {
  it("maps the site's job types to schema.org values", () => {
    expect(employmentType("Full Time")).toBe("FULL_TIME");
    expect(employmentType("full-time")).toBe("FULL_TIME");
    expect(employmentType("Part Time")).toBe("PART_TIME");
    expect(employmentType("Contract")).toBe("CONTRACTOR");
    expect(employmentType("Internship")).toBe("INTERN");
    expect(employmentType("Something else")).toBe("OTHER");
  });
});
