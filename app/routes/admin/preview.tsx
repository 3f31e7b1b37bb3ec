/**
 * A draft (or any saved version) as its public page shows it, for staff only: the public header, the page's
 * own view component with the stored record, the footer, under a bar saying it is a preview. Under /admin, so
 * it is never cached, never indexed, and needs a staff session (docs/decisions/0012-console-isolation.md).
 */
import { data } from "react-router";
import { recordIdFrom } from "../../../domain/console/list-filters";
import { previewCourse, previewInternship } from "../../../domain/programs/program-content.server";
import { EMPTY_MENUS } from "../../components/layout/header-menus";
import { SiteFooter } from "../../components/layout/site-footer";
import { SiteHeader } from "../../components/layout/site-header";
import { consoleLinks, consoleMeta } from "../../features/console/console-meta";
import { requireStaff } from "../../features/console/require-staff.server";
import { CourseDetailView } from "../../features/programs/course-detail-view";
import { InternshipDetailView } from "../../features/programs/internship-detail-view";
import type { Route } from "./+types/preview";

export const links: Route.LinksFunction = consoleLinks;

export const meta: Route.MetaFunction = ({ data }) =>
  consoleMeta(`Preview: ${data && "record" in data ? data.record.title : ""}`);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, "content");
  const id = recordIdFrom(params.id);
  if (id === null) throw data({ message: "No such record." }, { status: 404 });
  const [courses, internships] = await Promise.all([
    context.reads.listHeaderItems("course"),
    context.reads.listHeaderItems("internship"),
  ]);
  const menus = { ...EMPTY_MENUS, courses, internships };
  if (params.kind === "course") {
    const record = await previewCourse(context.db, id);
    if (record) return { kind: "course" as const, record, menus, editHref: `/admin/content/courses/${id}` };
  } else if (params.kind === "internship") {
    const record = await previewInternship(context.db, id);
    if (record)
      return { kind: "internship" as const, record, menus, editHref: `/admin/content/internships/${id}` };
  }
  throw data({ message: "No such record." }, { status: 404 });
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { menus, editHref } = loaderData;
  return (
    <>
      <aside
        aria-label="Preview"
        className="sticky top-0 z-[60] flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-semibold text-slate-900"
      >
        <span>Preview of the saved version — only staff see this page.</span>
        <a href={editHref} className="underline">
          Back to the form
        </a>
      </aside>
      <SiteHeader menus={menus} />
      <main id="main">
        {loaderData.kind === "course" ? (
          <CourseDetailView course={loaderData.record} />
        ) : (
          <InternshipDetailView internship={loaderData.record} />
        )}
      </main>
      <SiteFooter />
    </>
  );
}
