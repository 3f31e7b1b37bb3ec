/** Meta tags of a course or internship page: the two differ only in their paths and words. */
import { COMPANY } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { type PageSeo, resolvePageSeo } from "../../../domain/seo/page-seo";
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

/** The program as its structured data describes it: the staff's search description and social image first. */
export function programWithSeo<T extends { description: string; banner_image_path: string }>(
  program: T,
  seo: PageSeo | null | undefined,
): T {
  return {
    ...program,
    description: seo?.description.trim() || program.description,
    banner_image_path: seo?.imagePath.trim() || program.banner_image_path,
  };
}

/** The page's address and the search and share words it has when staff set none. */
export function programSeoDefaults(
  kind: keyof typeof DETAIL,
  program: Pick<ProgramForMeta, "slug" | "title" | "category" | "description" | "banner_image_path">,
) {
  return {
    path: `${DETAIL[kind].basePath}/${encodeURIComponent(program.slug)}`,
    title: `${program.title} | ${COMPANY.name}`,
    description:
      program.description.trim() ||
      `${program.title}: a ${program.category} ${kind} at ${COMPANY.name}. See what it covers, its duration and how to register.`,
    image: program.banner_image_path.trim(),
  };
}

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
    seo,
  }: {
    /** Absent when the page is not found or failed to load. */
    program?: ProgramForMeta;
    notFound?: boolean;
    /** The slug of the address, for the not-found and error screens. */
    slug: string;
    siteUrl: string;
    jsonLd?: ReadonlyArray<JsonLd>;
    /** The page's own search and share words, which win over the defaults below. */
    seo?: PageSeo;
  },
) {
  const detail = DETAIL[kind];
  if (!program)
    return unavailableMeta({
      message: notFound ? detail.notFound : MESSAGES.serviceUnavailable,
      siteUrl,
      path: `${detail.basePath}/${encodeURIComponent(slug)}`,
    });
  const { path, ...defaults } = programSeoDefaults(kind, program);
  const words = resolvePageSeo(defaults, seo);
  return pageMeta({
    title: words.title,
    description: words.description,
    path,
    siteUrl,
    image: words.image ? mediaUrl(words.image) : undefined,
    imageAlt: program.title,
    breadcrumbs: [
      { name: detail.listName, path: detail.listPath },
      { name: program.title, path },
    ],
    jsonLd,
  });
}
