ALTER TABLE "certificates" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE INDEX "certificates_import_key_idx" ON "certificates" USING btree ("import_key");