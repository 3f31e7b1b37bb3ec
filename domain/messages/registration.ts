// The registration form's own texts (its page, sections, coupon button and receipt details), a module of
// their own so its page does not load the program pages' or the pay page's texts with them (ADR 9's budget).
export const registerHere = "Register Here";
export const personalInformation = "Personal Information";
export const academicInformation = "Academic & Professional Information";
export const trainingDetails = "Course & Training Details";
export const submitRegistration = "Submit Registration";
export const couponApply = "Apply";
export const couponAppliedButton = "Applied";

// The receipt's details the registrant may give.
export const receiptDetailsHeading = "For your receipt (optional)";
export const studentStateLabel = "Your State";
export const studentStatePlaceholder = "Select your state";
export const sponsorGstinLabel = "Sponsor's GSTIN";
export const sponsorGstinHint = "If a company pays for you and needs its GSTIN on the receipt.";
export const sponsorCompanyLabel = "Sponsoring Company";
