/** The home page's data shapes (what the home loader sends; section components take these as props). */
import type { ProgramCardData as ProgramCardBase } from "../programs/program-card";
import type { SectionState } from "./section-state";

export interface HeroSlideData {
  title: string;
  small_description: string;
  featured_image: string;
  slug: string;
}

/** A program card's data (what the catalogue's cards take) with the duration and skill level the home's cards show. */
export interface ProgramCardData extends ProgramCardBase {
  duration: string;
  skill_level: string;
}

export interface PostTeaserData {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  created_at: string;
  featured_image_path: string;
  category: string;
  author: string;
}

export interface LogoData {
  id: number;
  title: string;
  banner_image_path: string;
  /** The logo's description: the library's alt text, else the company's name (the title when absent). */
  image_alt?: string;
}

export interface TestimonialData {
  id: number;
  title: string;
  feedback: string;
  name: string;
}

export interface HomeData {
  hero: SectionState<HeroSlideData>;
  courses: SectionState<ProgramCardData>;
  internships: SectionState<ProgramCardData>;
  posts: SectionState<PostTeaserData>;
  /** Secondary sections stream in after the first paint. */
  logos: Promise<SectionState<LogoData>>;
  studentFeedback: Promise<SectionState<TestimonialData>>;
  clientFeedback: Promise<SectionState<TestimonialData>>;
}
