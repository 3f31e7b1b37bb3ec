CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"banner_image_path" text NOT NULL,
	"button1_link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"banner_image_path" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"featured_image_path" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Uncategorized' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "career_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"college" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"training" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"full_name" text NOT NULL,
	"specific_training" text NOT NULL,
	"training_type" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"completion_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_certificate_id_unique" UNIQUE("certificate_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"banner_image_path" text DEFAULT '' NOT NULL,
	"brochure_path" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"skill_level" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees_paise" integer DEFAULT 0 NOT NULL,
	"discount_coupon" text,
	"discount_percentage" real DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"key_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"love_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"feedback" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"small_description" text DEFAULT '' NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Uncategorized' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "internships" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"banner_image_path" text DEFAULT '' NOT NULL,
	"brochure_path" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"skill_level" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fees_paise" integer DEFAULT 0 NOT NULL,
	"discount_coupon" text,
	"discount_percentage" real DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"internship_modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"perks_and_benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "internships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"alt_phone" text,
	"address" text,
	"permanent_address" text,
	"qualification" text NOT NULL,
	"qualification_other" text,
	"skills" text NOT NULL,
	"experience" text NOT NULL,
	"status" text,
	"mode" text,
	"has_notice_period" text,
	"notice_period" text,
	"resume_path" text NOT NULL,
	"resume_original_name" text NOT NULL,
	"resume_mime_type" text NOT NULL,
	"resume_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"mode" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"hiring_steps" text DEFAULT '' NOT NULL,
	"job_type" text DEFAULT '' NOT NULL,
	"start_date" date,
	"deadline" date,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"download_token_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"fathers_name" text NOT NULL,
	"nationality" text DEFAULT 'Indian' NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"working_status" text NOT NULL,
	"college_name" text DEFAULT '' NOT NULL,
	"branch" text NOT NULL,
	"year" text NOT NULL,
	"college_address" text DEFAULT '' NOT NULL,
	"training_type" text NOT NULL,
	"specific_training" text NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"program_price_paise" integer NOT NULL,
	"coupon_code" text,
	"discount_percentage" real DEFAULT 0 NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"total_fees_paise" integer NOT NULL,
	"registration_fee_paise" integer NOT NULL,
	"payable_now_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organization" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"service" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_category_idx" ON "alerts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_enquiries_email_training_uq" ON "career_enquiries" USING btree (lower("email"),"training");--> statement-breakpoint
CREATE UNIQUE INDEX "career_enquiries_phone_training_uq" ON "career_enquiries" USING btree ("phone","training");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "feedback_kind_idx" ON "feedback" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "hero_sections_category_idx" ON "hero_sections" USING btree ("category");--> statement-breakpoint
CREATE INDEX "hero_sections_active_idx" ON "hero_sections" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "internships_category_idx" ON "internships" USING btree ("category");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "service_enquiries_email_service_uq" ON "service_enquiries" USING btree (lower("email"),"service");--> statement-breakpoint
CREATE UNIQUE INDEX "service_enquiries_phone_service_uq" ON "service_enquiries" USING btree ("phone","service");