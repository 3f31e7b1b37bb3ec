import { Link } from "react-router";
import { ArrowRightIcon } from "../../components/layout/icons";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";

const SERVICES = [
  {
    to: "/development",
    title: "Development",
    body: "Web and mobile apps, cloud, cyber security, UI/UX, AI and machine learning: engineered to scale.",
    icon: "M8 9l-4 3 4 3m8-6l4 3-4 3M13 6l-2 12",
  },
  {
    to: "/brand-building",
    title: "Brand Building",
    body: "Identity, positioning and content that make your business recognisable and trusted.",
    icon: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z",
  },
  {
    to: "/digital-marketing",
    title: "Digital Marketing",
    body: "SEO, performance ads and social campaigns that turn attention into measurable growth.",
    icon: "M4 19V9m6 10V5m6 14v-7m4 7H2",
  },
  {
    to: "/learning-opportunities",
    title: "Courses",
    body: "Job-ready courses with live classes, mentors, projects and a verifiable certificate.",
    icon: "M4 6l8-3 8 3-8 3zm0 0v6m16-6v6c0 2-3.6 4-8 4s-8-2-8-4",
  },
  {
    to: "/career-opportunities",
    title: "Internships",
    body: "Hands-on internships on live client projects, with mentorship and a path to full-time roles.",
    icon: "M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2m-12 0h18v12H3zm0 5h18",
  },
] as const;

/** The services grid: five cards linking to the service and career pages. */
export function ServicesGrid() {
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="services-heading"
          eyebrow="What we offer"
          title="Technology services and careers, under one roof"
          lead="We build digital products for businesses and train the people who build them."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {SERVICES.map((service) => (
            <li key={service.to}>
              <Link
                to={service.to}
                className="group flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm sm:flex-col sm:gap-0 sm:p-6 ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-brand/10 hover:ring-brand/30 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand transition group-hover:bg-brand group-hover:text-white">
                  <svg
                    width="24"
                    height="24"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.8}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={service.icon} />
                  </svg>
                </span>
                <div className="flex flex-1 flex-col">
                  <h3 className="type-card text-slate-900 sm:mt-5">{service.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{service.body}</p>
                  <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand sm:mt-5">
                    Learn more
                    <ArrowRightIcon width={16} height={16} className="transition group-hover:translate-x-1" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
