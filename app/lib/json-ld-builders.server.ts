/**
 * Builders of schema.org documents for search engines, one per kind of page, run by the loaders (server
 * only: they and the constants they read stay out of the browser's JavaScript). Every URL in them is
 * absolute (SITE_URL).
 */

import type { Job } from "../../domain/careers/job";
import { COMPANY, COMPANY_POSTAL_ADDRESS, SEO } from "../../domain/constants";
import type { PublicBatch } from "../../domain/programs/batch-view";
import { absoluteUrl, CONTEXT, clip, type JsonLd } from "./json-ld";
import { mediaUrl } from "./media";

/** Absolute URL of a stored image, or undefined when there is none (never the placeholder). */
export function imageUrl(siteUrl: string, storedPath: string | null | undefined): string | undefined {
  return storedPath?.trim() ? absoluteUrl(siteUrl, mediaUrl(storedPath)) : undefined;
}

const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;

function postalAddress() {
  return { "@type": "PostalAddress", ...COMPANY_POSTAL_ADDRESS };
}

/** The company: name, site, logo, contact points and the Noida address (rendered on every page). */
export function organizationLd(siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: COMPANY.name,
    url: absoluteUrl(siteUrl, "/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(siteUrl, SEO.logo),
      width: SEO.logoSizePx,
      height: SEO.logoSizePx,
    },
    image: absoluteUrl(siteUrl, SEO.defaultImage),
    email: COMPANY.generalEmail,
    telephone: COMPANY.phone,
    address: postalAddress(),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: COMPANY.phone,
        email: COMPANY.generalEmail,
        areaServed: "IN",
        availableLanguage: ["English", "Hindi"],
      },
      {
        "@type": "ContactPoint",
        contactType: "admissions",
        telephone: COMPANY.phone,
        email: COMPANY.educationEmail,
        areaServed: "IN",
        availableLanguage: ["English", "Hindi"],
      },
    ],
  };
}

/** The site itself (home page). */
export function websiteLd(siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: COMPANY.name,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: "en-IN",
    publisher: { "@id": organizationId(siteUrl) },
  };
}

/** `6 Months` -> `P6M`, `8 weeks` -> `P8W`, `45 Days` -> `P45D`, `1 Year` -> `P1Y`; undefined otherwise. */
export function isoDuration(text: string | null | undefined): string | undefined {
  const match = /^\s*(\d{1,3})\s*(day|week|month|year)s?\s*$/i.exec(text ?? "");
  if (!match) return undefined;
  const unit = { day: "D", week: "W", month: "M", year: "Y" }[match[2].toLowerCase() as "day"];
  return `P${Number(match[1])}${unit}`;
}

/** Fields of a course or internship detail that its structured data uses. */
export interface ProgramLdInput {
  title: string;
  description: string;
  category: string;
  banner_image_path: string;
  duration: string;
  skill_level: string;
  language: string;
  /** Price in rupees; 0 when none is set. */
  fees: number;
  rating?: number | null;
  review_count?: number;
}

/** A course (also used for internships, which are paid training programs): provider, price, rating. */
export function courseLd(
  siteUrl: string,
  path: string,
  program: ProgramLdInput,
  batches: readonly PublicBatch[] = [],
): JsonLd {
  const url = absoluteUrl(siteUrl, path);
  const rated = typeof program.rating === "number" && (program.review_count ?? 0) > 0;
  const duration = isoDuration(program.duration);
  return {
    "@context": CONTEXT,
    "@type": "Course",
    "@id": `${url}#course`,
    name: program.title,
    description: program.description.trim() || program.title,
    url,
    image: imageUrl(siteUrl, program.banner_image_path),
    about: program.category || undefined,
    educationalLevel: program.skill_level.trim() || undefined,
    inLanguage: program.language.trim() || undefined,
    timeRequired: duration,
    provider: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: COMPANY.name,
      sameAs: absoluteUrl(siteUrl, "/"),
    },
    offers:
      program.fees > 0
        ? [
            {
              "@type": "Offer",
              category: "Paid",
              price: program.fees,
              priceCurrency: "INR",
              availability: "https://schema.org/InStock",
              url,
            },
          ]
        : undefined,
    aggregateRating: rated
      ? {
          "@type": "AggregateRating",
          ratingValue: program.rating,
          reviewCount: program.review_count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
    hasCourseInstance:
      batches.length > 0
        ? batches.map((batch) => batchInstance(url, batch, duration))
        : [
            {
              "@type": "CourseInstance",
              courseMode: "Blended",
              location: { "@type": "Place", name: COMPANY.name, address: postalAddress() },
              courseWorkload: duration,
            },
          ],
  };
}

/** schema.org's words for a batch's mode. */
const COURSE_MODE: Record<PublicBatch["mode"], string> = {
  online: "Online",
  classroom: "Onsite",
  hybrid: "Blended",
};

