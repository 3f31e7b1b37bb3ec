/** Meta tags of a course or internship page: the two differ only in their paths and words. */
import { COMPANY } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { JsonLd } from "../../lib/json-ld";
import { mediaUrl } from "../../lib/media";
import { pageMeta, unavailableMeta } from "../../lib/seo";

const DETAIL = {
  course: {
    basePath: "/created-courses-web",
    listName: MESSAGES.coursesListTitle,
    listPath: "/learning-opportunities",
    notFound: MESSAGES.noCourseFound,
  },
  internship: {
    basePath: "/created-internships-web",
    listName: MESSAGES.internshipsListTitle,
    listPath: "/career-opportunities",
    notFound: MESSAGES.noInternshipFound,
  },
} as const;

interface ProgramForMeta {
  slug: string;
  title: string;
  category: string;
  description: string;
  banner_image_path: string;
}

export function programDetailMeta(
  kind: keyof typeof DETAIL,
  {
    program,
    notFound = false,
    slug,
    siteUrl,
    jsonLd,
  }: {
    /** Absent when the page is not found or failed to load. */
    program?: ProgramForMeta;
    notFound?: boolean;
    /** The slug of the address, for the not-found and error screens. */
    slug: string;
    siteUrl: string;
    jsonLd?: ReadonlyArray<JsonLd>;
  },
) {
  const detail = DETAIL[kind];
  if (!program)
    return unavailableMeta({
      message: notFound ? detail.notFound : MESSAGES.serviceUnavailable,
      siteUrl,
      path: `${detail.basePath}/${encodeURIComponent(slug)}`,
    });
  const path = `${detail.basePath}/${encodeURIComponent(program.slug)}`;
  return pageMeta({
    title: `${program.title} | ${COMPANY.name}`,
    description:
      program.description.trim() ||
      `${program.title}: a ${program.category} ${kind} at ${COMPANY.name}. See what it covers, its duration and how to register.`,
    path,
    siteUrl,
    image: program.banner_image_path.trim() ? mediaUrl(program.banner_image_path) : undefined,
    imageAlt: program.title,
    breadcrumbs: [
      { name: detail.listName, path: detail.listPath },
      { name: program.title, path },
    ],
    jsonLd,
  });
}
