/** How the console shows jobs: open (listed, taking applications) or closed. */
import { JOB_CATEGORIES } from "../../../../../domain/careers/job-content";
import type { ContentKindView } from "../content-kit";

export const jobView: ContentKindView = {
  path: "/admin/content/jobs",
  searchHint: "Title or company",
  label: { one: "job", many: "Jobs" },
  categories: JOB_CATEGORIES,
  states: { published: "Open", draft: "Closed" },
  sorts: [
    { value: "updated", label: "Last saved first" },
    { value: "deadline", label: "Deadline, soonest first" },
    { value: "title", label: "Title A–Z" },
  ],
};
