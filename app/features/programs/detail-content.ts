/**
 * Fixed copy of the course and internship detail pages (docs/product/pages.md: the six highlight claims, the
 * feature tiles and the internship perks are the same on every program).
 */
export type TileIcon =
  | "live"
  | "mentor"
  | "project"
  | "placement"
  | "interview"
  | "clock"
  | "infinity"
  | "certificate"
  | "compass"
  | "letter"
  | "globe";

export interface Tile {
  title: string;
  text: string;
  icon: TileIcon;
}

export const COURSE_HIGHLIGHTS = [
  "Live, instructor-led classes",
  "Industry-recognised certificate",
  "Hands-on projects and case studies",
  "100% placement assistance",
  "Lifetime access to course material",
  "Doubt-clearing sessions with mentors",
] as const;

export const COURSE_FEATURE_TILES: readonly Tile[] = [
  {
    icon: "live",
    title: "Live Interactive Classes",
    text: "Learn in real time with trainers who answer as you go.",
  },
  {
    icon: "mentor",
    title: "Industry Expert Trainers",
    text: "Mentors who build and ship software every day.",
  },
  {
    icon: "project",
    title: "Real-time Projects",
    text: "Apply every module on projects modelled on real briefs.",
  },
  {
    icon: "placement",
    title: "Placement Assistance",
    text: "Referrals and drives with our network of hiring partners.",
  },
  {
    icon: "interview",
    title: "Interview Preparation",
    text: "Mock interviews, aptitude practice and resume reviews.",
  },
  {
    icon: "clock",
    title: "Flexible Batch Timings",
    text: "Weekday and weekend batches to fit college or work.",
  },
  {
    icon: "infinity",
    title: "Lifetime Access",
    text: "Recordings and material stay available after the course.",
  },
  { icon: "certificate", title: "Certification", text: "A verifiable certificate on completing the course." },
  {
    icon: "compass",
    title: "Career Counselling",
    text: "One-to-one guidance on roles, skills and next steps.",
  },
];

export const INTERNSHIP_HIGHLIGHTS = [
  "Hands-on projects on live products",
  "One-to-one mentorship from industry experts",
  "A job-ready portfolio of your work",
  "Interview preparation and mock interviews",
  "Potential full-time offer for top performers",
  "Flexible working hours",
] as const;

export const INTERNSHIP_FEATURE_TILES: readonly Tile[] = [
  { icon: "project", title: "Real-world Projects", text: "Work on features that real users will use." },
  { icon: "mentor", title: "Expert Mentors", text: "Weekly reviews and guidance from senior engineers." },
  {
    icon: "certificate",
    title: "Internship Certificate",
    text: "A verifiable certificate when you complete the internship.",
  },
  { icon: "letter", title: "Letter of Recommendation", text: "For interns whose work stands out." },
  {
    icon: "placement",
    title: "Placement Support",
    text: "Introductions to our hiring partners after the internship.",
  },
  { icon: "globe", title: "Remote or On-site", text: "Join from anywhere or from our Noida office." },
];

export const INTERNSHIP_PERKS = [
  "Stipend for top performers",
  "Flexible schedule",
  "Letter of recommendation",
  "Nexora swag kit",
] as const;

/** The registration form, with the training type and program chosen (the form reads `type` and `program`). */
export function registrationHref(type: "Courses" | "Internship", program: string): string {
  return `/registration-forms?${new URLSearchParams({ type, program }).toString()}`;
}
