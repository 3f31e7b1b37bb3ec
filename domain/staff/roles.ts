/**
 * Staff roles and what each may use (docs/product/console.md#roles). Every console loader and action names the right it
 * needs; `can` is the one place that answers.
 */
export const ROLES = ["admin", "editor", "counsellor", "recruiter"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  editor: "Editor",
  counsellor: "Counsellor",
  recruiter: "Recruiter",
};

/** A screen or an operation of the console. */
export const RIGHTS = [
  "dashboard",
  "account",
  "content",
  /** See coupons and their usage report. */
  "coupons",
  /** Create, change and delete coupons. */
  "coupons-write",
  "enquiries",
  "registrations",
  /** See payments and refunds, record a payment, send a pay link (the Payments screen, a registration's). */
  "payments",
  /** Refund a payment (admin only). */
  "refunds",
  "certificates",
  "jobs",
  "applications",
  "staff",
  "settings",
  "audit",
  "mail",
  /** Find, export and erase what is held about a person; retention (admin only). */
  "personal-data",
] as const;
export type Right = (typeof RIGHTS)[number];

const GRANTS: Record<Exclude<Role, "admin">, readonly Right[]> = {
  editor: ["dashboard", "account", "content", "coupons", "coupons-write", "jobs"],
  // Counsellors quote coupons to callers and see who used them, but do not make them.
  counsellor: ["dashboard", "account", "enquiries", "registrations", "payments", "certificates", "coupons"],
  recruiter: ["dashboard", "account", "jobs", "applications"],
};

/** What each role may do, in the Staff screen's words (the same grants as `can`). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin:
    "Everything: staff accounts, settings, mail, the audit log and personal data, and all the others do.",
  editor:
    "Site content (courses, internships, blog, hero articles, jobs, testimonials, logos, alerts) and coupons.",
  counsellor:
    "Enquiries, registrations, payments (not refunds) and certificates; sees coupons and who used them.",
  recruiter: "Jobs and their applicants, with their resumes.",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether a role may use a right; an unknown role may use nothing. */
export function can(role: string, right: Right): boolean {
  if (!isRole(role)) return false;
  return role === "admin" || GRANTS[role].includes(right);
}
