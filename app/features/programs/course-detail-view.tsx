import { Link } from "react-router";
import { COURSE_STATS, DEFAULT_COURSE_RATING, DEFAULT_REVIEW_COUNT } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { PublicBatch } from "../../../domain/programs/batch-view";
import { parseListField, withKeys } from "../../../domain/programs/list-fields";
import type { CourseDetail } from "../../../domain/programs/programs.server";
import { balancedGridClass } from "../../components/ui/balanced-grid";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { mediaUrl } from "../../lib/media";
import { AdvisorForm } from "./advisor-form";
import { BatchList } from "./batch-list";
import { ProgramAccordion, RelatedPrograms } from "./deferred-parts";
import { COURSE_FEATURE_TILES, COURSE_HIGHLIGHTS, registrationHref } from "./detail-content";
import {
  CheckIcon,
  DetailSection,
  DetailsBox,
  FeatureTiles,
  HighlightList,
  ItemBody,
  orNotAvailable,
} from "./detail-parts";
import { PriceTag } from "./price-tag";
import { StarIcon } from "./program-card";

/** The course as the page receives it; list fields may be JSON text or arrays of any accepted shape. */
export type CourseView = Omit<CourseDetail, "key_features" | "course_modules" | "love_items" | "faqs"> & {
  key_features: unknown;
  course_modules: unknown;
  love_items: unknown;
  faqs: unknown;
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex text-amber-400" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`h-5 w-5 ${n <= Math.round(rating) ? "" : "opacity-30"}`} />
      ))}
    </span>
  );
}

