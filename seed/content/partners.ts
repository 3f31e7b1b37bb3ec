/**
 * Demo partners of the service pages (table service_partners): the company replaces them with its own.
 * The websites are placeholders under example.com/.org, which never belong to anyone.
 */
import type { PartnerService, ServicePartner } from "../../domain/content/partners.server.ts";

export const SERVICE_PARTNERS: Record<PartnerService, ServicePartner[]> = {
  development: [
    {
      category: "EDUCATION",
      name: "CodeCrest Academy",
      website: "https://codecrest-academy.example.com",
      blurb: "Co-designs our hands-on full-stack and cloud curriculum.",
    },
    {
      category: "MEDIA",
      name: "TechPulse Daily",
      website: "https://techpulse-daily.example.com",
      blurb: "Covers our product launches and engineering case studies.",
    },
    {
      category: "EDUCATION",
      name: "Bright Minds Institute",
      website: "https://brightminds-institute.example.org",
      blurb: "Sends final-year students to our development internships.",
    },
  ],
  "brand-building": [
    {
      category: "MEDIA",
      name: "Brandscape Magazine",
      website: "https://brandscape-magazine.example.com",
      blurb: "Features our identity work and brand launch stories.",
    },
    {
      category: "MEDIA",
      name: "StoryLoom Studios",
      website: "https://storyloom-studios.example.com",
      blurb: "Produces brand films and photography for our clients.",
    },
    {
      category: "EDUCATION",
      name: "DesignPath School",
      website: "https://designpath-school.example.org",
      blurb: "Runs joint branding workshops with our design team.",
    },
  ],
  "digital-marketing": [
    {
      category: "MEDIA",
      name: "AdWave Network",
      website: "https://adwave-network.example.com",
      blurb: "Gives our campaigns access to premium publisher inventory.",
    },
    {
      category: "EDUCATION",
      name: "GrowthLab Learning",
      website: "https://growthlab-learning.example.org",
      blurb: "Certifies our marketers in analytics and paid media.",
    },
    {
      category: "MEDIA",
      name: "The Digital Ledger",
      website: "https://digital-ledger.example.com",
      blurb: "Publishes our research on Indian marketing trends.",
    },
  ],
};
