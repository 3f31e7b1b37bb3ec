CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"internship_id" integer,
	"code" text NOT NULL,
	"percentage" real NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"total_uses" integer,
	"uses_per_email" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_program" CHECK (num_nonnulls("coupons"."course_id", "coupons"."internship_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_doc" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_sections" ADD COLUMN "content_doc" jsonb;--> statement-breakpoint
ALTER TABLE "hero_sections" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "email_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_program_code_uq" ON "coupons" USING btree (coalesce("course_id", 0),coalesce("internship_id", 0),lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_course_idx" ON "coupons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "coupons_internship_idx" ON "coupons" USING btree ("internship_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_coupon_idx" ON "registrations" USING btree ("coupon_id","email_key");--> statement-breakpoint
-- Data: each program's single coupon becomes a coupon row (no limits, active), registrations that used it
-- become its counted uses, and every registration gets its e-mail key (lower-cased; new rows use emailIdentity).
INSERT INTO "coupons" ("course_id", "code", "percentage", "used_count")
SELECT "id", trim("discount_coupon"), "discount_percentage", 0 FROM "courses"
WHERE coalesce(trim("discount_coupon"), '') <> '';--> statement-breakpoint
INSERT INTO "coupons" ("internship_id", "code", "percentage", "used_count")
SELECT "id", trim("discount_coupon"), "discount_percentage", 0 FROM "internships"
WHERE coalesce(trim("discount_coupon"), '') <> '';--> statement-breakpoint
UPDATE "registrations" SET "email_key" = lower(trim("email"));--> statement-breakpoint
UPDATE "registrations" AS r SET "coupon_id" = c."id"
FROM "coupons" AS c
LEFT JOIN "courses" AS co ON co."id" = c."course_id"
LEFT JOIN "internships" AS i ON i."id" = c."internship_id"
WHERE r."coupon_code" IS NOT NULL AND lower(r."coupon_code") = lower(c."code")
AND ((r."training_type" = 'Courses' AND co."title" = r."specific_training")
  OR (r."training_type" = 'Internship' AND i."title" = r."specific_training"));--> statement-breakpoint
UPDATE "coupons" AS c SET "used_count" = (SELECT count(*) FROM "registrations" AS r WHERE r."coupon_id" = c."id");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "discount_coupon";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "discount_percentage";--> statement-breakpoint
ALTER TABLE "internships" DROP COLUMN "discount_coupon";--> statement-breakpoint
ALTER TABLE "internships" DROP COLUMN "discount_percentage";