import type { PARTNER_CATEGORIES } from "../../../domain/constants";
import type { IconName } from "./icons";

export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export interface ServiceOffer {
  title: string;
  description: string;
  icon: IconName;
}

export interface ProcessStep {
  title: string;
  description: string;
}

/** A partner card: read from the company's data by the page's loader (domain/content/partners.server.ts). */
export type { ServicePartner as Partner } from "../../../domain/content/partners.server";

/** Everything one service page shows but its partners (data, read by the loader); ServicePage renders it. */
export interface ServicePageData {
  /** Canonical lower-case path, e.g. "/development". */
  path: string;
  /** Page heading (h1). */
  title: string;
  meta: { title: string; description: string };
  eyebrow: string;
  lead: string;
  intro: { title: string; body: string[] };
  offers: { title: string; lead: string; items: ServiceOffer[] };
  process: { title: string; lead: string; steps: ProcessStep[] };
  claims: { projects: string; customers: string };
  /** Brand Building also shows a 'Lets Talk' link to /contact. */
  letsTalk?: { title: string; body: string };
}
