CREATE TABLE "batch_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"internship_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"duration" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"days" text DEFAULT '' NOT NULL,
	"start_time" text DEFAULT '' NOT NULL,
	"end_time" text DEFAULT '' NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"registration_closes_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_one_program" CHECK (("batches"."course_id" is null) <> ("batches"."internship_id" is null)),
	CONSTRAINT "batches_seats_range" CHECK ("batches"."seats_taken" >= 0 and "batches"."seats_taken" <= "batches"."seats"),
	CONSTRAINT "batches_dates" CHECK ("batches"."ends_on" is null or "batches"."ends_on" >= "batches"."starts_on")
);
--> statement-breakpoint
DROP INDEX "coupons_program_code_uq";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "seat_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "paid_after_lapse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_waitlist" ADD CONSTRAINT "batch_waitlist_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_internship_id_internships_id_fk" FOREIGN KEY ("internship_id") REFERENCES "public"."internships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_waitlist_batch_idx" ON "batch_waitlist" USING btree ("batch_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_waitlist_person_uq" ON "batch_waitlist" USING btree ("batch_id","email_key") WHERE "batch_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "batches_course_idx" ON "batches" USING btree ("course_id","starts_on");--> statement-breakpoint
CREATE INDEX "batches_internship_idx" ON "batches" USING btree ("internship_id","starts_on");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_batch_idx" ON "registrations" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "registrations_seat_held_idx" ON "registrations" USING btree ("seat_held_until") WHERE "registrations"."seat_held_until" is not null;--> statement-breakpoint
