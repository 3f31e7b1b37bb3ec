/**
 * The home page's loader logic (shared by the home route and the not-found route): SEO content (hero,
 * courses, internships, posts) is awaited into the server HTML; logos and feedback stream. Each section
 * settles on its own, so one failing read never breaks the page.
 */
import type { AppLoadContext } from "react-router";
import { HOME, SHELL } from "../../../domain/constants";
import { withImageAlts } from "../../../domain/content/library-alt";
import { MESSAGES } from "../../../domain/messages";
import type { HomeData, PostTeaserData, ProgramCardData } from "./home-types";
import { settle } from "./section-state";

const ENTITIES: Record<string, string> = {
  "&nbsp;": " ",
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** Plain-text excerpt of CMS HTML: tags dropped, common entities decoded, cut at a word boundary. */
export function plainExcerpt(html: string, maxChars: number): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export async function loadHomeData(context: AppLoadContext): Promise<HomeData> {
  const { reads } = context;
  const log = (section: string) => (error: unknown) =>
    context.sectionFailed("home section failed", error, { section });

  // Streamed sections start first so they run while the awaited ones are read.
  const logos = settle(
    async () => {
      const [rows, alts] = await Promise.all([reads.listBanners(), reads.mediaAlts()]);
      return withImageAlts(rows, alts);
    },
    MESSAGES.logosFailed,
    log("logos"),
  );
  const studentFeedback = settle(
    () => reads.listFeedback("student"),
    MESSAGES.studentFeedbackFailed,
    log("student feedback"),
  );
  const clientFeedback = settle(
    () => reads.listFeedback("client"),
    MESSAGES.clientFeedbackFailed,
    log("client feedback"),
  );

  const [hero, courses, internships, posts] = await Promise.all([
    settle(() => reads.listActiveHeroSections(), MESSAGES.heroFetchFailed, log("hero")),
    settle(
      async (): Promise<ProgramCardData[]> =>
        (await reads.listCourses()).map(({ description: _description, ...course }) => course),
      MESSAGES.coursesFetchFailed,
      log("courses"),
    ),
    settle(
      async (): Promise<ProgramCardData[]> =>
        (await reads.listInternships()).map(({ description: _description, ...internship }) => internship),
      MESSAGES.internshipsFetchFailed,
      log("internships"),
    ),
    settle(
      async (): Promise<PostTeaserData[]> =>
        (await reads.listPosts()).slice(0, HOME.blogTeasers).map((post) => ({
          id: post.id,
          slug: post.slug,
          title: post.title,
          excerpt: plainExcerpt(post.content, SHELL.blogTeaserExcerptChars),
          created_at: post.created_at,
          featured_image_path: post.featured_image_path,
          category: post.category,
          author: post.author,
        })),
      MESSAGES.postsFetchFailed,
      log("posts"),
    ),
  ]);

  return { hero, courses, internships, posts, logos, studentFeedback, clientFeedback };
}
