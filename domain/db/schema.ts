/**
 * Drizzle schema: every entity of docs/product/content.md plus what the backend needs to run them
 * (timestamps, publish flags, sort order, server-computed money, stored files).
 *
 * Money is stored in paise (integer) so that percentages never round twice; the API speaks rupees.
 * Rich list fields of courses and internships are jsonb arrays whose items are `{ title, description }`
 * objects or plain strings, exactly as the spec allows.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** An item of a course/internship list field: `{ title, description }` or a plain string. */
export type ListItem = string | { title: string; description?: string };

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * An enquiry's place in the inbox (docs/product/console.md#screens): its status, the colleague it is assigned to and
 * the day to follow it up. The same columns on every enquiry table, read together through `enquiryInbox`.
 */
const leadWork = () => ({
  /** new → contacted → qualified → converted | closed, or spam (domain/enquiries/inbox.ts). */
  status: text("status").notNull().default("new"),
  assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
  followUpOn: date("follow_up_on", { mode: "string" }),
});

const listed = {
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
};

/**
 * A counter every console save moves by one: a form carries the revision it was opened with and a save
 * whose revision is no longer current is refused (no lost updates; docs/decisions/0021-content-kit.md).
 */
const revisioned = {
  revision: integer("revision").notNull().default(1),
};

export const heroSections = pgTable(
  "hero_sections",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    smallDescription: text("small_description").notNull().default(""),
    featuredImage: text("featured_image").notNull().default(""),
    category: text("category").notNull().default("Uncategorized"),
    author: text("author").notNull().default(""),
    /** Sanitized HTML. */
    content: text("content").notNull().default(""),
    /** The rich-text editor's document the HTML was made from; null for content written as HTML (seed). */
    contentDoc: jsonb("content_doc").$type<Record<string, unknown>>(),
    ...listed,
    ...revisioned,
    ...timestamps,
  },
  (t) => [
    index("hero_sections_category_idx").on(t.category),
    index("hero_sections_active_idx").on(t.isActive),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Sanitized HTML. */
    content: text("content").notNull().default(""),
    /** The rich-text editor's document the HTML was made from; null for content written as HTML (seed). */
    contentDoc: jsonb("content_doc").$type<Record<string, unknown>>(),
    author: text("author").notNull().default(""),
    featuredImagePath: text("featured_image_path").notNull().default(""),
    category: text("category").notNull().default("Uncategorized"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    isPublished: boolean("is_published").notNull().default(true),
    ...revisioned,
    ...timestamps,
  },
  (t) => [index("blog_posts_category_idx").on(t.category), index("blog_posts_created_idx").on(t.createdAt)],
);

/** Columns shared by courses and internships: catalogue text plus the program's price (coupons: `coupons`). */
const programColumns = () => ({
  id: serial("id").primaryKey(),
  /** Nullable: a program without a slug is listed but has no detail page ('Not Available'). */
  slug: text("slug").unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  category: text("category").notNull(),
  bannerImagePath: text("banner_image_path").notNull().default(""),
  brochurePath: text("brochure_path").notNull().default(""),
  duration: text("duration").notNull().default(""),
  skillLevel: text("skill_level").notNull().default(""),
  language: text("language").notNull().default(""),
  faqs: jsonb("faqs").$type<ListItem[]>().notNull().default([]),
  /** Program price in paise. */
  feesPaise: integer("fees_paise").notNull().default(0),
  ...listed,
  ...revisioned,
  ...timestamps,
});

export const courses = pgTable(
  "courses",
  {
    ...programColumns(),
    rating: real("rating"),
    reviewCount: integer("review_count").notNull().default(0),
    keyFeatures: jsonb("key_features").$type<ListItem[]>().notNull().default([]),
    courseModules: jsonb("course_modules").$type<ListItem[]>().notNull().default([]),
    loveItems: jsonb("love_items").$type<ListItem[]>().notNull().default([]),
  },
  (t) => [index("courses_category_idx").on(t.category)],
);

export const internships = pgTable(
  "internships",
  {
    ...programColumns(),
    internshipModules: jsonb("internship_modules").$type<ListItem[]>().notNull().default([]),
    responsibilities: jsonb("responsibilities").$type<ListItem[]>().notNull().default([]),
    perksAndBenefits: jsonb("perks_and_benefits").$type<ListItem[]>().notNull().default([]),
  },
  (t) => [index("internships_category_idx").on(t.category)],
);

