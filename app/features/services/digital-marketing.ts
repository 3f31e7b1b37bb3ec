import { SERVICE_CLAIMS } from "../../../domain/constants";
import type { ServicePageData } from "./service-types";

export const DIGITAL_MARKETING: ServicePageData = {
  path: "/digital-marketing",
  title: "Digital Marketing",
  meta: {
    title: "SEO, Social Media & Performance Marketing | Nexora Technologies",
    description:
      "Search engine optimisation, social media, performance ads, content and e-mail marketing that turn attention into measurable growth.",
  },
  eyebrow: "What We Offer",
  lead: "Data-driven campaigns across search, social and content that bring the right people to your business and turn them into customers.",
  intro: {
    title: "Marketing you can measure",
    body: [
      "Every campaign we run starts with a clear goal and ends with a report you can understand. We combine search, social, advertising and content so each channel supports the others.",
      "You get transparent budgets, honest advice about what works for your market and a team that keeps testing and improving month after month.",
    ],
  },
  offers: {
    title: "Our digital-marketing services",
    lead: "Channels that work together, tuned to your audience and budget.",
    items: [
      {
        icon: "search",
        title: "Search Engine Optimisation",
        description:
          "Technical SEO, keyword research, on-page optimisation and local SEO that grow your organic traffic.",
      },
      {
        icon: "users",
        title: "Social Media Marketing",
        description:
          "Content calendars, community management and creative campaigns on the platforms your customers use.",
      },
      {
        icon: "target",
        title: "Performance Ads",
        description:
          "Search, display and social ad campaigns managed for return on spend, with clear conversion tracking.",
      },
      {
        icon: "document",
        title: "Content Marketing",
        description:
          "Blog articles, videos, case studies and guides that answer your customers' questions and build trust.",
      },
      {
        icon: "mail",
        title: "E-mail Marketing",
        description: "Newsletters and automated journeys that nurture leads and bring customers back.",
      },
      {
        icon: "chart",
        title: "Analytics & Conversion",
        description:
          "Dashboards, A/B tests and landing-page improvements that turn more visitors into customers.",
      },
    ],
  },
  process: {
    title: "How our campaigns run",
    lead: "A repeatable cycle that keeps improving your results.",
    steps: [
      {
        title: "Audit",
        description: "We review your website, channels and competitors to find the quickest opportunities.",
      },
      {
        title: "Plan",
        description: "Goals, audiences, channels and budget come together in one clear marketing plan.",
      },
      {
        title: "Launch",
        description: "Campaigns, content and tracking go live, with every lead and sale measured.",
      },
      {
        title: "Optimise",
        description: "Weekly tuning of bids, creatives and pages based on what the data shows.",
      },
      {
        title: "Report",
        description: "A monthly report in plain language: results, learnings and the next steps.",
      },
    ],
  },
  claims: SERVICE_CLAIMS.digitalMarketing,
};
