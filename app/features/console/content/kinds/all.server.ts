/**
 * Every content kind by the segment of its console address (`courses` of `/admin/content/courses`), for the
 * screens all kinds share by one route (revisions).
 */
import type { ContentKindServer } from "../content-kit.server";
import { blogKind, heroKind } from "./articles.server";
import { jobKind } from "./jobs.server";
import { courseKind, internshipKind } from "./programs.server";
import { alertKind, logoKind, testimonialKind } from "./site.server";

const KINDS: ContentKindServer[] = [
  courseKind,
  internshipKind,
  blogKind,
  heroKind,
  jobKind,
  testimonialKind,
  logoKind,
  alertKind,
] as ContentKindServer[];

/** The segment of a kind's console address. */
export const kindSegment = (kind: Pick<ContentKindServer, "view">) => kind.view.path.split("/").pop()!;

const BY_SEGMENT = new Map(KINDS.map((kind) => [kindSegment(kind), kind]));

/** The kind whose console address ends in `segment`, or undefined. */
export const contentKindAt = (segment: string | undefined) => (segment ? BY_SEGMENT.get(segment) : undefined);
