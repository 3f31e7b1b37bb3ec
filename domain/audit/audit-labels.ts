/**
 * What the audit log's codes mean to staff: its actions and record kinds (the filters' choices and the
 * table's words), and where a record of each kind opens in the console. Every action and record kind a write
 * function records is listed here; `audit-labels.test.ts` checks the code for ones that are not.
 */

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  publish: "Published",
  unpublish: "Unpublished",
  "status-change": "Status changed",
  note: "Note added",
  export: "Exported",
  import: "Imported",
  issue: "Issued",
  revoke: "Revoked",
  view: "Opened",
  download: "Downloaded",
  "resume-open": "Resume opened",
  "look-up": "Looked up",
  erase: "Erased",
  "mail.retry": "Mail sent again",
  "mail.discard": "Mail discarded",
  "sign-in": "Signed in",
  "sign-in-password": "Signed in (password)",
  "sign-in-failed": "Sign-in failed",
  "sign-in-slowed": "Sign-ins slowed",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "clear-sign-in-limits": "Sign-in limits cleared",
  "reset-link": "Reset link made",
  "set-password": "Password set",
  "change-password": "Password changed",
  "two-factor-on": "Two-factor turned on",
  "two-factor-off": "Two-factor turned off",
  disable: "Account disabled",
  enable: "Account enabled",
  "remove-stray-variants": "Unused images removed",
  "payment-received": "Payment received",
  "payment-needs-attention": "Payment needs attention",
  "refund-requested": "Refund requested",
  "refund-processed": "Refund processed",
  "refund-failed": "Refund failed",
  "pay-link-sent": "Payment link sent",
  "batch-move": "Moved to another batch",
  cancel: "Cancelled",
  restore: "Revision restored",
  schedule: "Schedule set",
  "schedule-refused": "Scheduled change refused",
  "revisions-kept": "Revisions kept changed",
  replace: "Replaced everywhere",
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  enquiry: "Enquiry",
  registration: "Registration",
  "job-application": "Job application",
  certificate: "Certificate",
  course: "Course",
  internship: "Internship",
  "blog-post": "Blog post",
  "hero-article": "Hero article",
  job: "Job",
  testimonial: "Testimonial",
  logo: "Logo",
  alert: "Alert",
  coupon: "Coupon",
  batch: "Batch",
  media: "Media",
  mail: "Mail message",
  outbox: "Mail outbox",
  "personal-data": "Personal data",
  settings: "Settings",
  staff: "Staff account",
  session: "Sign-in",
  payment: "Payment",
  refund: "Refund",
};

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? entity;

const CONTENT_PATHS: Record<string, string> = {
  course: "courses",
  internship: "internships",
  "blog-post": "blog",
  "hero-article": "hero",
  job: "jobs",
  testimonial: "testimonials",
  logo: "logos",
  alert: "alerts",
};

/** The console page of an audited record, or null when it has none (a sign-in, a whole-list export). */
export function auditRecordHref(entity: string, entityId: string | null): string | null {
  if (!entityId) return entity === "settings" ? "/admin/settings" : null;
  const id = encodeURIComponent(entityId);
  if (entity in CONTENT_PATHS && /^\d+$/.test(entityId))
    return `/admin/content/${CONTENT_PATHS[entity]}/${id}`;
  switch (entity) {
    case "enquiry": {
      const [kind, number] = entityId.split(":");
      return kind && number && /^\d+$/.test(number) ? `/admin/enquiries/${kind}/${number}` : null;
    }
    case "registration":
      return `/admin/registrations/${id}`;
    case "payment":
    case "refund":
      return "/admin/payments";
    case "job-application":
      return /^\d+$/.test(entityId) ? `/admin/applicants/${id}` : null;
    case "certificate":
      return `/admin/certificates/${id}`;
    case "coupon":
      return /^\d+$/.test(entityId) ? `/admin/coupons/${id}` : null;
    case "batch":
      return /^\d+$/.test(entityId) ? `/admin/batches/${id}` : null;
    case "mail":
    case "outbox":
      return /^\d+$/.test(entityId) ? `/admin/mail/${id}` : null;
    case "staff":
      return "/admin/staff";
    case "settings":
      return "/admin/settings";
    default:
      return null;
  }
}
