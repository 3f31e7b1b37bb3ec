/**
 * Every business constant, limit, timing and option list of docs/product/constants.md, in one module.
 * UI, API and tests import from here; no other file writes these numbers.
 */

export const BRAND_COLOR = "#2E008F";
export const COMPANY = {
  name: "Nexora Technologies",
  shortName: "Nexora",
  assistantName: "Nova",
  phone: "+91 98111 45670",
  generalEmail: "hello@nexoratech.in",
  educationEmail: "learn@nexoratech.in",
  website: "https://nexoratech.in",
  address: "B-42, Sector 63, Noida, Uttar Pradesh 201301, India",
  supportHours: "10 AM to 6 PM",
  metroStation: "Noida Sector 62 Metro Station",
  /** Grievance Officer under the DPDP Act: withdrawal of consent, erasure and complaints about personal data. */
  grievanceEmail: "privacy@nexoratech.in",
} as const;
/** COMPANY.address in parts, for structured data (schema.org PostalAddress). */
export const COMPANY_POSTAL_ADDRESS = {
  streetAddress: "B-42, Sector 63",
  addressLocality: "Noida",
  addressRegion: "Uttar Pradesh",
  postalCode: "201301",
  addressCountry: "IN",
} as const;

/** Search and sharing: default social image (public/og-default.png), logo, description length, locale. */
export const SEO = {
  defaultImage: "/og-default.png",
  defaultImageWidth: 1200,
  defaultImageHeight: 630,
  logo: "/logo.png",
  logoSizePx: 512,
  descriptionMaxChars: 160,
  headlineMaxChars: 110,
  locale: "en_IN",
  /** Time zone offset of job deadlines (end of the day in India). */
  deadlineEndOfDay: "T23:59:59+05:30",
} as const;

export const HEADER = { scrollThresholdPx: 20, defaultHeightPx: 96 } as const;

export const HERO_CAROUSEL = {
  autoplayMs: 5000,
  stopOnInteraction: false,
  loop: true,
  align: "center",
  spacingPx: 20,
  mobileSlidesPerView: 1.2,
  mobileBreakpointPx: 768,
} as const;

export const HOME = {
  blogTeasers: 5,
  coursesPerPage: 3,
  internshipsPerPage: 2,
  testimonialsInitial: 6,
  testimonialsInitialSmall: 3,
  testimonialsSmallBreakpointPx: 640,
  logosVisible: 9,
  logoRotationMs: 3000,
  logosMovedPerRotation: 3,
} as const;

export const HOME_CATEGORIES = [
  "Development",
  "Design",
  "Data Science",
  "Animation",
  "Programming",
  "Networking",
] as const;
export const LIST_CATEGORIES = [
  "All",
  "Development",
  "Design",
  "Data Science",
  "Animation",
  "Certification",
  "Networking",
  "Programming",
  "Other",
] as const;

export const ADVANTAGE_TABS = [
  "Job-ready Curriculum",
  "Industry Mentors",
  "Guided Portfolio",
  "Placement Support",
  "Modern Infrastructure",
] as const;

export const PAGE_SIZES = { blog: 10, programList: 9, relatedPrograms: 3 } as const;
/** Fixed statistics on the course detail page. */
export const COURSE_STATS = [
  { value: "2 Lakh+", label: "Students" },
  { value: "1000+", label: "Courses" },
  { value: "10+", label: "Batches Every Month" },
] as const;
/** Course detail hero defaults when a course has no rating or reviews yet. */
export const DEFAULT_COURSE_RATING = 5;
export const DEFAULT_REVIEW_COUNT = 0;

export const TIMINGS = {
  chatReplyMs: 1200,
  chatThanksMs: 800,
  contactToastMs: 3000,
  registrationToastMs: 4000,
  sidebarNoticeMs: 4000,
  jobApplicationMessageMs: 4000,
  enquiryStatusMs: 5000,
  heroEnquiryStatusMs: 4000,
  copiedMs: 2000,
  alertRotationMs: 30_000,
  feedbackRotationMs: 5000,
  relatedRotationMs: 5000,
  feedbackErrorClearMs: 3000,
} as const;

/**
 * The pay page after Checkout's callback: it asks the server every `confirmPollMs` whether the payment is
 * confirmed, at most `confirmPollTries` times (about a minute), then says it is still waiting.
 */
export const PAY_PAGE = { confirmPollMs: 2000, confirmPollTries: 30 } as const;

export const RELATED_GROUP_SIZE = 3;
/** Blog and hero articles: plain-text summary length on the blog list, size of related lists. */
export const CONTENT = { summaryChars: 160, relatedLimit: 6, categoryLimit: 9 } as const;

export const PHONE_LENGTH = 10;
/** The registration fee until an admin sets another on the Settings screen (domain/programs/registration-fee.ts). */
export const REGISTRATION_FEE_RUPEES = 500;
/** The highest registration fee the setting takes (rupees). */
export const REGISTRATION_FEE_MAX_RUPEES = 100_000;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** Body limit of the multipart job-application request (the resume plus its text fields). */
export const APPLICATION_BODY_MAX_BYTES = 6 * 1024 * 1024;
/** Length limits of enquiry, contact and job-application fields (characters). */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  short: 150,
  message: 2000,
  skills: 1000,
  address: 500,
  fileName: 200,
} as const;

