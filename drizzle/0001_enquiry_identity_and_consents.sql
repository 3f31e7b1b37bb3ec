CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"record_table" text NOT NULL,
	"record_id" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "career_enquiries_email_training_uq";--> statement-breakpoint
DROP INDEX "service_enquiries_email_service_uq";--> statement-breakpoint
ALTER TABLE "career_enquiries" ADD COLUMN "email_key" text;--> statement-breakpoint
-- Existing rows get the key domain/enquiries/email-identity.ts computes (Gmail: no dots, no +tag, gmail.com).
UPDATE "career_enquiries" SET "email_key" = CASE WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com') THEN replace(split_part(split_part(lower(trim("email")), '@', 1), '+', 1), '.', '') || '@gmail.com' ELSE lower(trim("email")) END;--> statement-breakpoint
-- Rows stored before this rule that it now calls repeats of an older one keep a key of their own.
UPDATE "career_enquiries" AS e SET "email_key" = e."email_key" || '#' || e."id" WHERE EXISTS (SELECT 1 FROM "career_enquiries" AS o WHERE o."email_key" = e."email_key" AND o."training" = e."training" AND o."id" < e."id");--> statement-breakpoint
ALTER TABLE "career_enquiries" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD COLUMN "email_key" text;--> statement-breakpoint
-- Existing rows get the key domain/enquiries/email-identity.ts computes (Gmail: no dots, no +tag, gmail.com).
UPDATE "service_enquiries" SET "email_key" = CASE WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com') THEN replace(split_part(split_part(lower(trim("email")), '@', 1), '+', 1), '.', '') || '@gmail.com' ELSE lower(trim("email")) END;--> statement-breakpoint
-- Rows stored before this rule that it now calls repeats of an older one keep a key of their own.
UPDATE "service_enquiries" AS e SET "email_key" = e."email_key" || '#' || e."id" WHERE EXISTS (SELECT 1 FROM "service_enquiries" AS o WHERE o."email_key" = e."email_key" AND o."service" = e."service" AND o."id" < e."id");--> statement-breakpoint
ALTER TABLE "service_enquiries" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consents_record_idx" ON "consents" USING btree ("record_table","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_enquiries_email_key_training_uq" ON "career_enquiries" USING btree ("email_key","training");--> statement-breakpoint
CREATE UNIQUE INDEX "service_enquiries_email_key_service_uq" ON "service_enquiries" USING btree ("email_key","service");