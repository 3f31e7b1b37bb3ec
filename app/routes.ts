import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Route paths match case-insensitively (React Router's default), so /Privacy and /privacy,
// /learning-Opportunities and /learning-opportunities reach the same screen.
export default [
  index("routes/home.tsx"),
  route("who-we-are", "routes/who-we-are.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The three service pages: one screen, the service named by the path.
  route("development", "routes/service.tsx", { id: "routes/development" }),
  route("brand-building", "routes/service.tsx", { id: "routes/brand-building" }),
  route("digital-marketing", "routes/service.tsx", { id: "routes/digital-marketing" }),
  route("portfolio", "routes/portfolio.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("hero/:slug", "routes/hero-article.tsx"),
  route("verify-certificate", "routes/verify-certificate.tsx"),
  route("open-positions", "routes/open-positions.tsx"),
  route("open-poistions", "routes/open-poistions.tsx"),
  route("opening-forms", "routes/opening-forms.tsx"),
  // The two program lists: one screen, the kind named by the path.
  route("learning-opportunities", "routes/program-list.tsx", { id: "routes/learning-opportunities" }),
  route("career-opportunities", "routes/program-list.tsx", { id: "routes/career-opportunities" }),
  route("created-courses-web/:slug", "routes/course-detail.tsx"),
  route("created-internships-web/:slug", "routes/internship-detail.tsx"),
  route("registration-forms", "routes/registration-forms.tsx"),
  // Paying a registration's fees by its pay link (app/routes/pay.tsx) and its receipts' PDFs.
  route("pay/:registrationId", "routes/pay.tsx"),
  route("pay/:registrationId/receipts/:paymentId", "routes/pay-receipt.ts"),
  // The chat assistant's details form posts here from any page (a resource route: no page of its own).
  route("chat-details", "routes/chat-details.ts"),
  // The menus fall back to these when no course or internship exists.
  route("courses", "routes/courses-redirect.tsx"),
  route("internships", "routes/internships-redirect.tsx"),
  // The staff console (app/features/console): sign-in pages outside its frame, every screen inside it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin/set-password", "routes/admin/set-password.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/two-factor", "routes/admin/two-factor.tsx"),
  // A draft as its public page shows it (staff only; outside the console's frame, inside its isolation).
  route("admin/preview/:kind/:id", "routes/admin/preview.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("mail", "routes/admin/mail.tsx"),
    route("mail/previews", "routes/admin/mail-previews.tsx"),
    route("mail/:id", "routes/admin/mail-message.tsx"),
    route("mail/:id/attachments/:index", "routes/admin/mail-attachment.ts"),
    route("enquiries", "routes/admin/enquiries.tsx"),
    route("enquiries/:kind/:id", "routes/admin/enquiry.tsx"),
    route("registrations", "routes/admin/registrations.tsx"),
    route("registrations/:id", "routes/admin/registration.tsx"),
    route("batches/:id", "routes/admin/batch.tsx"),
    route("payments", "routes/admin/payments.tsx"),
    route("applicants", "routes/admin/applicants.tsx"),
    route("applicants/:id", "routes/admin/applicant.tsx"),
    route("certificates", "routes/admin/certificates.tsx"),
    route("certificates/new", "routes/admin/certificate-new.tsx"),
    route("certificates/import", "routes/admin/certificate-import.tsx"),
    route("certificates/:certificateId", "routes/admin/certificate.tsx"),
    route("certificates/:certificateId/pdf", "routes/admin/certificate-pdf.ts"),
    route("personal-data", "routes/admin/personal-data.tsx"),
    route("personal-data/export", "routes/admin/personal-data-export.ts"),
    // Content (app/features/console/content): one list and one form for every kind, found by `:kind`.
    route("content/:kind", "routes/admin/content/list.tsx"),
    route("content/:kind/:id", "routes/admin/content/edit.tsx"),
    // Every kind's revisions (docs/decisions/0055-content-revisions.md).
    route("content/:kind/:id/revisions", "routes/admin/content/revisions.tsx"),
    // The media library (docs/decisions/0058-media-library.md).
    route("content/media", "routes/admin/content/media.tsx"),
    route("media", "routes/admin/media.ts"),
    route("coupons", "routes/admin/coupons.tsx"),
    route("coupons/new", "routes/admin/coupon-edit.tsx", { id: "routes/admin/coupon-new" }),
    route("coupons/:id", "routes/admin/coupon-edit.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  // Resource routes for search engines.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
