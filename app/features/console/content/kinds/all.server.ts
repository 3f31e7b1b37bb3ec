/**
 * Every content kind by the segment of its console address (`courses` of `/admin/content/courses`), for the
 * routes all kinds share: the list, the form and the revisions.
 */
import type { Route } from "../../../../+types/root";
import { requireStaff } from "../../require-staff.server";
import { kindSegment } from "../content-kit";
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

const BY_SEGMENT = new Map(KINDS.map((kind) => [kindSegment(kind.view), kind]));

/** The kind whose console address ends in `segment`, or undefined. */
export const contentKindAt = (segment: string | undefined) => (segment ? BY_SEGMENT.get(segment) : undefined);

/**
 * The kind of a content route's `:kind` segment, or a 404 for one that names none, as at any console address
 * that names nothing (routes/admin/not-found.tsx): only for signed-in staff, anyone else is sent to sign in.
 */
export function contentKindOr404(
  context: Route.LoaderArgs["context"],
  request: Request,
  segment: string | undefined,
) {
  const kind = contentKindAt(segment);
  if (!kind) {
    requireStaff(context, request, "dashboard");
    throw new Response("No such kind of content.", { status: 404 });
  }
  return kind;
}
