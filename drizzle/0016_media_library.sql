-- The media library (docs/decisions/0058-media-library.md): one row per stored image, and a row for every image
-- content names today (image columns, share images, images in articles' text); sizes are read from storage later.
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE INDEX "media_items_created_idx" ON "media_items" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "media_items" ("path")
SELECT DISTINCT "path" FROM (
	SELECT "featured_image" AS "path" FROM "hero_sections"
	UNION SELECT "featured_image_path" FROM "blog_posts"
	UNION SELECT "banner_image_path" FROM "courses"
	UNION SELECT "banner_image_path" FROM "internships"
	UNION SELECT "banner_image_path" FROM "banners"
	UNION SELECT "banner_image_path" FROM "alerts"
	UNION SELECT "image_path" FROM "content_seo"
	UNION SELECT (regexp_matches("content", '<img[^>]*src="/api/(uploads/[^"]+)"', 'g'))[1] FROM "blog_posts"
	UNION SELECT (regexp_matches("content", '<img[^>]*src="/api/(uploads/[^"]+)"', 'g'))[1] FROM "hero_sections"
) AS "used"
WHERE "path" ~ '^uploads/[^\\]+\.(webp|png|jpe?g|gif|avif)$'
ORDER BY "path"
ON CONFLICT ("path") DO NOTHING;
