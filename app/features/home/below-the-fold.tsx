import { Suspense } from "react";
import { Await } from "react-router";
import { Advantages } from "./advantages";
import { BlogTeaser } from "./blog-teaser";
import type { HomeData } from "./home-types";
import { LogoWall } from "./logo-wall";
import { MarketingClaims } from "./marketing-claims";
import { ProgramBrowser } from "./program-browser";
import { LOADING } from "./section-state";
import { ServicesGrid } from "./services-grid";
import { Testimonials } from "./testimonials";

/** The home page's sections after the hero and the introduction, in the spec's order. */
export default function BelowTheFold({ data }: { data: HomeData }) {
  return (
    <>
      <ServicesGrid />
      <ProgramBrowser kind="course" state={data.courses} />
      <ProgramBrowser kind="internship" state={data.internships} />
      <Suspense fallback={<LogoWall state={LOADING} />}>
        <Await resolve={data.logos}>{(logos) => <LogoWall state={logos} />}</Await>
      </Suspense>
      <Advantages />
      <Suspense fallback={<Testimonials students={LOADING} clients={LOADING} />}>
        <Await resolve={data.studentFeedback}>
          {(students) => (
            <Await resolve={data.clientFeedback}>
              {(clients) => <Testimonials students={students} clients={clients} />}
            </Await>
          )}
        </Await>
      </Suspense>
      <BlogTeaser state={data.posts} />
      <MarketingClaims />
    </>
  );
}
