ALTER TABLE "certificates" ALTER COLUMN "registration_id" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status" text DEFAULT 'valid' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" text;--> statement-breakpoint
CREATE INDEX "certificates_email_idx" ON "certificates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "certificates_registration_idx" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_valid_uq" ON "certificates" USING btree ("registration_id") WHERE "certificates"."status" = 'valid' and "certificates"."registration_id" <> '';--> statement-breakpoint
CREATE INDEX "certificates_created_idx" ON "certificates" USING btree ("created_at");