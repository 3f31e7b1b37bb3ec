// Content: blog, hero articles and the shared sidebar.
export const submitting = "Submitting...";
export const loadingFeedback = "Loading feedback...";
export const noFeedback = "No feedback available.";
export const clientFeedbackTitle = "Client Feedback";
export const studentFeedbackTitle = "Student Feedback";
export const loadingPost = "Loading post...";
export const loadingHero = "Loading hero section...";
export const enquireNow = "Enquire Now";
export const youMayAlsoLike = "You May Also Like";
export const moreInCategory = (category: string) => `More in ${category}`;
export const postedBy = "Posted By";
export const readMore = "Read More";
export const previous = "Previous";
export const next = "Next";
export const pageOf = (page: number, total: number) => `Page ${page} of ${total}`;
export const errorPrefixed = (message: string) => `Error: ${message}`;
