CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_key" text NOT NULL,
	"template" text NOT NULL,
	"kind" text NOT NULL,
	"record_table" text NOT NULL,
	"record_id" text NOT NULL,
	"to_address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_key_unique" UNIQUE("message_key")
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_record_idx" ON "outbox" USING btree ("record_table","record_id");