/** Every block of the course page, in the order of docs/product/pages.md ('Course detail'). */
export function CourseDetailView({
  course,
  batches = [],
}: {
  course: CourseView;
  batches?: readonly PublicBatch[];
}) {
  const rating = course.rating ?? DEFAULT_COURSE_RATING;
  const reviews = course.review_count ?? DEFAULT_REVIEW_COUNT;
  const keyFeatures = withKeys(parseListField(course.key_features));
  const modules = withKeys(parseListField(course.course_modules));
  const loveItems = withKeys(parseListField(course.love_items));
  const faqs = withKeys(parseListField(course.faqs));
  const enrollHref = registrationHref("Courses", course.title);
  const na = MESSAGES.notAvailable;

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand to-[#5b2bd6] py-12 text-white sm:py-16">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div>
            <Breadcrumb
              crumbs={[
                { label: "Home", to: "/" },
                { label: MESSAGES.coursesListTitle, to: "/learning-opportunities" },
              ]}
            />
            <p className="mt-1 w-fit rounded-full bg-white/15 px-3 py-1 type-label">{course.category}</p>
            <h1 className="mt-3 type-display">{course.title}</h1>
            {course.description && (
              <p className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{course.description}</p>
            )}
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <span className="text-2xl font-bold">{rating.toFixed(1)}</span>
              <Stars rating={rating} />
              <span className="sr-only">out of 5.</span>
              <span className="text-sm text-white/85">{MESSAGES.basedOnReviews(reviews)}</span>
            </div>
            {course.price && (
              <div className="mt-4">
                <PriceTag price={course.price} tone="onBrand" />
              </div>
            )}
            <div className="mt-8">
              <HighlightList items={COURSE_HIGHLIGHTS} label="Course highlights" />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={enrollHref} className={buttonStyles.light}>
                {MESSAGES.enrollNow}
              </Link>
              {course.brochure_path?.trim() && (
                <a
                  href={mediaUrl(course.brochure_path)}
                  download
                  className="inline-flex items-center justify-center gap-2 rounded-full border border-white/70 px-6 py-3 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {MESSAGES.downloadBrochure}
                </a>
              )}
            </div>
          </div>
          <AdvisorForm title={MESSAGES.talkToAdvisor} idPrefix="course-advisor" />
        </Container>
      </section>

      <Container className="py-14 sm:py-20">
        <DetailSection id="training-features" title="Why train with us">
          <FeatureTiles tiles={COURSE_FEATURE_TILES} label="Training features" />
        </DetailSection>

        {batches.length > 0 && (
          <div className="mt-14">
            <BatchList kind="course" programId={course.id} batches={batches} registrationHref={enrollHref} />
          </div>
        )}

        <ul
          aria-label="Our numbers"
          className="mt-14 grid gap-4 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100 sm:grid-cols-3 sm:p-8"
        >
          {COURSE_STATS.map((stat) => (
            <li key={stat.label}>
              <span className="block type-headline text-brand sm:text-4xl">{stat.value}</span>
              <span className="mt-1 block font-medium text-slate-700">{stat.label}</span>
            </li>
          ))}
        </ul>

        <div className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div className="space-y-14">
            {keyFeatures.length > 0 && (
              <DetailSection id="what-youll-learn" title={MESSAGES.whatYoullLearn}>
                <ul className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
                  {keyFeatures.map((item) => (
                    <li key={item.key} className="flex items-start gap-2">
                      <CheckIcon className="mt-0.5 h-5 w-5 text-brand" />
                      <span>
                        <span className="font-medium text-slate-900">{item.title}</span>
                        {item.description && (
                          <span className="mt-0.5 block text-sm text-slate-600">{item.description}</span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </DetailSection>
            )}
            {modules.length > 0 && (
              <DetailSection id="course-content" title={MESSAGES.courseContent}>
                <ProgramAccordion
                  items={modules.map((item) => ({
                    key: item.key,
                    title: item.title,
                    content: <ItemBody item={item} />,
                  }))}
                />
              </DetailSection>
            )}
          </div>
          <aside className="lg:sticky lg:top-28 lg:self-start">
            <DetailsBox
              id="course-details"
              title={MESSAGES.courseDetails}
              rows={[
                { label: "Duration", value: orNotAvailable(course.duration, na) },
                { label: "Skill Level", value: orNotAvailable(course.skill_level, na) },
                { label: "Language", value: orNotAvailable(course.language, na) },
                { label: "Reviews", value: orNotAvailable(course.review_count, na) },
              ]}
            >
              <Link to={enrollHref} className={buttonStyles.primary}>
                {MESSAGES.enrollNow}
              </Link>
            </DetailsBox>
          </aside>
        </div>

        {loveItems.length > 0 && (
          <DetailSection id="things-youll-love" title={MESSAGES.thingsYoullLove} className="mt-16">
            <ul className={balancedGridClass(loveItems.length)}>
              {loveItems.map((item) => (
                <li key={item.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white">
                    <CheckIcon className="h-5 w-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
                  {item.description && <p className="mt-1 text-sm text-slate-600">{item.description}</p>}
                </li>
              ))}
            </ul>
          </DetailSection>
        )}

        <section
          aria-labelledby="certification"
          className="mt-16 grid items-center gap-6 rounded-2xl bg-gradient-to-r from-brand-900 to-brand p-8 text-white sm:p-10 md:grid-cols-[minmax(0,1fr)_auto]"
        >
          <div>
            <h2 id="certification" className="type-headline">
              Get certified in {course.title}
            </h2>
            <p className="mt-3 max-w-2xl text-white/90">
              Complete the course and its projects to earn a {course.provider} certificate that employers can
              verify online with its certificate ID.
            </p>
          </div>
          <Link to={enrollHref} className={buttonStyles.light}>
            {MESSAGES.enrollNow}
          </Link>
        </section>

        {faqs.length > 0 && (
          <DetailSection id="faqs" title={MESSAGES.faqTitle} className="mt-16">
            <ProgramAccordion
              items={faqs.map((item) => ({
                key: item.key,
                title: item.title,
                content: <ItemBody item={item} />,
              }))}
            />
          </DetailSection>
        )}

        {course.slug && (
          <RelatedPrograms key={course.slug} kind="course" category={course.category} slug={course.slug} />
        )}
      </Container>
    </>
  );
}
