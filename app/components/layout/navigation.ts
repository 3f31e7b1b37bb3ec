/** The site's menus as data: one source for the desktop header, the mobile drawer and the footer. */
import { SHELL_TEXT } from "../../../domain/shell-text";

const T = SHELL_TEXT.nav;

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroupItem extends NavLink {
  /** Sub-links that expand on click (Career Development). */
  children?: NavLink[];
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavGroupItem[];
}

export const CAREER_DEVELOPMENT_LINKS: NavLink[] = [
  { label: T.coursesLink, to: "/learning-opportunities" },
  { label: T.internshipLink, to: "/career-opportunities" },
];

export const WHAT_WE_OFFER: NavGroup = {
  id: "what-we-offer",
  label: T.whatWeOffer,
  items: [
    { label: T.development, to: "/development" },
    { label: T.brandBuilding, to: "/brand-building" },
    { label: T.digitalMarketing, to: "/digital-marketing" },
    { label: T.careerDevelopment, to: "/learning-opportunities", children: CAREER_DEVELOPMENT_LINKS },
  ],
};

export const RESOURCES: NavGroup = {
  id: "resources",
  label: T.resources,
  items: [
    { label: T.blog, to: "/blog" },
    { label: T.verifyCertificate, to: "/verify-certificate" },
    { label: T.openPositions, to: "/open-positions" },
    { label: T.portfolio, to: "/portfolio" },
    { label: T.whoWeAre, to: "/who-we-are" },
  ],
};

export const HOME_LINK: NavLink = { label: T.home, to: "/" };
export const WHO_WE_ARE_LINK: NavLink = { label: T.whoWeAre, to: "/who-we-are" };
export const CONTACT_LINK: NavLink = { label: T.getInTouch, to: "/contact" };
export const ENROLL_LINK: NavLink = { label: T.enrollNow, to: "/registration-forms" };

/** Fallback targets when a menu list is empty. */
export const INTERNSHIPS_FALLBACK = "/internships";
export const COURSES_FALLBACK = "/courses";

/** Mobile drawer groups: Career Development flattened into its two sub-links. */
export function flattenGroup(group: NavGroup): NavLink[] {
  return group.items.flatMap((item) => item.children ?? [{ label: item.label, to: item.to }]);
}

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Company",
    links: [
      WHO_WE_ARE_LINK,
      { label: T.portfolio, to: "/portfolio" },
      { label: T.openPositions, to: "/open-positions" },
      { label: T.blog, to: "/blog" },
      CONTACT_LINK,
    ],
  },
  {
    title: "Services",
    links: [
      { label: T.development, to: "/development" },
      { label: T.brandBuilding, to: "/brand-building" },
      { label: T.digitalMarketing, to: "/digital-marketing" },
      { label: "Courses", to: "/learning-opportunities" },
      { label: "Internships", to: "/career-opportunities" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: T.privacy, to: "/Privacy" },
      { label: T.terms, to: "/terms" },
      { label: T.verifyCertificate, to: "/verify-certificate" },
    ],
  },
];
