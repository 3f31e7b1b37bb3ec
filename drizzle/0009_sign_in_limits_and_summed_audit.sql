ALTER TABLE "audit_log" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "window_key" text;--> statement-breakpoint
ALTER TABLE "staff_two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_window_key_uq" ON "audit_log" USING btree ("window_key") WHERE "audit_log"."window_key" is not null;--> statement-breakpoint
-- Audit rows stay unchangeable, but for one narrow case: a summed row (repeated failed sign-ins of one account,
-- address and window; window_key set) counts on. Its attempts may only grow and its last_at only move forward;
-- every other column, and every other row, is refused as before.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.window_key IS NOT NULL
       AND NEW.attempts > OLD.attempts
       AND NEW.last_at IS NOT NULL
       AND NEW.last_at >= OLD.last_at
       AND (NEW.id, NEW.at, NEW.actor_id, NEW.actor_email, NEW.action, NEW.entity, NEW.entity_id, NEW.changes,
            NEW.ip_address, NEW.window_key)
           IS NOT DISTINCT FROM
           (OLD.id, OLD.at, OLD.actor_id, OLD.actor_email, OLD.action, OLD.entity, OLD.entity_id, OLD.changes,
            OLD.ip_address, OLD.window_key)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
