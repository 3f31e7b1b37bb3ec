/** Enquiry forms, chat, certificate check, coupon and registration answers, job applications. */
import { formatRupees } from "../rupees.ts";

export const phoneCareer = "❌ Phone number must be exactly 10 digits";
export const phoneServices = "Contact number must be exactly 10 digits";
export const duplicateEnquiry = "Your request is already with us — we’ll be in touch soon";
export const careerFailed = "❌ Career form submission failed";
export const servicesFailed = "❌ Services form submission failed";
export const enquiryThanks = "Thanks — we’ll get back to you shortly";
// The contact page's proof panel, kept on screen after the 3 s toast (issue 30, item 17).
export const enquiryProofHeading = "Your enquiry is with us";
export const enquiryProofLead = (email: string) =>
  `We have received it and will get back to you shortly. An acknowledgement is on its way to ${email}.`;
export const enquiryProofSentAt = "Sent";
export const enquiryProofAnother = "Send another enquiry";
export const messageSent = "Your message was sent successfully!";
export const submissionFailed = "Submission failed.";
export const submissionFailedRetry = "Submission failed. Please try again.";
export const unknownError = "An unknown error occurred.";
export const chatFailed = "Oops! Something went wrong. Please try again later.";
export const certificateBlank = "Please enter a valid Certificate ID.";
export const certificateNotFound = "❌ Certificate not found. Please check your ID and try again.";
export const certificatePlaceholder = "No Data Available Now";
export const trainingOptionsFailed = "Could not load training options.";
export const couponEmpty = "Please enter a coupon code.";
export const couponInvalid = "❌ Invalid or incorrect coupon code.";
// The amount as the summary writes it (Indian digit grouping, 2 decimals): "₹4,999.80".
export const couponApplied = (savedRupees: number) =>
  `✅ Coupon applied! You saved ${formatRupees(savedRupees)}.`;
export const registrationSuccess = (id: string) => `✅ Registration successful! Your ID: ${id}`;
export const registrationFailed = (error?: string) =>
  error ? `❌ ${error}` : "❌ Submission failed. Please try again.";
export const pdfFailed = "❌ Could not download PDF.";
export const applicationSuccess = "✅ Application submitted successfully!";
export const applicationFailed = (message?: string) =>
  message ? `❌ ${message}` : "❌ Failed to submit application.";
export const heroFetchFailed = "Failed to fetch hero sections.";
export const heroEmpty = "No active hero sections found.";
export const postsFetchFailed = "Failed to fetch blog posts.";
export const coursesFetchFailed = "Failed to fetch courses from the server.";
export const internshipsFetchFailed = "Failed to fetch internships from the server.";
export const networkNotOk = "Network response was not ok";
export const postFetchFailed = "Failed to fetch post data.";
export const postNotFound = "Post not found.";
export const heroNotFound = "Hero section not found.";
export const courseNotFound = "Course not found.";
export const internshipNotFound = "Internship not found.";
export const noCourseFound = "No course found.";
export const noInternshipFound = "No internship found.";
