/** The demo content's two programs a registration test signs up for, as rows of their tables. */

/** Full Stack Web Development: ₹24,999 for 6 months (a `courses` row). */
export const fullStackCourse = {
  slug: "full-stack-web-development",
  title: "Full Stack Web Development",
  category: "Development",
  duration: "6 Months",
  feesPaise: 2_499_900,
};

/** Web Development Internship: ₹4,999 for 3 months (an `internships` row). */
export const webInternship = {
  slug: "web-development-internship",
  title: "Web Development Internship",
  category: "Development",
  duration: "3 Months",
  feesPaise: 499_900,
};
