-- Content revisions, their per-record limits, publishing schedules, pages' search and share fields and
-- staff's autosaved drafts (docs/decisions/0055-content-revisions.md, docs/decisions/0056-scheduled-publishing.md).
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"fields" jsonb NOT NULL,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restored_from" integer,
	"audit_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_record_uq" ON "content_revisions" USING btree ("entity","entity_id","revision");--> statement-breakpoint
CREATE INDEX "content_revisions_audit_idx" ON "content_revisions" USING btree ("audit_id");--> statement-breakpoint
CREATE TABLE "content_revision_limits" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"keep" integer NOT NULL,
	CONSTRAINT "content_revision_limits_entity_entity_id_pk" PRIMARY KEY("entity","entity_id"),
	CONSTRAINT "content_revision_limits_keep_positive" CHECK ("keep" >= 1)
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"set_by_id" text,
	"set_by_name" text,
	CONSTRAINT "content_schedules_entity_entity_id_pk" PRIMARY KEY("entity","entity_id")
);
--> statement-breakpoint
CREATE INDEX "content_schedules_publish_idx" ON "content_schedules" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_schedules_unpublish_idx" ON "content_schedules" USING btree ("unpublish_at");
--> statement-breakpoint
CREATE TABLE "content_seo" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_path" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_seo_entity_entity_id_pk" PRIMARY KEY("entity","entity_id")
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"staff_id" text NOT NULL,
	"base_revision" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_entity_entity_id_staff_id_pk" PRIMARY KEY("entity","entity_id","staff_id")
);
