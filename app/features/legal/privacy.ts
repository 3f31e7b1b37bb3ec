import {
  CONSENT_FORMS,
  CONSENT_NOTICE_VERSION,
  CONSENT_NOTICES,
  type ConsentForm,
} from "../../../domain/consent";
import { COMPANY, LEGAL } from "../../../domain/constants";
import type { LegalDocument } from "./legal-types";

/** Where each form of the site is, for the consent section. */
const FORM_NAMES: Record<ConsentForm, string> = {
  career: "The career enquiry form on our Contact page",
  services: "The IT services enquiry form on our Contact page",
  chat: "The details form of our chat assistant",
  enquiry: "The enquiry forms beside our articles, courses and internships",
  registration: "The course and internship registration form",
  "job-application": "The job application form",
  waitlist: "The waiting-list form of a full batch on our course and internship pages",
};

/**
 * Privacy Policy: effective July 2025, 16 numbered clauses (docs/product/pages.md, "Terms and Privacy"), and after them
 * the consent notices of our forms (domain/consent.ts), word for word as the forms show them.
 */
export const PRIVACY: LegalDocument = {
  title: "Privacy Policy",
  effective: `Effective ${LEGAL.privacyEffective}`,
  intro: [
    `This Privacy Policy explains what personal information ${COMPANY.name} collects when you use our website and services, why we collect it, how we protect it and the choices you have. We handle personal information in line with Indian law, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.`,
  ],
  clauses: [
    {
      id: "scope",
      title: "Scope of this policy",
      paragraphs: [
        "This policy covers our website, our enquiry, registration and job-application forms, the chat assistant, certificate verification, our Learning Management System (LMS) and the services we provide to students, interns, job seekers and business clients.",
      ],
    },
    {
      id: "who-we-are",
      title: "Who we are and how to reach us",
      paragraphs: [
        `${COMPANY.name} decides how and why your personal information is used. For any question or request about your data, contact us:`,
      ],
      showContact: true,
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      paragraphs: ["Depending on how you use our website and services, we collect:"],
      points: [
        "contact details you give us: name, e-mail address and phone number;",
        "registration details: date of birth, gender, nationality, address, college, branch, year of study, working status and the program you choose;",
        "job applications: your resume, qualifications, experience and notice period;",
        "the messages you send through our forms and the chat assistant;",
        "payment records (we do not store card or bank credentials; payment providers handle them);",
        "technical data: IP address, browser type, pages visited and the time of your visit.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      paragraphs: ["We use your information to:"],
      points: [
        "answer your enquiries and give you the advice you asked for;",
        "register you for courses and internships, run your LMS account and issue certificates;",
        "consider your job application and share it with the hiring team;",
        "deliver and invoice the services our business clients order;",
        "keep our website secure, prevent abuse and improve our content;",
        "send you updates about our programs, only when you have agreed and with an easy way to opt out.",
      ],
    },
    {
      id: "legal-basis",
      title: "Consent and legal basis",
      paragraphs: [
        "We process personal information with your consent, which you give when you submit a form or register, or where the law allows us to process it without consent, for example to meet a legal obligation. You may withdraw your consent at any time; this does not affect processing that took place before.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      paragraphs: [
        "We use a small number of cookies that are needed for the website to work and to remember your choices, and anonymous statistics that show us which pages are useful. You can block or delete cookies in your browser settings; some features may then not work properly.",
      ],
    },
    {
      id: "sharing",
      title: "How we share information",
      paragraphs: ["We do not sell your personal information. We share it only:"],
      points: [
        "with hiring companies, when you have asked for placement support or applied for a position;",
        "with service providers who host our systems, process payments or send e-mails for us, under contracts that oblige them to protect it;",
        "with authorities, when the law requires it or to protect our rights and the safety of others.",
      ],
    },
    {
      id: "certificate-verification",
      title: "Certificate verification",
      paragraphs: [
        "Anyone who knows a certificate ID can check it on our Verify Certificate page, which shows the name on the certificate, the training, its duration and the completion date. This lets employers confirm your achievement; please share your certificate ID only with people you want to see it.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep information",
      paragraphs: [
        "We keep personal information only as long as we need it for the purpose it was collected for: enquiries for up to two years, registration and certificate records for as long as certificates must remain verifiable, and job applications for up to one year unless you ask us to delete them sooner. Invoices and payment records are kept as long as tax law requires.",
      ],
    },
    {
      id: "security",
      title: "How we protect information",
      paragraphs: [
        "We protect personal information with encrypted connections, access limited to the staff who need it, secure storage of uploaded files and regular reviews of our systems. No system is completely secure, so please also keep your LMS password safe.",
      ],
    },
    {
      id: "breach-notification",
      title: "Data breach notification",
      paragraphs: [
        `If a security breach affects your personal information, we will notify you and the competent authorities within ${LEGAL.breachNotificationHours} hours of becoming aware of it, explaining what happened, what information was involved and what we are doing about it.`,
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: ["You have the right to:"],
      points: [
        "ask which personal information we hold about you and receive a summary of it;",
        "have inaccurate or incomplete information corrected;",
        "have your information deleted when we no longer need it;",
        "withdraw your consent and opt out of marketing messages;",
        "raise a grievance with us and, if you are not satisfied, with the Data Protection Board of India.",
      ],
      closing: [`Send your request to ${COMPANY.generalEmail}. We answer within 30 days.`],
    },
    {
      id: "children",
      title: "Children's privacy",
      paragraphs: [
        `Our website and services are not directed at children under ${LEGAL.childrenMinimumAge}, and we do not knowingly collect personal information from them. If you believe a child under ${LEGAL.childrenMinimumAge} has given us personal information, please contact us and we will delete it.`,
      ],
    },
    {
      id: "international",
      title: "Clients outside India",
      paragraphs: [
        "We serve clients and learners in several countries. Your information is stored and processed mainly in India; where a service provider processes it elsewhere, we make sure it is protected to the standard this policy describes.",
      ],
    },
    {
      id: "third-party-sites",
      title: "Other websites",
      paragraphs: [
        "Our pages link to partner and third-party websites. This policy does not cover them; please read their own privacy policies.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The effective date at the top of this page shows when it was last changed; for important changes we will also tell registered users by e-mail. Questions are always welcome:",
      ],
      showContact: true,
    },
  ],
  annexes: [
    {
      id: "consent",
      title: "Consent on our forms",
      paragraphs: [
        "Beside the button of each of our forms, a short notice says what the form collects, why, and how long we keep it. Sending the form gives your consent to that use, and to nothing else. We record which form you sent, which version of its notice you saw and when.",
        `What each form collects, why, and for how long (notices of ${CONSENT_NOTICE_VERSION}):`,
      ],
      points: CONSENT_FORMS.map((form) => {
        const notice = CONSENT_NOTICES[form];
        return `${FORM_NAMES[form]}: ${notice.collected}, to ${notice.purpose}; kept ${notice.kept}.`;
      }),
      closing: [
        `You can withdraw your consent, or ask us to erase your data, at any time and without giving a reason: write to our Grievance Officer at ${COMPANY.grievanceEmail}. Withdrawing does not affect what we did before it. We answer within 30 days; if you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
      ],
    },
  ],
};
