import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Route paths match case-insensitively (React Router's default), so /Privacy and /privacy,
// /learning-Opportunities and /learning-opportunities reach the same screen.
export default [
  index("routes/home.tsx"),
  route("who-we-are", "routes/who-we-are.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("development", "routes/development.tsx"),
  route("brand-building", "routes/brand-building.tsx"),
  route("digital-marketing", "routes/digital-marketing.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("hero/:slug", "routes/hero-article.tsx"),
  route("verify-certificate", "routes/verify-certificate.tsx"),
  route("open-positions", "routes/open-positions.tsx"),
  route("open-poistions", "routes/open-poistions.tsx"),
  route("opening-forms", "routes/opening-forms.tsx"),
  route("learning-opportunities", "routes/learning-opportunities.tsx"),
  route("career-opportunities", "routes/career-opportunities.tsx"),
  route("created-courses-web/:slug", "routes/course-detail.tsx"),
  route("created-internships-web/:slug", "routes/internship-detail.tsx"),
  route("registration-forms", "routes/registration-forms.tsx"),
  // The menus fall back to these when no course or internship exists.
  route("courses", "routes/courses-redirect.tsx"),
  route("internships", "routes/internships-redirect.tsx"),
  // The staff console (app/features/console): sign-in pages outside its frame, every screen inside it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin/set-password", "routes/admin/set-password.tsx"),
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
    // Content (app/features/console/content): one list and one form per kind.
    route("content/courses", "routes/admin/content/courses.tsx"),
    route("content/courses/:id", "routes/admin/content/course-edit.tsx"),
    route("content/internships", "routes/admin/content/internships.tsx"),
    route("content/internships/:id", "routes/admin/content/internship-edit.tsx"),
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
