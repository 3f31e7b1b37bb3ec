import { ERROR_PAGE_TEXT } from "../shell-text.ts";

// Static pages (who we are, service pages, portfolio) and the API's shared answers.
export const contactUsNow = "Contact Us Now";
export const partnerVisit = "Visit";
export const serviceGetInTouch = "Get in Touch";
export const serviceLetsTalk = "Lets Talk";
export const portfolioTitle = "projects";
export const portfolioArchive = "archive";
export const portfolioProject = (n: number) => `Project ${n}`;
export const noBlogPosts = "No Blog Posts Yet";
export const noBlogPostsBody = "We're working on creating some great content. Please check back soon!";
export const certificateIdNotFoundApi = "Certificate not found.";
export const registrationNotFound = "Registration not found.";
export const programUnavailable = "The selected program is not available. Please choose another one.";
export const jobNotFound = "Job not found.";
export const duplicateApi = "Duplicate enquiry: we already have your request for this.";
export const tooManyRequests = "Too many requests. Please try again in a moment.";
export const notFoundApi = "Not found.";
export const serviceUnavailable = ERROR_PAGE_TEXT.unavailableDetail;
export const internalError = "Something went wrong on our side. Please try again.";
export const bodyTooLarge = "The request is too large.";
export const invalidJson = "The request body is not valid JSON.";
export const jsonOnly = "Send the body as application/json.";
export const badAddress = "The address is not valid.";
export const busy = "The site is busy right now. Please try again in a moment.";
export const crossSiteRefused = "This form can only be sent from our own website.";
export const downloadCrossSite =
  "Downloads open only from the console's own pages: open the console and use its link.";
export const formTypeRefused = "Send this form as a web form (URL-encoded or multipart).";
export const methodNotAllowed = "This page cannot be sent a form.";
export const tooManyLookups = (minutes: number) =>
  `Too many certificate checks from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
export const noCoursesInCategory = (category: string) =>
  `There are no courses available in the "${category}" category.`;
export const noInternshipsInCategory = (category: string) =>
  `There are no internships available in the "${category}" category.`;
