import { useState } from "react";
import { Link } from "react-router";
import { DEFAULT_COURSE_RATING, HOME, HOME_CATEGORIES } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import { SHELL_TEXT } from "../../../domain/shell-text";
import { ArrowRightIcon, ClockIcon, StarIcon } from "../../components/layout/icons";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";
import { SmartImage } from "../../components/ui/smart-image";
import * as Tabs from "../../components/ui/tabs";
import { IMAGE_SIZES } from "../../lib/image-sizes";
import type { ProgramCardData } from "./home-types";
import type { SectionState } from "./section-state";

export type ProgramKind = "course" | "internship";

const KIND = {
  course: {
    id: "courses",
    eyebrow: "Learning Opportunities",
    title: "Explore our courses",
    lead: "Job-ready programs built with industry mentors. Pick a category to see what fits you.",
    perPage: HOME.coursesPerPage,
    loading: SHELL_TEXT.loadingCourses,
    empty: SHELL_TEXT.noCoursesFound,
    emptyIn: MESSAGES.noCoursesInCategory,
    unavailable: SHELL_TEXT.courseNotAvailable,
    base: "/created-courses-web",
    all: "/learning-opportunities",
    allLabel: "View all courses",
  },
  internship: {
    id: "internships",
    eyebrow: "Internship Opportunities",
    title: "Learn by doing: internships",
    lead: "Work on live projects with our teams and earn a certificate and a recommendation.",
    perPage: HOME.internshipsPerPage,
    loading: SHELL_TEXT.loadingInternships,
    empty: SHELL_TEXT.noInternshipsFound,
    emptyIn: MESSAGES.noInternshipsInCategory,
    unavailable: SHELL_TEXT.internshipNotAvailable,
    base: "/created-internships-web",
    all: "/career-opportunities",
    allLabel: "View all internships",
  },
} as const;

// Tab values become element ids (aria-controls), so categories like "Data Science" lose their spaces.
const tabValue = (category: string) => category.replace(/\s+/g, "-");

