/**
 * Content reads (docs/product/api.md): hero sections, blog posts, testimonials, logos and alerts.
 * HTML fields are sanitized by the domain functions; an unknown slug answers 404 with the spec's text.
 * All of them are public and the same for everyone: `cached` (server/http/json-cache.ts) keeps their answers.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { listActiveAlerts } from "../../domain/content/alerts.server.ts";
import {
  getPostBySlug,
  listPosts,
  listPostsInCategory,
  listRelatedPosts,
} from "../../domain/content/blog.server.ts";
import { listBanners, listFeedback } from "../../domain/content/feedback.server.ts";
import {
  getHeroSection,
  listActiveHeroSections,
  listHeroesInCategory,
  listRelatedHeroes,
} from "../../domain/content/hero.server.ts";
import type { AppEnv, Deps } from "../deps.ts";

export function contentRoutes({ db }: Deps, cached: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get("/hero-sections/active", cached, async (c) => c.json(await listActiveHeroSections(db)))
    .get("/hero-sections/:slug", cached, async (c) => c.json(await getHeroSection(db, c.req.param("slug"))))
    .get("/related-heros/:slug", cached, async (c) =>
      c.json(await listRelatedHeroes(db, c.req.param("slug"))),
    )
    .get("/heros/category/:category/:slug", cached, async (c) =>
      c.json(await listHeroesInCategory(db, c.req.param("category"), c.req.param("slug"))),
    )
    .get("/get-posts", cached, async (c) => c.json(await listPosts(db)))
    .get("/blog/slug/:slug", cached, async (c) => c.json(await getPostBySlug(db, c.req.param("slug"))))
    .get("/blogs/category/:category/:slug", cached, async (c) =>
      c.json(await listPostsInCategory(db, c.req.param("category"), c.req.param("slug"))),
    )
    .get("/related-blogs/:slug", cached, async (c) => c.json(await listRelatedPosts(db, c.req.param("slug"))))
    .get("/student-feedback", cached, async (c) => c.json(await listFeedback(db, "student")))
    .get("/client-feedback", cached, async (c) => c.json(await listFeedback(db, "client")))
    .get("/get-all-banners", cached, async (c) => c.json(await listBanners(db)))
    .get("/active-alert/:category", cached, async (c) =>
      c.json(await listActiveAlerts(db, c.req.param("category"))),
    );
}
