/** Blog posts and hero articles for the content kit: stores, schemas, row <-> form mapping, uploads. */

import { COMPANY } from "../../../../../domain/constants";
import { blogFormSchema, heroFormSchema } from "../../../../../domain/content/article-content";
import {
  blogStore,
  blogToForm,
  blogToRow,
  heroStore,
  heroToForm,
  heroToRow,
} from "../../../../../domain/content/article-content.server";
import { plainTextSummary } from "../../../../../domain/content/html.server";
import { RICH_TEXT_LIMITS } from "../../../../../domain/content/rich-text";
import { heroSeoDefaults } from "../../../blog/hero-seo";
import type { ContentKindServer } from "../content-kit.server";
import { blogView, heroView } from "./articles";

/** The editor's document of a long article is far larger than any other field. */
const articleLimits = { fieldValueBytes: RICH_TEXT_LIMITS.docChars * 4 };

const blankBody = {
  revision: 0,
  title: "",
  slug: "",
  author: "",
  category: "",
  contentDoc: "",
  contentHtml: "",
};

export const blogKind: ContentKindServer<typeof blogFormSchema> = {
  view: blogView,
  store: blogStore,
  schema: blogFormSchema,
  right: "content",
  toRow: blogToRow,
  toForm: blogToForm,
  blank: { ...blankBody, tags: "" },
  uploads: [{ field: "featuredImage", column: "featuredImagePath", type: "image", folder: "blog" }],
  formLimits: articleLimits,
  // As the post's page writes its meta tags (app/routes/blog-post.tsx).
  page: (row) => ({
    path: `/blog/${encodeURIComponent(String(row.slug ?? ""))}`,
    title: `${String(row.title ?? "")} | ${COMPANY.name} Blog`,
    description: plainTextSummary(String(row.content ?? ""), 155),
    image: String(row.featuredImagePath ?? ""),
  }),
};

export const heroKind: ContentKindServer<typeof heroFormSchema> = {
  view: heroView,
  store: heroStore,
  schema: heroFormSchema,
  right: "content",
  toRow: heroToRow,
  toForm: heroToForm,
  blank: { ...blankBody, smallDescription: "", sortOrder: 0 },
  uploads: [{ field: "featuredImage", column: "featuredImage", type: "image", folder: "hero" }],
  formLimits: articleLimits,
  // As the article's page writes its meta tags (app/routes/hero-article.tsx).
  page: (row) =>
    heroSeoDefaults({
      slug: String(row.slug ?? ""),
      title: String(row.title ?? ""),
      smallDescription: String(row.smallDescription ?? ""),
      featuredImage: String(row.featuredImage ?? ""),
    }),
};