export const registrations = pgTable(
  "registrations",
  {
    /** Public, unguessable id such as `REG-7K3QX9M2TA`. */
    id: text("id").primaryKey(),
    /** sha256 of the download token; the token itself is only ever given to the registrant. */
    downloadTokenHash: text("download_token_hash").notNull(),
    fullName: text("full_name").notNull(),
    fathersName: text("fathers_name").notNull(),
    nationality: text("nationality").notNull().default("Indian"),
    gender: text("gender").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull().default(""),
    workingStatus: text("working_status").notNull(),
    collegeName: text("college_name").notNull().default(""),
    branch: text("branch").notNull(),
    year: text("year").notNull(),
    collegeAddress: text("college_address").notNull().default(""),
    trainingType: text("training_type").notNull(),
    specificTraining: text("specific_training").notNull(),
    duration: text("duration").notNull().default(""),
    /** Amounts below are computed by the server from the program row and the coupon. */
    programPricePaise: integer("program_price_paise").notNull(),
    couponCode: text("coupon_code"),
    /** The coupon whose use this registration counted (null without one, or once the coupon is deleted). */
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** `emailIdentity(email)`: what a coupon's uses per e-mail are counted by. */
    emailKey: text("email_key").notNull().default(""),
    discountPercentage: real("discount_percentage").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    /** Program price after discount (the spec's `total_fees`). */
    totalFeesPaise: integer("total_fees_paise").notNull(),
    registrationFeePaise: integer("registration_fee_paise").notNull(),
    payableNowPaise: integer("payable_now_paise").notNull(),
    /** pending-payment → paid → enrolled → completed, or cancelled / refunded (domain/programs/registration-status.ts). */
    status: text("status").notNull().default("pending-payment"),
    /**
     * The student's state as its two-digit GST state code (`29` Karnataka), `96` for outside India, or null for
     * registrations made before the form asked: the place of supply of the receipt (domain/payments/gst.ts).
     */
    studentStateCode: text("student_state_code"),
    /** A sponsor's GSTIN and company, printed on the receipt as the recipient; null without a sponsor. */
    sponsorGstin: text("sponsor_gstin"),
    sponsorCompany: text("sponsor_company"),
    /** sha256 of the pay-link token (`/pay/{id}?token=…`); null until a link is issued. */
    payTokenHash: text("pay_token_hash"),
    /**
     * The batch whose seat this registration took (docs/decisions/0054-batches-with-seats.md); null for a
     * program without batches. The seat is counted in `batches.seats_taken` while the registration holds it.
     */
    batchId: integer("batch_id").references((): AnyPgColumn => batches.id, { onDelete: "restrict" }),
    /** Until when an unpaid registration keeps its seat; null once paid, released, or without a batch. */
    seatHeldUntil: timestamp("seat_held_until", { withTimezone: true }),
    /** A payment arrived after the seat had lapsed: shown to staff until someone deals with it. */
    paidAfterLapse: boolean("paid_after_lapse").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("registrations_email_idx").on(t.email),
    index("registrations_created_idx").on(t.createdAt),
    index("registrations_coupon_idx").on(t.couponId, t.emailKey),
    index("registrations_batch_idx").on(t.batchId),
    index("registrations_seat_held_idx").on(t.seatHeldUntil).where(sql`${t.seatHeldUntil} is not null`),
  ],
);

/**
 * A batch of a course or an internship (docs/decisions/0054-batches-with-seats.md): when it runs, how, and how
 * many seats it has. `seatsTaken` is raised in the transaction that stores a registration by a conditional
 * UPDATE (`seats_taken < seats`), so the last seat goes to exactly one of many simultaneous registrations, and
 * lowered when a registration gives its seat back (lapsed, cancelled, moved to another batch).
 */
