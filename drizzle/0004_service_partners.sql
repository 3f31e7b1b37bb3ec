CREATE TABLE "service_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"blurb" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_partners_service_idx" ON "service_partners" USING btree ("service");