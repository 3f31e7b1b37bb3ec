import { can, type Right } from "../../../domain/staff/roles";

/** The menu's titled sections; "" is untitled (the dashboard first, your account last). */
export type NavGroup = "" | "Leads" | "Content" | "Administration";

export interface ConsoleNavItem {
  to: string;
  label: string;
  right: Right;
  group: NavGroup;
}

/** The console's screens, in menu order; each is shown only to roles with its right. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { to: "/admin", label: "Dashboard", right: "dashboard", group: "" },
  { to: "/admin/enquiries", label: "Enquiries", right: "enquiries", group: "Leads" },
  { to: "/admin/registrations", label: "Registrations", right: "registrations", group: "Leads" },
  { to: "/admin/payments", label: "Payments", right: "payments", group: "Leads" },
  { to: "/admin/applicants", label: "Applicants", right: "applications", group: "Leads" },
  { to: "/admin/certificates", label: "Certificates", right: "certificates", group: "Leads" },
  { to: "/admin/content/courses", label: "Courses", right: "content", group: "Content" },
  { to: "/admin/content/internships", label: "Internships", right: "content", group: "Content" },
  { to: "/admin/content/blog", label: "Blog posts", right: "content", group: "Content" },
  { to: "/admin/content/hero", label: "Hero articles", right: "content", group: "Content" },
  { to: "/admin/content/jobs", label: "Jobs", right: "jobs", group: "Content" },
  { to: "/admin/content/testimonials", label: "Testimonials", right: "content", group: "Content" },
  { to: "/admin/content/logos", label: "Logos", right: "content", group: "Content" },
  { to: "/admin/content/alerts", label: "Alerts", right: "content", group: "Content" },
  { to: "/admin/content/media", label: "Media library", right: "content", group: "Content" },
  { to: "/admin/coupons", label: "Coupons", right: "coupons", group: "Content" },
  { to: "/admin/staff", label: "Staff", right: "staff", group: "Administration" },
  { to: "/admin/settings", label: "Settings", right: "settings", group: "Administration" },
  { to: "/admin/mail", label: "Mail", right: "mail", group: "Administration" },
  { to: "/admin/audit", label: "Audit log", right: "audit", group: "Administration" },
  { to: "/admin/personal-data", label: "Personal data", right: "personal-data", group: "Administration" },
  { to: "/admin/account", label: "My account", right: "account", group: "" },
];

export function navFor(role: string): ConsoleNavItem[] {
  return CONSOLE_NAV.filter((item) => can(role, item.right));
}

/** The menu as runs of items of one section, in menu order. */
export function navSections(
  items: readonly ConsoleNavItem[],
): { group: NavGroup; items: ConsoleNavItem[] }[] {
  const sections: { group: NavGroup; items: ConsoleNavItem[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else sections.push({ group: item.group, items: [item] });
  }
  return sections;
}