export const batches = pgTable(
  "batches",
  {
    id: serial("id").primaryKey(),
    /** Exactly one of the two: the program the batch belongs to. */
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    internshipId: integer("internship_id").references(() => internships.id, { onDelete: "cascade" }),
    /** Days in India time. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
    /** Free text when there is no end date ("8 weeks"). */
    duration: text("duration").notNull().default(""),
    /** `online`, `classroom` (at the office) or `hybrid`. */
    mode: text("mode", { enum: ["online", "classroom", "hybrid"] }).notNull(),
    /** "Mon–Fri", "Sat & Sun": shown as typed. */
    days: text("days").notNull().default(""),
    /** `HH:MM` in India time; both empty when not fixed yet. */
    startTime: text("start_time").notNull().default(""),
    endTime: text("end_time").notNull().default(""),
    seats: integer("seats").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** The last India day registrations are taken; null: the start day. */
    registrationClosesOn: date("registration_closes_on", { mode: "string" }),
    /** `open`, `full`, `closed` or `cancelled` (domain/programs/batch.schema.ts). */
    status: text("status", { enum: ["open", "full", "closed", "cancelled"] })
      .notNull()
      .default("open"),
    ...revisioned,
    ...timestamps,
  },
  (t) => [
    index("batches_course_idx").on(t.courseId, t.startsOn),
    index("batches_internship_idx").on(t.internshipId, t.startsOn),
    check("batches_one_program", sql`(${t.courseId} is null) <> (${t.internshipId} is null)`),
    check("batches_seats_range", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check("batches_dates", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * The waiting list of a full batch: who asked, in order. When a seat frees up the first waiting person is
 * offered it by mail with a link valid for a day (`offerExpiresAt`); only the link's hash is kept.
 */
export const batchWaitlist = pgTable(
  "batch_waitlist",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    phone: text("phone").notNull(),
    /** `waiting`, `offered`, `registered`, `expired` or `cancelled`. */
    status: text("status").notNull().default("waiting"),
    offerTokenHash: text("offer_token_hash"),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("batch_waitlist_batch_idx").on(t.batchId, t.status, t.id),
    uniqueIndex("batch_waitlist_person_uq")
      .on(t.batchId, t.emailKey)
      .where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);

/**
 * Coupons with rules (docs/product/console.md#screens, docs/decisions/0023-coupons-with-rules.md): each belongs to one
 * course or one internship; its code is unique per program, case-insensitively. `usedCount` is raised in the
 * transaction that stores a registration, by a conditional UPDATE (`used_count < total_uses`), so the last use
 * goes to exactly one of many simultaneous registrations.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** The program it belongs to; both null: a coupon for every program (ADR 23). */
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    internshipId: integer("internship_id").references(() => internships.id, { onDelete: "cascade" }),
    /** Stored in capitals (the console and the checks upper-case what is typed). */
    code: text("code").notNull(),
    /** `percentage` off the program's fee, or a `flat` amount (`amountPaise`) off it, never below zero. */
    discountKind: text("discount_kind", { enum: ["percentage", "flat"] })
      .notNull()
      .default("percentage"),
    /** 0 for a flat coupon. */
    percentage: real("percentage").notNull(),
    /** A flat coupon's amount in paise; null for a percentage. */
    amountPaise: integer("amount_paise"),
    /** Optional window; null means unbounded on that side (`validUntil` is exclusive). */
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Null: unlimited. */
    totalUses: integer("total_uses"),
    usesPerEmail: integer("uses_per_email"),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("coupons_one_program", sql`num_nonnulls(${t.courseId}, ${t.internshipId}) <= 1`),
    check("coupons_code_upper", sql`${t.code} = upper(${t.code})`),
    check(
      "coupons_discount",
      sql`(${t.discountKind} = 'percentage' and ${t.amountPaise} is null) or (${t.discountKind} = 'flat' and coalesce(${t.amountPaise}, 0) > 0)`,
    ),
    uniqueIndex("coupons_program_code_uq").on(
      sql`coalesce(${t.courseId}, 0)`,
      sql`coalesce(${t.internshipId}, 0)`,
      t.code,
    ),
    index("coupons_course_idx").on(t.courseId),
    index("coupons_internship_idx").on(t.internshipId),
  ],
);

export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    /** The id printed on the certificate and typed by a verifier (`NXT-` + 12 random characters from now on). */
    certificateId: text("certificate_id").notNull().unique(),
    /** The registration it was issued for, or "" when issued by hand or imported without one. */
    registrationId: text("registration_id").notNull().default(""),
    fullName: text("full_name").notNull(),
    specificTraining: text("specific_training").notNull(),
    trainingType: text("training_type").notNull(),
    gender: text("gender").notNull().default(""),
    duration: text("duration").notNull().default(""),
    completionDate: date("completion_date", { mode: "string" }).notNull(),
    /** The holder's address: the certificate is mailed there; null for older certificates and imports without one. */
    email: text("email"),
    /** valid → revoked (with when, why and by whom); a revoked certificate is never valid again. */
    status: text("status", { enum: ["valid", "revoked"] })
      .notNull()
      .default("valid"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revocationReason: text("revocation_reason"),
    /** The staff member who issued it (null for demo and older rows). */
    issuedBy: text("issued_by"),
    /**
     * The CSV import that made it: a hash of the file, so the same import sent twice issues nothing the second
     * time (ADR 27); null when issued by hand.
     */
    importKey: text("import_key"),
    ...timestamps,
  },
  (t) => [
    index("certificates_email_idx").on(sql`lower(${t.email})`),
    index("certificates_import_key_idx").on(t.importKey),
    index("certificates_registration_idx").on(t.registrationId),
    // One valid certificate per registration, even when two counsellors issue it at the same moment.
    uniqueIndex("certificates_registration_valid_uq")
      .on(t.registrationId)
      .where(sql`${t.status} = 'valid' and ${t.registrationId} <> ''`),
    index("certificates_created_idx").on(t.createdAt),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    mode: text("mode").notNull().default(""),
    hours: text("hours").notNull().default(""),
    category: text("category").notNull().default(""),
    education: text("education").notNull().default(""),
    /** Comma-separated, as the spec's API carries it. */
    hiringSteps: text("hiring_steps").notNull().default(""),
    jobType: text("job_type").notNull().default(""),
    startDate: date("start_date", { mode: "string" }),
    deadline: date("deadline", { mode: "string" }),
    description: text("description").notNull().default(""),
    /** 'open' jobs are listed; 'closed' ones are kept for the applications that reference them. */
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    responsibilities: jsonb("responsibilities").$type<ListItem[]>().notNull().default([]),
    perks: jsonb("perks").$type<ListItem[]>().notNull().default([]),
    ...revisioned,
    ...timestamps,
  },
  (t) => [index("jobs_status_idx").on(t.status)],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Job title and company as shown to the applicant (kept even if the job changes). */
    title: text("title").notNull().default(""),
    company: text("company").notNull().default(""),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    altPhone: text("alt_phone"),
    address: text("address"),
    permanentAddress: text("permanent_address"),
    qualification: text("qualification").notNull(),
    qualificationOther: text("qualification_other"),
    skills: text("skills").notNull(),
    experience: text("experience").notNull(),
    status: text("status"),
    mode: text("mode"),
    hasNoticePeriod: text("has_notice_period"),
    noticePeriod: text("notice_period"),
    /** Path of the stored resume, relative to the private storage root (never served publicly). */
    resumePath: text("resume_path").notNull(),
    resumeOriginalName: text("resume_original_name").notNull(),
    resumeMimeType: text("resume_mime_type").notNull(),
    resumeSize: integer("resume_size").notNull(),
    /** applied → screening → interview → offer → hired, or rejected (domain/careers/stages.ts). */
    stage: text("stage").notNull().default("applied"),
    rejectionReason: text("rejection_reason"),
    ...timestamps,
  },
  (t) => [index("job_applications_job_idx").on(t.jobId)],
);

