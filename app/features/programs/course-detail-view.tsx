import { Link } from "react-router";
import { COURSE_STATS, DEFAULT_COURSE_RATING, DEFAULT_REVIEW_COUNT } from "../../../domain/constants";
import { MESSAGES } from "../../../domain/messages";
import type { PublicBatch } from "../../../domain/programs/batch-view";
import { parseListField, withKeys } from "../../../domain/programs/list-fields";
import type { CourseDetail } from "../../../domain/programs/programs.server";
import { balancedGridClass } from "../../components/ui/balanced-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { ProgramAccordion, RelatedPrograms } from "./deferred-parts";
import { COURSE_FEATURE_TILES, COURSE_HIGHLIGHTS, registrationHref } from "./detail-content";
import { DetailColumns, ProgramBatches } from "./detail-layout";
import {
  CheckIcon,
  DetailSection,
  DetailsBox,
  FeatureTiles,
  ItemBody,
  ItemList,
  orNotAvailable,
} from "./detail-parts";
import { StarIcon } from "./program-card";
import { HeroPrice, ProgramHero } from "./program-hero";

/** The course as the page receives it; list fields may be JSON text or arrays of any accepted shape. */
export type CourseView = Omit<CourseDetail, "key_features" | "course_modules" | "love_items" | "faqs"> & {
  key_features: unknown;
  course_modules: unknown;
  love_items: unknown;
  faqs: unknown;
};

type KeyedListFieldItem = ReturnType<typeof withKeys>[number];

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex text-amber-400" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`h-5 w-5 ${n <= Math.round(rating) ? "" : "opacity-30"}`} />
      ))}
    </span>
  );
}

/** The rating as a figure, five stars and the number of reviews. */
function CourseRating({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <span className="text-2xl font-bold">{rating.toFixed(1)}</span>
      <Stars rating={rating} />
      <span className="sr-only">out of 5.</span>
      <span className="text-sm text-white/85">{MESSAGES.basedOnReviews(reviews)}</span>
    </div>
  );
}

function CourseStats() {
  return (
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
  );
}

/** A list field as an accordion, one panel per item. */
function ItemAccordion({ items }: { items: KeyedListFieldItem[] }) {
  return (
    <ProgramAccordion
      items={items.map((item) => ({
        key: item.key,
        title: item.title,
        content: <ItemBody item={item} />,
      }))}
    />
  );
}

function LoveItems({ items }: { items: KeyedListFieldItem[] }) {
  return (
    <DetailSection id="things-youll-love" title={MESSAGES.thingsYoullLove} className="mt-16">
      <ul className={balancedGridClass(items.length)}>
        {items.map((item) => (
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
  );
}

function CertificationBand({ course, enrollHref }: { course: CourseView; enrollHref: string }) {
  return (
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
  );
}

function CourseDetailsBox({ course, enrollHref }: { course: CourseView; enrollHref: string }) {
  const na = MESSAGES.notAvailable;
  return (
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
  const keyFeatures = parseListField(course.key_features);
  const modules = withKeys(parseListField(course.course_modules));
  const loveItems = withKeys(parseListField(course.love_items));
  const faqs = withKeys(parseListField(course.faqs));
  const enrollHref = registrationHref("Courses", course.title);

  return (
    <>
      <ProgramHero
        program={course}
        listCrumb={{ label: MESSAGES.coursesListTitle, to: "/learning-opportunities" }}
        highlights={{ items: COURSE_HIGHLIGHTS, label: "Course highlights" }}
        action={{ href: enrollHref, label: MESSAGES.enrollNow }}
        advisor={{ title: MESSAGES.talkToAdvisor, idPrefix: "course-advisor" }}
      >
        <CourseRating
          rating={course.rating ?? DEFAULT_COURSE_RATING}
          reviews={course.review_count ?? DEFAULT_REVIEW_COUNT}
        />
        <HeroPrice price={course.price} className="mt-4" />
      </ProgramHero>

      <Container className="py-14 sm:py-20">
        <DetailSection id="training-features" title="Why train with us">
          <FeatureTiles tiles={COURSE_FEATURE_TILES} label="Training features" />
        </DetailSection>
        <ProgramBatches kind="course" programId={course.id} batches={batches} registrationHref={enrollHref} />
        <CourseStats />
        <DetailColumns aside={<CourseDetailsBox course={course} enrollHref={enrollHref} />}>
          <div className="space-y-14">
            {keyFeatures.length > 0 && (
              <DetailSection id="what-youll-learn" title={MESSAGES.whatYoullLearn}>
                <ItemList
                  items={keyFeatures}
                  className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
                />
              </DetailSection>
            )}
            {modules.length > 0 && (
              <DetailSection id="course-content" title={MESSAGES.courseContent}>
                <ItemAccordion items={modules} />
              </DetailSection>
            )}
          </div>
        </DetailColumns>
        {loveItems.length > 0 && <LoveItems items={loveItems} />}
        <CertificationBand course={course} enrollHref={enrollHref} />
        {faqs.length > 0 && (
          <DetailSection id="faqs" title={MESSAGES.faqTitle} className="mt-16">
            <ItemAccordion items={faqs} />
          </DetailSection>
        )}
        {course.slug && (
          <RelatedPrograms key={course.slug} kind="course" category={course.category} slug={course.slug} />
        )}
      </Container>
    </>
  );
}
