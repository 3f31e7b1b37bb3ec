/** A course's form values as the console's course kind stores them: the smallest complete course for a test. */
export const courseValues = (title: string, slug: string, description = "A short course.") => ({
  title,
  slug,
  category: "Programming",
  description,
  duration: "1 Month",
  skillLevel: "Beginner",
  language: "English",
  feesPaise: 100_000,
  sortOrder: 9,
});
