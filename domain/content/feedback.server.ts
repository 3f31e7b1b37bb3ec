import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { banners, feedback } from "../db/schema.ts";

export interface Testimonial {
  id: number;
  title: string;
  feedback: string;
  name: string;
}

/** Active testimonials of one kind (GET /api/student-feedback, /api/client-feedback). */
export function listFeedback(db: Db, kind: "student" | "client"): Promise<Testimonial[]> {
  return db
    .select({ id: feedback.id, title: feedback.title, feedback: feedback.feedback, name: feedback.name })
    .from(feedback)
    .where(and(eq(feedback.kind, kind), eq(feedback.isActive, true)))
    .orderBy(asc(feedback.sortOrder), asc(feedback.id));
}

export interface Logo {
  id: number;
  title: string;
  banner_image_path: string;
}

/** Hiring-company logos for the logo wall (GET /api/get-all-banners). */
export function listBanners(db: Db): Promise<Logo[]> {
  return db
    .select({ id: banners.id, title: banners.title, banner_image_path: banners.bannerImagePath })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