export const ALERT = {
  bannerHeightSmallPx: 100,
  bannerHeightMediumPx: 120,
  popupMaxWidthPx: 700,
  popupHeightSmallPx: 350,
  popupHeightLargePx: 450,
} as const;
export const ALERT_CATEGORIES = ["mid", "bottom"] as const;

export const OPTIONS = {
  yearOfStudy: ["1st Year", "2nd Year", "3rd Year", "4th Year", "5th Year", "Passed"],
  branch: [
    "Computer Science Engineering",
    "Information Technology",
    "Electronics & Communication",
    "Mechanical Engineering",
    "Civil Engineering",
    "Electrical Engineering",
    "Artificial Intelligence & Machine Learning",
    "Data Science",
    "Cyber Security",
    "Other",
  ],
  nationality: ["Indian", "Other"],
  gender: ["Male", "Female", "Other"],
  registrationWorkingStatus: ["Student", "Employed", "Unemployed"],
  trainingType: ["Internship", "Courses"],
  jobQualification: ["12th", "Graduation", "Post Graduation", "Other"],
  jobWorkingStatus: ["Student", "Employed", "Freelancer"],
  noticePeriod: ["Yes", "No"],
  /** Experience choice: label -> submitted value. */
  jobExperience: [
    { label: "No", value: "Fresher" },
    { label: "Yes", value: "1+ years" },
  ],
  careerTraining: ["Internship", "Courses", "Workshop"],
  service: ["Web Development", "App Development", "Cloud Solutions", "Cyber Security"],
} as const;

/** The job-experience value that asks for the applicant's current status. */
export const EXPERIENCED = OPTIONS.jobExperience[1].value;

export const MARKETING_CLAIMS = {
  placementGuarantee: "100%",
  courses: 32,
  averageDurationMonths: 6,
  classesPerWeek: "3/2",
  companiesInDatabase: "1500+",
  liveHiring: "140+",
  openPositions: "310+",
} as const;

/** Static pages (docs/product/pages.md): who-we-are reach figures, service-page claims, policy facts. */
export const GLOBAL_REACH = [
  { value: "10+", label: "Countries" },
  { value: "1000+", label: "Students" },
  { value: "200+", label: "Clients" },
  { value: "95%", label: "Satisfaction" },
] as const;
export const SERVICE_CLAIMS = {
  development: { projects: "300", customers: "200" },
  brandBuilding: { projects: "88+", customers: "105+" },
  digitalMarketing: { projects: "88+", customers: "105+" },
} as const;
export const PARTNER_CATEGORIES = ["MEDIA", "EDUCATION"] as const;
export const LEGAL = {
  termsClauses: 18,
  privacyClauses: 16,
  privacyEffective: "July 2025",
  minimumAge: 18,
  refundWindowDays: 7,
  refundMaxMaterialPercent: 20,
  childrenMinimumAge: 13,
  breachNotificationHours: 72,
  disputeCourtsCity: "Noida",
} as const;
export const PORTFOLIO_PLACEHOLDER_COUNT = 3;

/** Display time zone for every date, whatever the server's own. */
export const DISPLAY_TIME_ZONE = "Asia/Kolkata";
/**
 * Its offset from UTC, in minutes: India has kept +05:30 all year since 1945, so dates are shifted by it rather
 * than through Intl's time-zone data, whose first use costs ~30 ms of a page's hydration (four times that on a
 * mid-range phone) and each call ~0.15 ms of a server render. `format.test.ts` checks it against the zone.
 */
export const DISPLAY_UTC_OFFSET_MINUTES = 330;

/** The floating social rail: external profiles (opened in a new tab). */
export const SOCIAL_LINKS = [
  { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/nexora-technologies" },
  { id: "instagram", label: "Instagram", href: "https://www.instagram.com/nexoratech" },
  { id: "x", label: "X", href: "https://x.com/nexoratech" },
  { id: "youtube", label: "YouTube", href: "https://www.youtube.com/@nexoratech" },
  { id: "whatsapp", label: "WhatsApp", href: "https://wa.me/919811145670" },
] as const;

/** Home and shell timings not listed in TIMINGS: hover-close grace for menus, session key for closed alerts. */
export const SHELL = {
  dropdownHoverCloseMs: 150,
  alertsDismissedStorageKey: "nexora.alerts.dismissed",
  blogTeaserExcerptChars: 140,
} as const;

/**
 * The first page of a visit brings its floating parts in one after another instead of all at once: the popup
 * alert at once (it is the page's message and its largest image), then the social rail, the chat launcher and
 * the bottom banner, each sliding in after its delay. Later pages of the session show them at once.
 */
export const FIRST_SCREEN = {
  socialRailDelayMs: 600,
  launcherDelayMs: 1400,
  bannerDelayMs: 2200,
  entranceMs: 350,
  seenStorageKey: "nexora.first-screen.seen",
} as const;
