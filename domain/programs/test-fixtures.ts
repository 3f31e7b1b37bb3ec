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
