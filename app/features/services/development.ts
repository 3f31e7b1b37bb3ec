import { SERVICE_CLAIMS } from "../../../domain/constants";
import type { ServicePageData } from "./service-types";

export const DEVELOPMENT: ServicePageData = {
  path: "/development",
  title: "Development",
  meta: {
    title: "Web, App, Cloud & AI Development Services | Nexora Technologies",
    description:
      "Custom web and mobile apps, cloud, cyber security, UI/UX design, AI and machine learning built by Nexora Technologies' engineering team in Noida.",
  },
  eyebrow: "What We Offer",
  lead: "Web and mobile products, cloud platforms and intelligent software, designed, built and looked after by one accountable team.",
  intro: {
    title: "Technology that moves your business forward",
    body: [
      "From a first prototype to a platform serving thousands of users, we plan, design, build and run software that solves a real business problem. Our engineers work in small cross-functional teams with a single point of contact, so you always know what is being built and why.",
      "We favour proven, well-supported technology, automated testing and clear documentation, so the product we hand over is one your own team can maintain and grow.",
    ],
  },
  offers: {
    title: "Our development services",
    lead: "Pick one service or combine them into a complete product team.",
    items: [
      {
        icon: "code",
        title: "Web & App Development",
        description:
          "Fast, accessible websites, web applications and Android/iOS apps with clean code, modern frameworks and content you can edit yourself.",
      },
      {
        icon: "cloud",
        title: "Cloud Solutions",
        description:
          "Migration, architecture and managed hosting on the major clouds, with automated deployments, monitoring and costs kept under control.",
      },
      {
        icon: "shield",
        title: "Cyber Security",
        description:
          "Security reviews, penetration testing, hardening and secure-coding practice that protect your data and your customers' trust.",
      },
      {
        icon: "pen",
        title: "UI/UX Design",
        description:
          "Research-led user journeys, wireframes, design systems and interactive prototypes that make complex products feel simple.",
      },
      {
        icon: "brain",
        title: "Artificial Intelligence",
        description:
          "Chat assistants, document processing and automation that put AI to work on everyday tasks, with people kept in the loop.",
      },
      {
        icon: "chart",
        title: "Machine Learning",
        description:
          "Forecasting, recommendation and classification models trained on your data, deployed and monitored in production.",
      },
    ],
  },
  process: {
    title: "How we work",
    lead: "A clear, collaborative process from the first call to long-term support.",
    steps: [
      {
        title: "Discover",
        description:
          "We learn your goals, users and constraints and agree on scope, budget and success measures.",
      },
      {
        title: "Design",
        description:
          "Wireframes, architecture and a clickable prototype you can review before any code is written.",
      },
      {
        title: "Build",
        description:
          "Short sprints with a demo every two weeks, automated tests and code reviews throughout.",
      },
      {
        title: "Launch",
        description: "Security checks, performance tuning and a smooth go-live with monitoring in place.",
      },
      {
        title: "Support",
        description: "Maintenance, updates and new features as your product and your users grow.",
      },
    ],
  },
  claims: SERVICE_CLAIMS.development,
};
