import { can, type Right } from "../../../domain/staff/roles";

export interface ConsoleNavItem {
  to: string;
  label: string;
  right: Right;
}

/** The console's screens, in menu order; each is shown only to roles with its right. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { to: "/admin", label: "Dashboard", right: "dashboard" },
  { to: "/admin/enquiries", label: "Enquiries", right: "enquiries" },
  { to: "/admin/registrations", label: "Registrations", right: "registrations" },
  { to: "/admin/applicants", label: "Applicants", right: "applications" },
  { to: "/admin/certificates", label: "Certificates", right: "certificates" },
  { to: "/admin/content/courses", label: "Courses", right: "content" },
  { to: "/admin/content/internships", label: "Internships", right: "content" },
  { to: "/admin/content/blog", label: "Blog posts", right: "content" },
  { to: "/admin/content/hero", label: "Hero articles", right: "content" },
  { to: "/admin/content/jobs", label: "Jobs", right: "jobs" },
  { to: "/admin/content/testimonials", label: "Testimonials", right: "content" },
  { to: "/admin/content/logos", label: "Logos", right: "content" },
  { to: "/admin/content/alerts", label: "Alerts", right: "content" },
  { to: "/admin/coupons", label: "Coupons", right: "coupons" },
  { to: "/admin/staff", label: "Staff", right: "staff" },
  { to: "/admin/settings", label: "Settings", right: "settings" },
  { to: "/admin/mail", label: "Mail", right: "mail" },
  { to: "/admin/audit", label: "Audit log", right: "audit" },
  { to: "/admin/personal-data", label: "Personal data", right: "personal-data" },
  { to: "/admin/account", label: "My account", right: "account" },
];

export function navFor(role: string): ConsoleNavItem[] {
  return CONSOLE_NAV.filter((item) => can(role, item.right));
}
