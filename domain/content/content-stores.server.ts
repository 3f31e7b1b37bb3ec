/** Every kind's content store by its record kind (`course`, `blog-post`, …), for work done across kinds. */
import { jobStore } from "../careers/job-content.server.ts";
import { courseStore, internshipStore } from "../programs/program-content.server.ts";
import { blogStore, heroStore } from "./article-content.server.ts";
import type { ContentStore } from "./content-store.server.ts";
import { alertStore, logoStore, testimonialStore } from "./site-content.server.ts";

export const CONTENT_STORES: ReadonlyMap<string, ContentStore> = new Map(
  [courseStore, internshipStore, blogStore, heroStore, jobStore, testimonialStore, logoStore, alertStore].map(
    (store) => [store.def.entity, store as ContentStore],
  ),
);