/** One tab per home category with its item count; the selected category's page of cards below. */
function CategoryTabs({
  kind,
  items,
  category,
  page,
  onCategory,
  onPage,
}: {
  kind: ProgramKind;
  items: ProgramCardData[];
  category: string;
  page: number;
  onCategory: (category: string) => void;
  onPage: (page: number) => void;
}) {
  const k = KIND[kind];
  return (
    <Tabs.Root
      value={tabValue(category)}
      onValueChange={(value) =>
        onCategory(HOME_CATEGORIES.find((name) => tabValue(name) === value) ?? category)
      }
    >
      <Tabs.List
        aria-label={`${k.eyebrow} categories`}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {HOME_CATEGORIES.map((name) => {
          const count = items.filter((item) => item.category === name).length;
          return (
            <Tabs.Trigger
              key={name}
              value={tabValue(name)}
              className="group inline-flex shrink-0 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand/40 hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white"
            >
              {name}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 group-data-[state=active]:bg-white/20 group-data-[state=active]:text-white">
                {count}
              </span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {HOME_CATEGORIES.map((name) => (
        <Tabs.Content
          key={name}
          value={tabValue(name)}
          className="mt-8 rounded-2xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          {name === category && (
            <CategoryPage
              kind={kind}
              category={name}
              items={items.filter((item) => item.category === name)}
              page={page}
              onPage={onPage}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * Course or internship browser: one tab per home category with its item count, a page of cards
 * (3 courses / 2 internships), Previous/Next only with more than one page, page 1 again on tab change.
 */
export function ProgramBrowser({ kind, state }: { kind: ProgramKind; state: SectionState<ProgramCardData> }) {
  const k = KIND[kind];
  const [category, setCategory] = useState<string>(HOME_CATEGORIES[0]);
  const [page, setPage] = useState(1);
  const headingId = `${k.id}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className={kind === "course" ? "bg-white py-16 sm:py-24" : "bg-slate-50 py-16 sm:py-24"}
    >
      <Container>
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading id={headingId} eyebrow={k.eyebrow} title={k.title} lead={k.lead} align="left" />
          <Link
            to={k.all}
            className="inline-flex shrink-0 items-center gap-2 text-sm font-semibold text-brand hover:underline focus-visible:underline"
          >
            {k.allLabel}
            <ArrowRightIcon width={16} height={16} />
          </Link>
        </div>
        <div className="mt-10">
          {state.status === "loading" && (
            <StatusBox>
              <p role="status">{k.loading}</p>
            </StatusBox>
          )}
          {state.status === "error" && (
            <StatusBox>
              <p role="alert" className="text-red-700">
                {MESSAGES.errorPrefixed(state.message)}
              </p>
            </StatusBox>
          )}
          {state.status === "loaded" && state.items.length === 0 && (
            <StatusBox>
              <p className="font-semibold text-slate-800">{k.empty}</p>
            </StatusBox>
          )}
          {state.status === "loaded" && state.items.length > 0 && (
            <CategoryTabs
              kind={kind}
              items={state.items}
              category={category}
              page={page}
              onCategory={(name) => {
                setCategory(name);
                setPage(1);
              }}
              onPage={setPage}
            />
          )}
        </div>
      </Container>
    </section>
  );
}

function StatusBox({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-64 items-center justify-center rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
      <div>{children}</div>
    </div>
  );
}

function CategoryPage({
  kind,
  category,
  items,
  page,
  onPage,
}: {
  kind: ProgramKind;
  category: string;
  items: ProgramCardData[];
  page: number;
  onPage: (page: number) => void;
}) {
  const k = KIND[kind];
  const totalPages = Math.max(1, Math.ceil(items.length / k.perPage));
  const current = Math.min(page, totalPages);
  const shown = items.slice((current - 1) * k.perPage, current * k.perPage);

  if (items.length === 0) {
    return (
      <StatusBox>
        <p className="font-semibold text-slate-800">{k.empty}</p>
        <p className="mt-1 text-sm">{k.emptyIn(category)}</p>
      </StatusBox>
    );
  }

  return (
    <>
      <ul
        className={`grid gap-6 sm:grid-cols-2 ${kind === "course" ? "lg:grid-cols-3" : "mx-auto max-w-5xl"}`}
      >
        {shown.map((item) => (
          <li key={item.id}>
            <ProgramCard kind={kind} item={item} />
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <nav aria-label={`${category} pages`} className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => onPage(current - 1)}
            disabled={current === 1}
            className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700"
          >
            {MESSAGES.previous}
          </button>
          <p aria-live="polite" className="text-sm text-slate-600">
            {MESSAGES.pageOf(current, totalPages)}
          </p>
          <button
            type="button"
            onClick={() => onPage(current + 1)}
            disabled={current === totalPages}
            className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700"
          >
            {MESSAGES.next}
          </button>
        </nav>
      )}
    </>
  );
}

function ProgramCard({ kind, item }: { kind: ProgramKind; item: ProgramCardData }) {
  const k = KIND[kind];
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-brand/10">
      <div className="relative aspect-[16/9] overflow-hidden bg-brand-50">
        <SmartImage
          path={item.banner_image_path}
          alt=""
          width={640}
          height={360}
          sizes={IMAGE_SIZES.gridCard}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="type-label text-brand">{item.category}</p>
        <h3 className="mt-1.5 type-card text-slate-900">{item.title}</h3>
        <p className="mt-1 text-sm text-slate-500">{item.provider}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          {item.duration && (
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon width={16} height={16} className="text-brand" />
              {item.duration}
            </span>
          )}
          {item.skill_level && <span>{item.skill_level}</span>}
          {kind === "course" && (
            <span className="inline-flex items-center gap-1">
              <StarIcon width={16} height={16} className="text-amber-500" />
              {(item.rating ?? DEFAULT_COURSE_RATING).toFixed(1)}
              <span className="text-slate-500">({item.review_count ?? 0} Reviews)</span>
            </span>
          )}
        </div>
        <div className="mt-auto pt-5">
          {item.slug ? (
            <Link
              to={`${k.base}/${item.slug}`}
              className="inline-flex items-center gap-2 rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {SHELL_TEXT.viewDetails}
              <span className="sr-only">: {item.title}</span>
              <ArrowRightIcon width={16} height={16} />
            </Link>
          ) : (
            <span className="inline-flex rounded-full bg-slate-100 px-5 py-2.5 text-sm font-semibold text-slate-600">
              {k.unavailable}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
