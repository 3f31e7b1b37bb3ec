CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_enquiries" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "career_enquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "email_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'pending-payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
CREATE INDEX "staff_notes_entity_idx" ON "staff_notes" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "career_enquiries" ADD CONSTRAINT "career_enquiries_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_enquiries" ADD CONSTRAINT "service_enquiries_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_enquiries_created_idx" ON "career_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_enquiries_created_idx" ON "service_enquiries" USING btree ("created_at");
--> statement-breakpoint
-- Hand-written (drizzle-kit does not write views or data): contact messages get the e-mail identity of
-- domain/enquiries/email-identity.ts (Gmail's dots and +tags ignored, googlemail.com is gmail.com) ...
UPDATE "contact_messages" SET "email_key" = CASE
  WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower(trim("email")), '@', 1), '+', 1), '.', '') || '@gmail.com'
  ELSE lower(trim("email")) END;--> statement-breakpoint
-- ... and the inbox reads every kind of enquiry through one view (ADR 0025).
CREATE VIEW "enquiry_inbox" AS
  SELECT 'career'::text AS "kind", "id", "name", "email", "email_key", "phone", "training" AS "subject",
    "college" AS "organisation", "location", "status", "assignee_id", "follow_up_on", "created_at"
  FROM "career_enquiries"
  UNION ALL
  SELECT 'services'::text, "id", "name", "email", "email_key", "phone", "service", "organization", "location",
    "status", "assignee_id", "follow_up_on", "created_at"
  FROM "service_enquiries"
  UNION ALL
  SELECT "source", "id", "name", "email", "email_key", ''::text, "message", ''::text, ''::text,
    "status", "assignee_id", "follow_up_on", "created_at"
  FROM "contact_messages";
