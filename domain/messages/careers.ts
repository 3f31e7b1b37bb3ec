// Enquiries and careers: contact page, open positions, job application (forms and API).
export const careerTabLabel = "Career Development";
export const servicesTabLabel = "IT Services";
export const contactThanksApi = "Thanks for reaching out! We'll reply within one working day.";
export const fieldRequired = (label: string) => `Please enter your ${label}.`;
export const fieldChoose = (label: string) => `Please choose your ${label}.`;
export const fieldNotText = (label: string) => `Your ${label} must be text.`;
export const fieldTooLong = (label: string, max: number) =>
  `Your ${label} must be at most ${max} characters.`;
export const emailInvalid = "Please enter a valid email address.";
export const jobsViewMore = "View More";
export const jobsViewLess = "View Less";
export const jobsShare = "Share";
export const jobsApply = "Apply";
export const jobApplicationTitle = "Job Application Form";
export const submitApplication = "Submit Application";
export const applicationSubmittedApi = "Application submitted successfully.";
export const jobNoLongerOpen = "This position is no longer accepting applications.";
// An application opened without a job (/opening-forms with no jobId): labelled as such, stored as such.
// A program's price on its page and card (issue 18): the fee, and with a coupon the fee after it, no code.
export const programFee = "Fee";
export const programFeeWithCoupon = (amount: string, percentage: number) =>
  `${amount} with a coupon (${Number(percentage.toFixed(2))}% off)`;
export const generalApplication = "General Application";
export const generalApplicationNote =
  "You are not applying for a listed opening: this general application is kept on file and matched with roles that fit your skills. To apply for a specific job, choose it from the open positions.";
export const generalApplicationLink = "See open positions";
export const applicationMultipartOnly = "Send the application as multipart/form-data.";
export const applicationPhoneInvalid = "Phone number must be exactly 10 digits.";
export const applicationAltPhoneInvalid = "Alternate phone number must be exactly 10 digits.";
export const applicationQualificationOther = "Please enter your qualification.";
export const applicationStatusRequired = "Please choose your current working status.";
export const applicationNoticeDaysInvalid = "Notice period must be a number of days.";
export const applicationJobIdInvalid = "The job reference is not valid.";
export const resumeRequired = "Please attach your resume (.pdf, .doc or .docx).";
export const resumeTooLarge = "Your resume must be 5 MB or smaller.";
export const resumeBadName = "The resume file name is not valid.";
export const resumeBadExtension = "Your resume must be a .pdf, .doc or .docx file.";
export const resumeContentMismatch = "Your resume's contents do not match a .pdf, .doc or .docx file.";
// The application posted without JavaScript: a browser cannot refill a file input, and every question is
// shown at once, so the ones that depend on an answer say which.
export const resumeChooseAgain = "Please choose your resume file again.";
export const applicationIfOther = "Only if your qualification is Other.";
export const applicationIfExperienced = "Only if you have work experience.";
export const applicationIfNoticePeriod = "Only if you have a notice period.";