export const careerEnquiries = pgTable(
  "career_enquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    college: text("college").notNull(),
    /** As typed; `emailKey` (domain/enquiries/email-identity.ts) is what repeats are recognised by. */
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    training: text("training").notNull(),
    ...leadWork(),
    ...timestamps,
  },
  // A repeat of an enquiry (same e-mail or phone for the same training) is refused by the database
  // itself, so two simultaneous submissions cannot both be stored.
  (t) => [
    uniqueIndex("career_enquiries_email_key_training_uq").on(t.emailKey, t.training),
    uniqueIndex("career_enquiries_phone_training_uq").on(t.phone, t.training),
    // The inbox lists newest first across the enquiry tables (a merge of these indexes).
    index("career_enquiries_created_idx").on(t.createdAt),
  ],
);

export const serviceEnquiries = pgTable(
  "service_enquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    organization: text("organization").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    service: text("service").notNull(),
    ...leadWork(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("service_enquiries_email_key_service_uq").on(t.emailKey, t.service),
    uniqueIndex("service_enquiries_phone_service_uq").on(t.phone, t.service),
    index("service_enquiries_created_idx").on(t.createdAt),
  ],
);

/** Messages from the chat assistant's details form (`/api/contact`) and the enquiry forms (`/api/contact-queries`). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    source: text("source", { enum: ["chat", "enquiry"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** domain/enquiries/email-identity.ts, so the inbox finds a person's other enquiries. */
    emailKey: text("email_key").notNull().default(""),
    message: text("message").notNull(),
    ...leadWork(),
    ...timestamps,
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * Every enquiry in one list (the console's inbox): a view over the career, services and contact tables
 * (docs/decisions/0025-leads-inbox-and-exports.md), created by migration; writes go to the table of the
 * enquiry's kind. `kind` is career | services | chat | enquiry.
 */
export const enquiryInbox = pgView("enquiry_inbox", {
  kind: text("kind").notNull(),
  id: integer("id").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  emailKey: text("email_key").notNull(),
  phone: text("phone").notNull(),
  /** The training, the service, or the message. */
  subject: text("subject").notNull(),
  organisation: text("organisation").notNull(),
  location: text("location").notNull(),
  status: text("status").notNull(),
  assigneeId: text("assignee_id"),
  followUpOn: date("follow_up_on", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

/**
 * What staff wrote about a record, and its status changes with their note: enquiries, registrations and job
 * applications (`entity` is the record's table, `entityId` its id). Shown as the record's history.
 */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    authorId: text("author_id"),
    /** Kept as text so the note still says who after the account is gone. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull().default(""),
    /** Set on a status change: from and to. */
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_notes_entity_idx").on(t.entity, t.entityId)],
);

export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["student", "client"] }).notNull(),
    title: text("title").notNull(),
    feedback: text("feedback").notNull(),
    name: text("name").notNull(),
    ...listed,
    ...revisioned,
    ...timestamps,
  },
  (t) => [index("feedback_kind_idx").on(t.kind)],
);

