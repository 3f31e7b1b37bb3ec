import { ADVANTAGE_TABS, MARKETING_CLAIMS as CLAIMS, COMPANY } from "../../../domain/constants";
import { Container } from "../../components/ui/container";
import { SectionHeading } from "../../components/ui/section-heading";
import * as Tabs from "../../components/ui/tabs";

type AdvantageTab = (typeof ADVANTAGE_TABS)[number];

export const ADVANTAGE_CONTENT: Record<
  AdvantageTab,
  { heading: string; body: string; points: string[]; stat: { value: string; label: string } }
> = {
  "Job-ready Curriculum": {
    heading: "Learn exactly what employers hire for",
    body: "Our syllabus is rebuilt every quarter with hiring partners, so every module maps to a skill that shows up in real job descriptions.",
    points: [
      "Project-first modules with weekly assignments",
      "Modern stacks: React, Node, Python, cloud and AI",
      "Assessments modelled on real technical interviews",
    ],
    stat: { value: String(CLAIMS.courses), label: "industry-aligned courses" },
  },
  "Industry Mentors": {
    heading: "Mentored by people who ship software",
    body: "Every batch is guided by working engineers, designers and marketers who review your code and share how teams really work.",
    points: [
      "Small batches with one-to-one doubt sessions",
      "Code reviews and design critiques every week",
      "Career guidance from senior professionals",
    ],
    stat: { value: CLAIMS.classesPerWeek, label: "live classes per week" },
  },
  "Guided Portfolio": {
    heading: "Graduate with a portfolio that proves your skills",
    body: "You build and deploy real projects, documented on GitHub and presented in a portfolio recruiters can open in one click.",
    points: [
      "Capstone project with a live deployment",
      "Case studies written with mentor feedback",
      "Certificate verifiable online by employers",
    ],
    stat: { value: `${CLAIMS.averageDurationMonths} Months`, label: "average program duration" },
  },
  "Placement Support": {
    heading: "Support until you are hired",
    body: "Resume clinics, mock interviews and referrals to our hiring network: our placement team stays with you until you get an offer.",
    points: [
      "Mock interviews with feedback reports",
      `Referrals to ${CLAIMS.companiesInDatabase} partner companies`,
      `${CLAIMS.liveHiring} live hiring drives and ${CLAIMS.openPositions} open positions`,
    ],
    stat: { value: CLAIMS.placementGuarantee, label: "placement guarantee" },
  },
  "Modern Infrastructure": {
    heading: "A campus built for focused learning",
    body: "Air-conditioned labs with high-speed internet, cloud sandboxes and collaboration tools, plus a free shuttle from the metro.",
    points: [
      "Lab machines and cloud accounts for every learner",
      "Recorded sessions and an online learning portal",
      "Quiet study zones and team project rooms",
    ],
    stat: { value: COMPANY.supportHours, label: "support on every working day" },
  },
};

// Tab values become element ids (aria-controls), so they must not contain spaces.
const tabValue = (index: number) => `advantage-${index + 1}`;

/** The advantages tab panel: five tabs (Radix Tabs: arrow keys move between them). */
export function Advantages() {
  return (
    <section aria-labelledby="advantages-heading" className="bg-brand-50/60 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="advantages-heading"
          eyebrow="Why learn with us"
          title="The Nexora advantage"
          lead="Five reasons our learners become confident, hireable professionals."
        />
        <Tabs.Root defaultValue={tabValue(0)} className="mt-10 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <Tabs.List
            aria-label="Our advantages"
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
          >
            {ADVANTAGE_TABS.map((tab, index) => (
              <Tabs.Trigger
                key={tab}
                value={tabValue(index)}
                className="group flex shrink-0 items-center gap-3 rounded-2xl bg-white px-4 py-3 text-left text-sm font-semibold text-slate-700 ring-1 ring-slate-200 transition hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=active]:bg-brand data-[state=active]:text-white data-[state=active]:shadow-lg data-[state=active]:shadow-brand/25 data-[state=active]:ring-brand lg:py-4"
              >
                <span
                  aria-hidden="true"
                  className="text-xs text-slate-600 group-data-[state=active]:text-brand-100"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                {tab}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ADVANTAGE_TABS.map((tab, index) => {
            const content = ADVANTAGE_CONTENT[tab];
            return (
              <Tabs.Content
                key={tab}
                value={tabValue(index)}
                className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand sm:p-10"
              >
                <div className="grid gap-8 md:grid-cols-[1fr_12rem] md:items-center">
                  <div>
                    <h3 className="type-title text-slate-900">{content.heading}</h3>
                    <p className="mt-3 text-slate-600">{content.body}</p>
                    <ul className="mt-6 space-y-3">
                      {content.points.map((point) => (
                        <li key={point} className="flex gap-3 text-slate-700">
                          <span
                            aria-hidden="true"
                            className="mt-1 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand"
                          >
                            ✓
                          </span>
                          {point}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand p-6 text-center text-white">
                    <p className="text-3xl font-extrabold">{content.stat.value}</p>
                    <p className="mt-1 text-sm text-white/80">{content.stat.label}</p>
                  </div>
                </div>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Container>
    </section>
  );
}
