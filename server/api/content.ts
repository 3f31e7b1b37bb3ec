/**
 * Content reads (spec section 7): hero sections, blog posts, testimonials, logos and alerts.
 * HTML fields are sanitized by the domain functions; an unknown slug answers 404 with the spec's text.
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

/** Content changes rarely: successful reads may be cached briefly by browsers and proxies. */
const shortCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status === 200)
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
};

export function contentRoutes({ db }: Deps) {
  const routes = new Hono<AppEnv>();
  for (const path of [
    "/hero-sections/*",
    "/related-heros/*",
    "/heros/*",
    "/get-posts",
    "/blog/*",
    "/blogs/*",
    "/related-blogs/*",
    "/student-feedback",
    "/client-feedback",
    "/get-all-banners",
    "/active-alert/*",
  ])
    routes.use(path, shortCache);
  return routes
    .get("/hero-sections/active", async (c) => c.json(await listActiveHeroSections(db)))
    .get("/hero-sections/:slug", async (c) => c.json(await getHeroSection(db, c.req.param("slug"))))
    .get("/related-heros/:slug", async (c) => c.json(await listRelatedHeroes(db, c.req.param("slug"))))
    .get("/heros/category/:category/:slug", async (c) =>
      c.json(await listHeroesInCategory(db, c.req.param("category"), c.req.param("slug"))),
    )
    .get("/get-posts", async (c) => c.json(await listPosts(db)))
    .get("/blog/slug/:slug", async (c) => c.json(await getPostBySlug(db, c.req.param("slug"))))
    .get("/blogs/category/:category/:slug", async (c) =>
      c.json(await listPostsInCategory(db, c.req.param("category"), c.req.param("slug"))),
    )
    .get("/related-blogs/:slug", async (c) => c.json(await listRelatedPosts(db, c.req.param("slug"))))
    .get("/student-feedback", async (c) => c.json(await listFeedback(db, "student")))
    .get("/client-feedback", async (c) => c.json(await listFeedback(db, "client")))
    .get("/get-all-banners", async (c) => c.json(await listBanners(db)))
    .get("/active-alert/:category", async (c) => c.json(await listActiveAlerts(db, c.req.param("category"))));
}