/**
 * Partners shown on the service pages (development, brand building, digital marketing): the company changes
 * them as data; `service` is the page's path without its slash.
 */
export const servicePartners = pgTable(
  "service_partners",
  {
    id: serial("id").primaryKey(),
    service: text("service").notNull(),
    /** 'MEDIA' or 'EDUCATION'. */
    category: text("category").notNull(),
    name: text("name").notNull(),
    website: text("website").notNull(),
    blurb: text("blurb").notNull().default(""),
    ...listed,
    ...timestamps,
  },
  (t) => [index("service_partners_service_idx").on(t.service)],
);

/** Logos of hiring companies (the home page logo wall). */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  bannerImagePath: text("banner_image_path").notNull(),
  ...listed,
  ...revisioned,
  ...timestamps,
});

export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    /** 'bottom' renders as the bottom banner, 'mid' as the centred popup. */
    category: text("category").notNull(),
    title: text("title").notNull(),
    bannerImagePath: text("banner_image_path").notNull(),
    button1Link: text("button1_link").notNull().default(""),
    /** Optional active window; null means unbounded on that side. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    ...listed,
    ...revisioned,
    ...timestamps,
  },
  (t) => [index("alerts_category_idx").on(t.category)],
);

/**
 * Old addresses of pages whose slug changed: the public detail route of `kind` answers a permanent redirect
 * from `oldSlug` to the record's current slug (looked up by `recordId`, so a chain of renames is one hop).
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: serial("id").primaryKey(),
    /** The public detail route: course, internship, post, hero. */
    kind: text("kind").notNull(),
    oldSlug: text("old_slug").notNull(),
    recordId: integer("record_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("slug_redirects_kind_slug_uq").on(t.kind, t.oldSlug),
    index("slug_redirects_record_idx").on(t.kind, t.recordId),
  ],
);

/**
 * The consent a visitor gave by sending a public form with its notice beside the submit button (DPDP Act):
 * which form, which version of the notice, when, and the record it came with. Written in the same transaction
 * as that record.
 */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    form: text("form", {
      enum: ["career", "services", "chat", "enquiry", "registration", "job-application", "waitlist"],
    }).notNull(),
    noticeVersion: text("notice_version").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    /** Whose consent, for personal-data requests: the e-mail and phone the form carried. */
    email: text("email").notNull(),
    phone: text("phone"),
    /** The record the form created: its table and id. */
    recordTable: text("record_table").notNull(),
    recordId: text("record_id").notNull(),
  },
  (t) => [
    index("consents_email_idx").on(sql`lower(${t.email})`),
    index("consents_record_idx").on(t.recordTable, t.recordId),
  ],
);

