/** A valid body for POST /api/registration (integration and end-to-end tests), for the given person. */
export function registrationBody(person: { name: string; email: string; phone: string; gender?: string }) {
  return {
    fullName: person.name,
    fathersName: "Father's Name",
    nationality: "Indian",
    gender: person.gender ?? "Female",
    email: person.email,
    phone: person.phone,
    address: "12 MG Road, Noida",
    workingStatus: "Student",
    collegeName: "IIT Delhi",
    branch: "Computer Science Engineering",
    year: "3rd Year",
    collegeAddress: "Hauz Khas, New Delhi",
    trainingType: "Courses",
    specificTraining: "Full Stack Web Development",
    agree: true,
  };
}
