/**
 * Migration 0016 (the media library, docs/decisions/0058-media-library.md) on a database that stood at 0015 with
 * content in it, on PGlite and on PostgreSQL (TEST_DB_KIND): every image content names (image columns, share
 * images, images in articles' text) becomes one library row; brochures, empty paths and addresses outside
 * `uploads/` do not.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateBefore, runMigration, type Scratch, scratchDatabase } from "../support/scratch-database.ts";

let db: Scratch;
let library: string;

beforeAll(async () => {
  db = await scratchDatabase();
  library = await migrateBefore(db, "0016");
});
afterAll(() => db?.close());

it("0016 makes one library row for every image content names, and none for anything else", async () => {
  await db.exec(`
    INSERT INTO courses (title, category, banner_image_path, brochure_path)
      VALUES ('Rust', 'Programming', 'uploads/courses/rust-aaaaaaaaaaaa.webp', 'uploads/brochures/rust-bbbbbbbbbbbb.pdf'),
             ('Go', 'Programming', '', '');
    INSERT INTO internships (title, category, banner_image_path)
      VALUES ('Design', 'Design', 'uploads/courses/rust-aaaaaaaaaaaa.webp');
    INSERT INTO blog_posts (slug, title, featured_image_path, content)
      VALUES ('a', 'A', 'uploads/blog/cover.jpg',
        '<p>x</p><img loading="lazy" src="/api/uploads/articles/chart-cccccccccccc.webp" alt="Chart" /><img src="/api/uploads/articles/two.png" alt="" />');
    INSERT INTO hero_sections (slug, title, featured_image, content)
      VALUES ('h', 'H', 'https://elsewhere.example/x.jpg', '<img src="/api/uploads/articles/chart-cccccccccccc.webp" alt="" />');
    INSERT INTO banners (title, banner_image_path) VALUES ('Acme', 'uploads/logos/acme.png');
    INSERT INTO alerts (category, title, banner_image_path) VALUES ('bottom', 'Sale', 'uploads/alerts/sale.webp');
    INSERT INTO content_seo (entity, entity_id, image_path) VALUES ('course', 1, 'uploads/seo/card.webp');
  `);
  await runMigration(db, library);
  const rows = await db.rows<{ path: string; alt: string; bytes: number | null }>(
    "SELECT path, alt, bytes FROM media_items ORDER BY path",
  );
  expect(rows.map((row) => row.path)).toEqual([
    "uploads/alerts/sale.webp",
    "uploads/articles/chart-cccccccccccc.webp",
    "uploads/articles/two.png",
    "uploads/blog/cover.jpg",
    "uploads/courses/rust-aaaaaaaaaaaa.webp",
    "uploads/logos/acme.png",
    "uploads/seo/card.webp",
  ]);
  expect(rows.every((row) => row.alt === "" && row.bytes === null)).toBe(true);
});