/**
 * Mail to send (docs/product/console.md#mail, docs/decisions/0020-mail-outbox.md): written in the same transaction as the record that
 * causes it, drained by the worker in every app process (server/mail/worker.ts), which claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease. A row names its template and the record it is about; the message is
 * rendered from the record when it is sent (or shown), so the outbox keeps no second copy of anyone's data.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** Stable for the row's whole life: the `Message-ID`, so a resend after a crash is the same message. */
    messageKey: text("message_key").notNull().unique(),
    template: text("template", {
      enum: [
        "staff-notification",
        "acknowledgement",
        "certificate",
        "sign-in-alert",
        "receipt",
        "refund-voucher",
        "pay-link",
        "batch-cancelled",
        "seat-lapsed",
        "waitlist-offer",
      ],
    }).notNull(),
    /** Which form (or `certificate`) the record came from: picks the staff to notify and the wording. */
    kind: text("kind").notNull(),
    recordTable: text("record_table").notNull(),
    recordId: text("record_id").notNull(),
    /** The visitor's address for acknowledgements; null for staff notifications (recipients resolved when sent). */
    toAddress: text("to_address"),
    /** pending → sent | failed (after its last try) | kept (no SMTP_URL: kept for the console) | discarded. */
    status: text("status", { enum: ["pending", "sent", "failed", "kept", "discarded"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease on the row while it sends; an expired lease (a crashed process) frees the row. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** What went wrong last, as the error's kind and SMTP code: never a message's content. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_record_idx").on(t.recordTable, t.recordId),
  ],
);

/*
 * Staff accounts (docs/decisions/0010-staff-sign-in.md). better-auth reads and writes these tables through its
 * Drizzle adapter under its own model and field names (the property names below); our domain functions write
 * them too, in one transaction with the audit row. Ids are better-auth's random strings.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** admin | editor | counsellor | recruiter (domain/staff/roles.ts). */
    role: text("role").notNull().default("editor"),
    /** A disabled account (better-auth's admin plugin calls it banned): it cannot sign in. */
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("staff_users_email_idx").on(sql`lower(${t.email})`)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    /** Idle expiry: moved forward while the session is used (8 h); the absolute limit counts from createdAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** Credentials: one row per user with providerId `credential` and the argon2id hash in `password`. */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

/** better-auth's short-lived values (two-factor sign-in state). */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** TOTP secret and backup codes (better-auth's twoFactor plugin, both encrypted with AUTH_SECRET). */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /**
     * The 30-second time step of the last authenticator code that signed in (ours, not better-auth's): a code of
     * that step or an earlier one is refused, so a code works once (server/auth/totp-replay.ts).
     */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId)],
);

/**
 * One-time links: invitations and password resets (`set-password`). Only the SHA-256 of the token is stored;
 * a link works once, until `expiresAt`.
 */
export const staffTokens = pgTable("staff_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  purpose: text("purpose", { enum: ["set-password"] }).notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who did what and when (docs/decisions/0011-audit-log.md). Written in the same transaction as the change; a
 * database trigger refuses UPDATE, DELETE and TRUNCATE, so no one edits or removes a row. The one exception is a
 * summed row (`window_key` set: repeated failed sign-ins of one account, address and window, ADR 31), whose
 * `attempts` may only grow and `last_at` only move forward.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member, or null for the system and for failed sign-ins. */
    actorId: text("actor_id"),
    /** Kept as text so the row still says who after the account is gone. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** Changed fields: `{ field: [before, after] }`, or other detail of the event; never passwords. */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    /** How many events the row stands for: 1, or the failures a summed row has counted. */
    attempts: integer("attempts").notNull().default(1),
    /** A summed row's latest event (`at` is its first); null for every other row. */
    lastAt: timestamp("last_at", { withTimezone: true }),
    /** Set on summed rows only: what makes two events the same row (action, account, address, reason, window). */
    windowKey: text("window_key"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    uniqueIndex("audit_log_window_key_uq").on(t.windowKey).where(sql`${t.windowKey} is not null`),
  ],
);

/** Site settings edited in the console (company details, who is notified): one row per key, a JSON value. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/*
 * Payments (docs/decisions/0050-payment-gateway-and-fake.md, 0051-receipts-and-gst-numbering.md). Money is
 * integer paise; states only move forward (domain/payments/payment-states.ts).
 */

