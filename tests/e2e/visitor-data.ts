/** What a visitor sends in e2e tests that register through the API (the required fields only). */
export const SAMPLE_REGISTRATION = {
  fullName: "Meera Iyer",
  fathersName: "Suresh Iyer",
  gender: "Female",
  email: "meera@example.in",
  phone: "9123456780",
  workingStatus: "Student",
  branch: "Information Technology",
  year: "2nd Year",
  trainingType: "Courses",
  specificTraining: "Full Stack Web Development",
  agree: true,
};
