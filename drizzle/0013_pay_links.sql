CREATE TABLE "pay_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"sent_by_id" text,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_links_registration_idx" ON "pay_links" USING btree ("registration_id");--> statement-breakpoint
-- Every payment and refund as one list (the console's Payments screen and its export): a refund carries the
-- mode of the payment it returns, its state prefixed "refund-", and is dated when it was asked for.
CREATE VIEW "money_entries" AS
  SELECT 'payment'::text AS "kind", p."id", p."registration_id", r."full_name" AS "name",
    r."specific_training" AS "program", p."amount_paise", p."mode", p."reference", p."state",
    p."receipt_number" AS "number", p."recorded_by_name" AS "who", p."detail", p."received_at" AS "at"
  FROM "payments" p JOIN "registrations" r ON r."id" = p."registration_id"
  UNION ALL
  SELECT 'refund'::text, f."id", f."registration_id", r."full_name", r."specific_training", f."amount_paise",
    p."mode", p."reference", 'refund-' || f."state", f."voucher_number", f."requested_by_name", f."reason",
    f."created_at"
  FROM "refunds" f JOIN "payments" p ON p."id" = f."payment_id" JOIN "registrations" r ON r."id" = f."registration_id";