/**
 * An order at the gateway for one registration and amount (Razorpay's Orders API, `receipt` = registration id).
 * The amount is what the server computed as due when the order was made; the browser never sends one.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    /** The gateway's order id, such as `order_Kx9…`. */
    id: text("id").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "restrict" }),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    /** created → attempted → paid (domain/payments/payment-states.ts); never back from paid. */
    state: text("state", { enum: ["created", "attempted", "paid"] })
      .notNull()
      .default("created"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the reconciler last asked the gateway about it. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("payment_orders_registration_idx").on(t.registrationId),
    index("payment_orders_unpaid_idx").on(t.state, t.createdAt),
  ],
);

export const PAYMENT_MODES = ["online", "upi", "bank", "cash", "cheque"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * Money received for a registration: online through the gateway (one row per gateway payment id, so several
 * instances given the same webhook record one payment) or recorded by staff (UPI, bank transfer, cash, cheque).
 * Only `captured` rows count as paid; each gets a receipt voucher number.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "restrict" }),
    orderId: text("order_id").references(() => paymentOrders.id, { onDelete: "restrict" }),
    /** The gateway's payment id (`pay_…`); null for payments staff record. */
    gatewayPaymentId: text("gateway_payment_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    mode: text("mode", { enum: PAYMENT_MODES }).notNull(),
    /** The gateway's method (card, upi, netbanking…) or the UTR, UPI reference or cheque number staff typed. */
    reference: text("reference").notNull().default(""),
    /**
     * authorized → captured, or failed (a late authorisation after a failure is accepted); needs-attention when
     * the amount or currency differs from the order's: not counted as paid, shown to staff.
     */
    state: text("state", { enum: ["authorized", "captured", "failed", "needs-attention"] }).notNull(),
    /** Why the payment needs attention, or the gateway's failure reason. */
    detail: text("detail"),
    /** The receipt voucher's serial (`RV/2026-27/000123`), issued when the payment is captured. */
    receiptNumber: text("receipt_number").unique(),
    /** When the money was received (the gateway's time, or the day staff say it arrived). */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** The staff member who recorded it; null for the gateway. Name kept as text for after the account goes. */
    recordedById: text("recorded_by_id"),
    recordedByName: text("recorded_by_name").notNull(),
    ...timestamps,
  },
  (t) => [
    index("payments_registration_idx").on(t.registrationId),
    index("payments_received_idx").on(t.receivedAt),
    index("payments_state_idx").on(t.state),
  ],
);

/**
 * Money returned, in full or part, by an administrator with a reason. The idempotency key is sent to the gateway
 * and unique here, so a retry after a timeout never refunds twice. pending → processed | failed.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    registrationId: text("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "restrict" }),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    /** Why a refund later than the terms' 7 days was allowed; null within them. */
    lateReason: text("late_reason"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The gateway's refund id (`rfnd_…`); null for refunds of payments recorded by staff. */
    gatewayRefundId: text("gateway_refund_id").unique(),
    state: text("state", { enum: ["pending", "processed", "failed"] })
      .notNull()
      .default("pending"),
    /** The refund voucher's serial (`RF/2026-27/000007`). */
    voucherNumber: text("voucher_number").unique(),
    requestedById: text("requested_by_id"),
    requestedByName: text("requested_by_name").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_registration_idx").on(t.registrationId),
  ],
);

/**
 * Pay links staff sent from a registration's console page: the letter in the outbox is rendered from this row
 * when it is sent (like every letter), so the row keeps the link's token, which the letter must print; the
 * registration keeps only its hash, and a newer link (or the registration paid or cancelled) makes this one
 * worthless and its unsent letter is discarded.
 */
export const payLinks = pgTable(
  "pay_links",
  {
    id: serial("id").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    // No token: it is derived from the registration and this row's id (domain/payments/pay-link.ts).
    sentById: text("sent_by_id"),
    sentByName: text("sent_by_name").notNull(),
    ...timestamps,
  },
  (t) => [index("pay_links_registration_idx").on(t.registrationId)],
);

/**
 * Every payment and refund as one list (migration 0013): the Payments screen and its CSV read this view. A
 * refund has the mode and reference of the payment it returns and its state as `refund-pending`,
 * `refund-processed` or `refund-failed`; `at` is when a payment was received or a refund asked for.
 */