/** One upcoming batch as a `CourseInstance`: its dates, mode and where it is held (online: the course page). */
function batchInstance(url: string, batch: PublicBatch, duration: string | undefined): JsonLd {
  const office = { "@type": "Place", name: COMPANY.name, address: postalAddress() };
  return {
    "@type": "CourseInstance",
    startDate: batch.startsOn,
    endDate: batch.endsOn ?? undefined,
    courseMode: COURSE_MODE[batch.mode],
    location: batch.mode === "online" ? { "@type": "VirtualLocation", url } : office,
    courseWorkload: duration,
  };
}

export interface ArticleLdInput {
  path: string;
  title: string;
  description: string;
  author: string;
  /** ISO timestamps. */
  published: string;
  modified?: string | null;
  image?: string | null;
  category?: string;
  tags?: readonly string[];
}

/** A blog post (`BlogPosting`) or a hero article (`Article`). */
export function articleLd(
  siteUrl: string,
  input: ArticleLdInput,
  type: "BlogPosting" | "Article" = "BlogPosting",
): JsonLd {
  const url = absoluteUrl(siteUrl, input.path);
  const author = input.author.trim();
  return {
    "@context": CONTEXT,
    "@type": type,
    headline: clip(input.title, SEO.headlineMaxChars),
    description: input.description || undefined,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [imageUrl(siteUrl, input.image) ?? absoluteUrl(siteUrl, SEO.defaultImage)],
    datePublished: input.published,
    dateModified: input.modified || input.published,
    author: author
      ? { "@type": "Person", name: author }
      : { "@type": "Organization", name: COMPANY.name, url: absoluteUrl(siteUrl, "/") },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(siteUrl),
      name: COMPANY.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, SEO.logo) },
    },
    articleSection: input.category || undefined,
    keywords: input.tags && input.tags.length > 0 ? input.tags.join(", ") : undefined,
    inLanguage: "en-IN",
  };
}

/** Fields of an open job that its structured data uses: a `Job` and when it was published (ISO timestamp;
 * the date part becomes datePosted). */
export type JobLdInput = Omit<Job, "hiring_steps"> & { posted_at: string | null };

/** schema.org employment types for the job types the site uses ('Full Time', 'Internship', …). */
export function employmentType(jobType: string): string {
  const key = jobType.toLowerCase().replace(/[^a-z]/g, "");
  const types: Record<string, string> = {
    fulltime: "FULL_TIME",
    parttime: "PART_TIME",
    contract: "CONTRACTOR",
    contractor: "CONTRACTOR",
    freelance: "CONTRACTOR",
    temporary: "TEMPORARY",
    intern: "INTERN",
    internship: "INTERN",
    volunteer: "VOLUNTEER",
    perdiem: "PER_DIEM",
  };
  return types[key] ?? "OTHER";
}

/** True for work-from-home jobs (`WFH`, `Remote`, `Work from home`). */
export function isRemote(mode: string): boolean {
  return /^(wfh|remote|work\s*from\s*home)$/i.test(mode.trim());
}

/** One open job: title, description, dates, employer, type and where it is done. */
export function jobPostingLd(siteUrl: string, job: JobLdInput, jobPath: string): JsonLd {
  const ours = job.company.trim().toLowerCase() === COMPANY.name.toLowerCase();
  const hours = Number.parseInt(job.hours, 10);
  const remote = isRemote(job.mode);
  const description = [job.description.trim() || job.title, job.education && `Education: ${job.education}.`]
    .filter(Boolean)
    .join(" ");
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    title: job.title,
    description,
    url: absoluteUrl(siteUrl, jobPath),
    identifier: { "@type": "PropertyValue", name: job.company, value: String(job.id) },
    datePosted: job.posted_at ? job.posted_at.slice(0, 10) : undefined,
    validThrough: job.deadline ? `${job.deadline}${SEO.deadlineEndOfDay}` : undefined,
    jobStartDate: job.start_date ?? undefined,
    employmentType: employmentType(job.job_type),
    hiringOrganization: ours
      ? {
          "@type": "Organization",
          "@id": organizationId(siteUrl),
          name: COMPANY.name,
          sameAs: absoluteUrl(siteUrl, "/"),
          logo: absoluteUrl(siteUrl, SEO.logo),
        }
      : { "@type": "Organization", name: job.company },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: ours
              ? postalAddress()
              : {
                  "@type": "PostalAddress",
                  addressLocality: COMPANY_POSTAL_ADDRESS.addressLocality,
                  addressRegion: COMPANY_POSTAL_ADDRESS.addressRegion,
                  addressCountry: COMPANY_POSTAL_ADDRESS.addressCountry,
                },
          },
        }),
    workHours: Number.isFinite(hours) && hours > 0 ? `${hours} hours per week` : undefined,
    occupationalCategory: job.category || undefined,
    directApply: true,
  };
}
