import { REGISTRATION_ERRORS } from "./registration.schema.ts";

/** A registration every check accepts (for the Full Stack Web Development course of the demo content). */
export const sampleRegistration = {
  fullName: "Aarav Sharma",
  fathersName: "Rakesh Sharma",
  nationality: "Indian",
  gender: "Male",
  email: "aarav@example.in",
  phone: "9876543210",
  address: "12 MG Road, Pune",
  workingStatus: "Student",
  collegeName: "IIT Delhi",
  branch: "Computer Science Engineering",
  year: "3rd Year",
  collegeAddress: "Hauz Khas, New Delhi",
  trainingType: "Courses",
  specificTraining: "Full Stack Web Development",
  agree: true,
};

/** Each field a registration must have, with the message its absence is refused with. */
export const requiredRegistrationFields: [field: string, message: string][] = [
  ["fullName", REGISTRATION_ERRORS.fullName],
  ["fathersName", REGISTRATION_ERRORS.fathersName],
  ["gender", REGISTRATION_ERRORS.gender],
  ["email", REGISTRATION_ERRORS.email],
  ["phone", REGISTRATION_ERRORS.phone],
  ["workingStatus", REGISTRATION_ERRORS.workingStatus],
  ["branch", REGISTRATION_ERRORS.branch],
  ["year", REGISTRATION_ERRORS.year],
  ["trainingType", REGISTRATION_ERRORS.trainingType],
  ["specificTraining", REGISTRATION_ERRORS.specificTraining],
  ["agree", REGISTRATION_ERRORS.agree],
];
