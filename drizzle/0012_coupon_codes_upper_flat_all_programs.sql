-- Issue 30, item 12 (ADR 23): coupon codes are stored in capitals, a coupon may serve every program (no
-- course and no internship), and may take a flat amount (paise) off the fee instead of a percentage.
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_one_program";--> statement-breakpoint
DROP INDEX "coupons_program_code_uq";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_kind" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_paise" integer;--> statement-breakpoint
-- Two codes of one program that differ only in case (which the old index on lower(code) would have refused,
-- but upper() and lower() do not fold every letter alike): the one with the most uses (then the oldest) keeps
-- the code; each other is renamed CODE-<id> and made inactive, so no code nobody was given starts to work.
UPDATE "coupons" SET "code" = upper("coupons"."code") || '-' || "coupons"."id", "is_active" = false
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY coalesce("course_id", 0), coalesce("internship_id", 0), upper("code")
    ORDER BY "used_count" DESC, "id"
  ) AS "rank"
  FROM "coupons"
) AS "ranked"
WHERE "ranked"."id" = "coupons"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
UPDATE "coupons" SET "code" = upper("code") WHERE "code" <> upper("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_program_code_uq" ON "coupons" USING btree (coalesce("course_id", 0),coalesce("internship_id", 0),"code");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount" CHECK (("coupons"."discount_kind" = 'percentage' and "coupons"."amount_paise" is null) or ("coupons"."discount_kind" = 'flat' and coalesce("coupons"."amount_paise", 0) > 0));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_program" CHECK (num_nonnulls("coupons"."course_id", "coupons"."internship_id") <= 1);
