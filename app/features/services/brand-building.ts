import { SERVICE_CLAIMS } from "../../../domain/constants";
import type { ServicePageData } from "./service-types";

export const BRAND_BUILDING: ServicePageData = {
  path: "/brand-building",
  title: "Brand Building",
  meta: {
    title: "Brand Strategy & Identity Services | Nexora Technologies",
    description:
      "Brand strategy, visual identity, messaging and reputation management that give your business a clear, consistent and memorable brand.",
  },
  eyebrow: "What We Offer",
  lead: "A brand people recognise, remember and trust: strategy, identity and story, built to work everywhere you meet your customers.",
  intro: {
    title: "Brands that people remember",
    body: [
      "A strong brand is more than a logo. It is a clear promise, a consistent voice and an experience that customers recognise at every touchpoint. We help start-ups find their identity and established businesses refresh theirs.",
      "Our strategists, designers and writers work together, so your positioning, visuals and words tell the same story, online and offline.",
    ],
  },
  offers: {
    title: "Our brand-building services",
    lead: "Everything you need to define, express and protect your brand.",
    items: [
      {
        icon: "target",
        title: "Brand Strategy",
        description:
          "Market and competitor research, positioning, audience personas and a brand promise your whole team can stand behind.",
      },
      {
        icon: "palette",
        title: "Visual Identity",
        description:
          "Logo, colour palette, typography and imagery style, delivered as a practical brand guideline.",
      },
      {
        icon: "document",
        title: "Messaging & Storytelling",
        description:
          "Tagline, tone of voice, key messages and the story behind your business, written to connect.",
      },
      {
        icon: "package",
        title: "Packaging & Print",
        description:
          "Packaging, brochures, stationery and signage that carry your brand consistently into the real world.",
      },
      {
        icon: "star",
        title: "Reputation Management",
        description:
          "Review monitoring, press outreach and crisis communication that protect the trust you have earned.",
      },
      {
        icon: "heart",
        title: "Employer Branding",
        description:
          "Careers pages, culture stories and campus campaigns that attract the talent you want to hire.",
      },
    ],
  },
  process: {
    title: "Our brand-building process",
    lead: "Four focused stages from insight to a brand that lives everywhere.",
    steps: [
      {
        title: "Research",
        description: "Workshops, customer interviews and competitor audits reveal what makes you different.",
      },
      {
        title: "Strategy",
        description:
          "We define positioning, personality and messaging and agree them with you before design starts.",
      },
      {
        title: "Identity",
        description: "Logo, visual system and voice take shape through focused concepts and feedback rounds.",
      },
      {
        title: "Rollout",
        description: "Guidelines, templates and launch assets help your team use the brand consistently.",
      },
    ],
  },
  claims: SERVICE_CLAIMS.brandBuilding,
  letsTalk: {
    title: "Ready to build a brand people remember?",
    body: "Tell us where your brand is today and where you want it to be. We will suggest a clear first step.",
  },
};
