/** Valid bodies for the public enquiry endpoints (POST /api/career and /api/services), for integration tests. */

/** A training enquiry (POST /api/career). */
export const careerEnquiryBody = {
  name: "Asha Verma",
  college: "IIT Delhi",
  email: "asha@example.in",
  phone: "9876543210",
  location: "Noida",
  training: "Internship",
};

/** A services enquiry (POST /api/services). */
export const servicesEnquiryBody = {
  name: "Rahul Mehta",
  organization: "Mehta Exports",
  email: "rahul@mehta.in",
  phone: "9123456780",
  location: "Delhi",
  service: "Cloud Solutions",
};