export const moneyEntries = pgView("money_entries", {
  kind: text("kind").notNull(),
  id: integer("id").notNull(),
  registrationId: text("registration_id").notNull(),
  name: text("name").notNull(),
  program: text("program").notNull(),
  amountPaise: integer("amount_paise").notNull(),
  mode: text("mode").notNull(),
  reference: text("reference").notNull(),
  state: text("state").notNull(),
  number: text("number"),
  who: text("who").notNull(),
  detail: text("detail"),
  at: timestamp("at", { withTimezone: true }).notNull(),
}).existing();

/**
 * Webhooks as received, verified and stored before they are answered, processed from here: a duplicate event id
 * is a no-op and a process killed between receipt and processing loses nothing.
 */
export const webhookInbox = pgTable(
  "webhook_inbox",
  {
    /** `x-razorpay-event-id`. */
    eventId: text("event_id").primaryKey(),
    event: text("event").notNull(),
    /** The body exactly as signed. */
    rawBody: text("raw_body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** applied | ignored | needs-attention, once processed. */
    outcome: text("outcome"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("webhook_inbox_unprocessed_idx").on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/**
 * The last number of each document series per financial year (`RV` receipts, `RF` refunds; `2026-27`), raised
 * under a row lock in the transaction that issues the document: gap-free and unique on any number of instances.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/*
 * Content revisions and schedules (docs/decisions/0055-content-revisions.md, 0056-scheduled-publishing.md):
 * kept beside the eight content tables, keyed by the audit log's record kind and the record's id.
 */

/**
 * One saved state of a content record: written by every create and save of the content store
 * (domain/content/content-store.server.ts), never changed afterwards. `revision` is the record's counter
 * after that save; `fields` its content columns as stored (not its id, counter, times or publish state).
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    revision: integer("revision").notNull(),
    /** `create`, `update`, `publish`, `unpublish` (a save that also changed the state) or `restore`. */
    action: text("action").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    /** Kept as text so the row still says who after the account is gone. */
    actorName: text("actor_name"),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** The fields this save changed (property names), for the list. */
    changed: jsonb("changed").$type<string[]>().notNull().default([]),
    /** The revision a restore brought back. */
    restoredFrom: integer("restored_from"),
    /** The audit row of the save, which links here from the audit log. */
    auditId: integer("audit_id"),
  },
  (t) => [
    uniqueIndex("content_revisions_record_uq").on(t.entity, t.entityId, t.revision),
    index("content_revisions_audit_idx").on(t.auditId),
  ],
);

/** How many revisions a record keeps (the newest N); a record without a row keeps every one. */
export const contentRevisionLimits = pgTable(
  "content_revision_limits",
  {
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    keep: integer("keep").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId] }),
    check("content_revision_limits_keep_positive", sql`${t.keep} >= 1`),
  ],
);

/** When a content record is to be published and unpublished; each moment is cleared once the job has done it. */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    /** Who set the schedule: the audit row of the job's change names them. */
    setById: text("set_by_id"),
    setByName: text("set_by_name"),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId] }),
    index("content_schedules_publish_idx").on(t.publishAt),
    index("content_schedules_unpublish_idx").on(t.unpublishAt),
  ],
);

/**
 * A page's own words for search results and share cards (domain/content/content-seo.server.ts):
 * empty fields fall back to what the content says, as before.
 */
export const contentSeo = pgTable(
  "content_seo",
  {
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    /** A stored image (domain/content/stored-media.server.ts) for the share card; empty: the page's own. */
    imagePath: text("image_path").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] })],
);

/**
 * A staff member's private draft of a content form (domain/content/content-drafts.server.ts): what the open form
 * held at its last autosave, until they save or discard it. Never read by public pages.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    entity: text("entity").notNull(),
    /** The record's id; 0 for the form of a new record. */
    entityId: integer("entity_id").notNull(),
    staffId: text("staff_id").notNull(),
    /** The revision the form was opened at: a save from the draft is refused if someone saved since. */
    baseRevision: integer("base_revision").notNull(),
    /** The form's fields as posted, in order: `[name, value]` pairs. */
    fields: jsonb("fields").$type<[string, string][]>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.staffId] })],
);

/**
 * The media library (domain/content/media-library.server.ts, docs/decisions/0058-media-library.md): one row per
 * stored image, by its stored path, which content columns and rich-text HTML keep naming as before. Where an
 * image is used is computed from those, never stored here.
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: serial("id").primaryKey(),
    path: text("path").notNull().unique(),
    alt: text("alt").notNull().default(""),
    /** The stored file's size; null until the library has read it from storage. */
    bytes: integer("bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_items_created_idx").on(t.createdAt)],
);
