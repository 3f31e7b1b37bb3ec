/** How the console shows blog posts and hero articles (browser-safe: labels, orders). */
import type { ContentKindView } from "../content-kit";

const STATES = { published: "Published", draft: "Draft" } as const;

export const blogView: ContentKindView = {
  path: "/admin/content/blog",
  label: { one: "blog post", many: "Blog posts" },
  // Free text on the site ('Uncategorized' when empty): the list filters by search instead.
  categories: [],
  states: STATES,
  sorts: [
    { value: "updated", label: "Last saved first" },
    { value: "newest", label: "Newest first" },
    { value: "title", label: "Title A–Z" },
  ],
};

export const heroView: ContentKindView = {
  path: "/admin/content/hero",
  label: { one: "hero article", many: "Hero articles" },
  categories: [],
  states: STATES,
  sorts: [
    { value: "updated", label: "Last saved first" },
    { value: "position", label: "Position in the carousel" },
    { value: "title", label: "Title A–Z" },
  ],
};
