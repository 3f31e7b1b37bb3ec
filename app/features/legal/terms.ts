import { COMPANY, LEGAL } from "../../../domain/constants";
import type { LegalDocument } from "./legal-types";

/** Terms and Conditions: 18 numbered clauses (docs/product/pages.md, "Terms and Privacy"). */
export const TERMS: LegalDocument = {
  title: "Terms and Conditions",
  intro: [
    `These Terms and Conditions ("Terms") govern your use of the ${COMPANY.name} website and of every course, internship, IT service, brand-building and digital-marketing service we offer. Please read them carefully. "We", "us" and "our" mean ${COMPANY.name}; "you" means the person using our website or services.`,
  ],
  clauses: [
    {
      id: "acceptance",
      title: "Acceptance of these Terms",
      paragraphs: [
        "By browsing our website, sending us an enquiry, registering for a program or buying any of our services, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the website or our services.",
      ],
    },
    {
      id: "about-us",
      title: "About us",
      paragraphs: [
        `${COMPANY.name} is an IT-services and training company based in Noida, Uttar Pradesh, India. You can reach us at the contact details below; questions about courses and internships are best sent to our education desk.`,
      ],
      showContact: true,
    },
    {
      id: "eligibility",
      title: "Eligibility",
      paragraphs: [
        `You must be ${LEGAL.minimumAge} years of age or older to register for a course or internship, create an account, apply for a job or buy a service from us. By registering you confirm that you are at least ${LEGAL.minimumAge} years old and able to enter into a binding contract under Indian law.`,
      ],
    },
    {
      id: "our-services",
      title: "Our services",
      paragraphs: ["We offer:"],
      points: [
        "IT solutions: web and app development, cloud, cyber security, UI/UX design, artificial intelligence and machine learning;",
        "brand building and digital marketing for businesses;",
        "career development: training courses, internships and placement support.",
      ],
    },
    {
      id: "accounts-and-lms",
      title: "Accounts and LMS access",
      paragraphs: [
        "When you enrol in a course or internship we create an account for you on our Learning Management System (LMS), where you find recorded lessons, study material, assignments and the schedule of live sessions.",
        "Your LMS account is personal. Keep your password confidential and do not share your login with anyone. You are responsible for everything done through your account; tell us at once if you think someone else has used it. We may suspend an account that is shared or misused.",
      ],
    },
    {
      id: "registration",
      title: "Registration and enrolment",
      paragraphs: [
        "The information you give us when you register must be true, complete and up to date. A place in a batch is confirmed only after we have received your registration and payment. We may refuse or cancel a registration made with false information.",
        "Batch dates, timings and trainers may change for reasons outside our control; we will tell you about any change in good time and offer you another batch where possible.",
      ],
    },
    {
      id: "fees-and-payment",
      title: "Fees and advance payment",
      paragraphs: [
        "All paid services, including courses, internships, IT projects, brand building and digital marketing, are paid in advance, before access is given or work begins, unless we have agreed otherwise in writing. For a course or internship you pay the registration fee together with the program fee shown at registration.",
        "Prices are in Indian rupees. A coupon applies only to the program it was issued for, can be used once per registration and has no cash value.",
      ],
    },
    {
      id: "refunds",
      title: "Refund policy",
      paragraphs: [
        "You may ask for a refund of a course or internship fee only if all of the following are true:",
      ],
      points: [
        `your request reaches us within ${LEGAL.refundWindowDays} calendar days of your enrolment;`,
        `you have accessed no more than ${LEGAL.refundMaxMaterialPercent}% of the course material on the LMS; and`,
        "you have not attended any live session.",
      ],
      closing: [
        `To ask for a refund, write to ${COMPANY.educationEmail} with your registration ID. Approved refunds are paid to the original payment method within 10 working days. Once any of these conditions is no longer met, fees are not refundable.`,
      ],
    },
    {
      id: "placement-and-internships",
      title: "Placement support and internships",
      paragraphs: [
        "Placement support includes resume reviews, mock interviews and introductions to hiring companies. Where a program advertises a placement promise, its conditions (such as attendance, completed assignments and passed assessments) are part of that program's description and apply together with these Terms.",
        "Interns work on real or simulated projects under the guidance of a mentor. Any stipend or offer of employment is made in writing and depends on your performance and the needs of the hiring company.",
      ],
    },
    {
      id: "certificates",
      title: "Certificates",
      paragraphs: [
        "We issue a certificate when you have completed the requirements of your course or internship. Each certificate carries a unique ID that anyone can check on our Verify Certificate page. We may withdraw a certificate that was obtained by cheating or with false information.",
      ],
    },
    {
      id: "client-projects",
      title: "IT, brand-building and digital-marketing projects",
      paragraphs: [
        "Work for business clients is described in a proposal or statement of work that sets out the scope, deliverables, timeline and price. Timelines depend on you giving us the content, access and approvals we need. Work outside the agreed scope is quoted separately.",
        "We do not promise specific search rankings, advertising results or sales figures, because these depend on factors outside our control.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      paragraphs: ["When you use our website, LMS or live sessions you must not:"],
      points: [
        "break any law or anyone else's rights;",
        "try to gain unauthorised access to our systems or disrupt them, or upload malicious code;",
        "copy, scrape or resell our content or course material;",
        "record, share or stream live sessions without our written permission;",
        "harass, abuse or impersonate trainers, other learners or our staff.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        `The website, our course material, videos, recordings, logos and the ${COMPANY.name} name belong to us or to those who licensed them to us. You receive a personal, non-transferable licence to use course material for your own learning while your access lasts.`,
        "For client projects, ownership of the final deliverables passes to the client once we have been paid in full, unless the proposal says otherwise. We may keep and reuse our general tools, know-how and components.",
      ],
    },
    {
      id: "your-submissions",
      title: "Your submissions",
      paragraphs: [
        "When you send us an enquiry, a resume, feedback or a testimonial, you allow us to use it to answer you and to provide our services. We publish a testimonial with your name only when you have agreed to it. How we handle personal information is explained in our Privacy Policy.",
      ],
    },
    {
      id: "third-party-links",
      title: "Third-party links and partners",
      paragraphs: [
        "Our pages link to partners, hiring companies, payment providers and other websites that we do not control. Their own terms and privacy policies apply, and we are not responsible for their content or services.",
      ],
    },
    {
      id: "liability",
      title: "Disclaimers and limitation of liability",
      paragraphs: [
        "We work hard to keep our website and services accurate and available, but we provide them as they are, without any promise that they will always be uninterrupted or free of errors.",
        "To the extent the law allows, we are not liable for indirect or consequential losses such as lost profits, data or opportunities, and our total liability for any claim is limited to the fees you paid us for the service the claim is about.",
      ],
    },
    {
      id: "termination-and-changes",
      title: "Suspension, termination and changes",
      paragraphs: [
        "We may suspend or end your access, without a refund, if you seriously or repeatedly break these Terms.",
        "We may update these Terms from time to time. The version published on this page applies from the day it is published; if you keep using our website or services after a change, you accept the updated Terms.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law, disputes and contact",
      paragraphs: [
        `These Terms are governed by the laws of India. We will first try to settle any disagreement with you amicably; if that fails, the dispute is subject to the exclusive jurisdiction of the courts in ${LEGAL.disputeCourtsCity}, Uttar Pradesh.`,
        "Questions about these Terms are welcome at any time:",
      ],
      showContact: true,
    },
  ],
};
