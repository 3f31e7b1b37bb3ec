import type { ReactNode } from "react";
import { MESSAGES } from "../../../domain/messages";
import { Container } from "../../components/ui/container";
import { PageHero } from "../../components/ui/page-hero";
import { CategoryChips } from "./category-chips";
import { filterByCategory, type ListCategory, listSearch, paginate } from "./list-state";
import { Pager } from "./pager";
import { ProgramCard, type ProgramCardData } from "./program-card";

export type ProgramListKind = "course" | "internship";

const TEXTS = {
  course: {
    title: MESSAGES.coursesListTitle,
    lead: "Job-ready courses taught by industry mentors, with live projects and placement support.",
    loading: MESSAGES.loadingCourses,
    empty: MESSAGES.noCoursesFound,
    emptyBody: MESSAGES.noCoursesInCategory,
    basePath: "created-courses-web",
    chipsLabel: "Course categories",
    gridLabel: "Courses",
  },
  internship: {
    title: MESSAGES.internshipsListTitle,
    lead: "Hands-on internships on real projects, with mentorship and a certificate of completion.",
    loading: MESSAGES.loadingInternships,
    empty: MESSAGES.noInternshipsFound,
    emptyBody: MESSAGES.noInternshipsInCategory,
    basePath: "created-internships-web",
    chipsLabel: "Internship categories",
    gridLabel: "Internships",
  },
} as const;

export interface ProgramListViewProps {
  kind: ProgramListKind;
  items: ProgramCardData[];
  category: ListCategory;
  page: number;
  /** The address of the list (kept as the visitor spelled it). */
  pathname: string;
  /** Set when the list could not be read. */
  error?: string | null;
  /** True while a new view of the list is on its way. */
  loading?: boolean;
}

/** The courses or internships list: chips, a 3/2/1-column grid of 9 per page, paging and every state. */
export function ProgramListView({
  kind,
  items,
  category,
  page,
  pathname,
  error,
  loading,
}: ProgramListViewProps) {
  const texts = TEXTS[kind];
  const filtered = filterByCategory(items, category);
  const paged = paginate(filtered, page);

  let body: ReactNode;
  if (loading) {
    body = (
      <p role="status" className="py-16 text-center text-lg text-slate-600">
        {texts.loading}
      </p>
    );
  } else if (error) {
    body = (
      <p
        role="alert"
        className="mx-auto max-w-xl rounded-2xl bg-red-50 p-6 text-center text-red-800 ring-1 ring-red-200"
      >
        {MESSAGES.errorPrefixed(error)}
      </p>
    );
  } else if (paged.items.length === 0) {
    body = (
      <div className="mx-auto max-w-xl rounded-2xl bg-slate-50 p-10 text-center ring-1 ring-slate-200">
        <h2 className="type-title text-slate-900">{texts.empty}</h2>
        <p className="mt-2 text-slate-600">{texts.emptyBody(category)}</p>
      </div>
    );
  } else {
    body = (
      <>
        {/* The cards' titles are h3: give the grid its h2 (visually the page hero's title says it). */}
        <h2 className="sr-only">{texts.gridLabel}</h2>
        <ul aria-label={texts.gridLabel} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {paged.items.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} basePath={texts.basePath} showReviews={kind === "course"} />
            </li>
          ))}
        </ul>
        <Pager
          page={paged.page}
          totalPages={paged.totalPages}
          hrefFor={(target) => `${pathname}${listSearch(category, target)}`}
          label={`${texts.gridLabel} pages`}
        />
      </>
    );
  }

  return (
    <>
      <PageHero
        title={texts.title}
        lead={texts.lead}
        crumbs={[{ label: "Home", to: "/" }, { label: texts.title }]}
      />
      <Container className="py-12 sm:py-16">
        <CategoryChips selected={category} label={texts.chipsLabel} />
        <div className="mt-10">{body}</div>
      </Container>
    </>
  );
}
