/** Demo hero articles, jobs, certificates, testimonials, hiring-company logos and alerts (all invented). */

export interface HeroSeed {
  slug: string;
  title: string;
  smallDescription: string;
  author: string;
  category: string;
  daysAgo: number;
  content: string;
}

export const HERO_SECTIONS: HeroSeed[] = [
  {
    slug: "launch-your-tech-career",
    title: "Launch Your Tech Career",
    smallDescription:
      "Job-ready courses and live-project internships in Noida, with mentors from the industry and placement support until you are hired.",
    author: "Rohit Verma",
    category: "Careers",
    daysAgo: 2,
    content: `<p>Every year thousands of graduates in Delhi NCR look for their first role in technology. Many have the
degree; fewer have the practical experience companies ask for. Nexora Technologies was started to close that gap.</p>
<h2>Learn by building</h2>
<p>Our courses are taught by engineers who build software for clients every day. You write code from the first week,
get it reviewed, and finish with <strong>portfolio projects deployed to the cloud</strong>.</p>
<ul>
<li>Live classes in small batches, online or at our Sector 63 centre</li>
<li>Weekly code reviews and doubt-clearing hours</li>
<li>Mock interviews and resume reviews before placement drives</li>
</ul>
<h2>Then prove it on real work</h2>
<p>Our internships put you on live client projects with a named mentor. You attend stand-ups, ship features and
present your work, exactly as you will in your first job.</p>
<blockquote>We measure ourselves by one number: how many of our learners get hired.</blockquote>
<p>Browse our <a href="/learning-opportunities">courses</a> and <a href="/career-opportunities">internships</a>, or
<a href="/registration-forms">register for the next batch</a>.</p>`,
  },
  {
    slug: "internships-that-build-real-experience",
    title: "Internships That Build Real Experience",
    smallDescription:
      "Work on live client projects with a mentor, earn a verifiable certificate, and get a pre-placement interview if you perform well.",
    author: "Neha Gupta",
    category: "Careers",
    daysAgo: 9,
    content: `<p>An internship should be more than a certificate. At Nexora, interns join our delivery teams and work
on the same projects as our engineers and designers.</p>
<h2>How it works</h2>
<ul>
<li><strong>Week 1:</strong> onboarding, tools and the team's way of working</li>
<li><strong>Weeks 2–10:</strong> sprints on a live project with reviews every week</li>
<li><strong>Final weeks:</strong> release, demo to the client and a feedback session</li>
</ul>
<p>Strong performers receive a <strong>letter of recommendation</strong> and a pre-placement interview.</p>
<p>See the <a href="/career-opportunities">open internships</a>.</p>`,
  },
  {
    slug: "placement-support-that-goes-the-distance",
    title: "Placement Support That Goes the Distance",
    smallDescription:
      "Resume clinics, mock interviews and referrals to more than 1500 hiring partners across India.",
    author: "Priya Nair",
    category: "Careers",
    daysAgo: 16,
    content: `<p>Finishing a course is the beginning, not the end. Our placement cell works with every learner until
they accept an offer.</p>
<h2>What you get</h2>
<ul>
<li>Resume and LinkedIn reviews by recruiters</li>
<li>Mock technical and HR interviews with written feedback</li>
<li>Referrals to hiring partners and invitations to placement drives</li>
</ul>
<blockquote>Our mentors still answer learners' messages long after the batch has ended.</blockquote>
<p>See the <a href="/open-positions">open positions</a> with our partners, or
<a href="/contact">talk to a career advisor</a>.</p>`,
  },
];

export interface JobSeed {
  title: string;
  company: string;
  mode: string;
  hours: string;
  category: string;
  education: string;
  hiringSteps: string;
  jobType: string;
  startDate: string | null;
  deadline: string | null;
  description: string;
  status: "open" | "closed";
}

export const JOBS: JobSeed[] = [
  {
    title: "Junior React Developer",
    company: "Nexora Technologies",
    mode: "Hybrid",
    hours: "40",
    category: "Development",
    education: "B.Tech / BCA / MCA in Computer Science or IT",
    hiringSteps: "Online Assessment, Technical Interview, HR Discussion",
    jobType: "Full Time",
    startDate: "2027-02-15",
    deadline: "2027-01-31",
    description:
      "Build responsive interfaces for client web applications with React and TypeScript. You will work with designers and backend developers, write tests for your components, and take part in code reviews. Freshers with strong projects are welcome.",
    status: "open",
  },
  {
    title: "Node.js Backend Developer",
    company: "Nexora Technologies",
    mode: "Onsite",
    hours: "45",
    category: "Development",
    education: "B.Tech / MCA",
    hiringSteps: "Coding Test, Technical Interview, System Design Discussion, HR Discussion",
    jobType: "Full Time",
    startDate: "2027-03-01",
    deadline: "2027-02-15",
    description:
      "Design and build REST APIs with Node.js and PostgreSQL for our client products. One to three years of experience with Express or a similar framework, SQL and Git is expected.",
    status: "open",
  },
  {
    title: "UI/UX Design Intern",
    company: "Pixelvine Studios",
    mode: "WFH",
    hours: "30",
    category: "Design",
    education: "Any graduate or final-year student with a design portfolio",
    hiringSteps: "Portfolio Review, Design Task, Interview",
    jobType: "Internship",
    startDate: "2027-01-10",
    deadline: "2026-12-31",
    description:
      "Support the design team on mobile and web projects: research, wireframes and high-fidelity screens in Figma. Stipend of ₹12,000 per month.",
    status: "open",
  },
  {
    title: "Data Analyst",
    company: "Quantiva Analytics",
    mode: "Hybrid",
    hours: "40",
    category: "Data Science",
    education: "Graduate in Statistics, Mathematics, Engineering or Commerce",
    hiringSteps: "Aptitude Test, SQL Assessment, Case Study Interview, HR Discussion",
    jobType: "Full Time",
    startDate: null,
    deadline: "2027-03-15",
    description:
      "Turn sales and operations data into weekly dashboards and insights for retail clients. Strong SQL and Excel are required; Python and Power BI are a plus.",
    status: "open",
  },
  {
    title: "Network Support Engineer",
    company: "Trinetra Infosystems",
    mode: "Onsite",
    hours: "48",
    category: "Networking",
    education: "Diploma / B.Tech with CCNA preferred",
    hiringSteps: "Technical Interview, Practical Lab Test, HR Discussion",
    jobType: "Full Time",
    startDate: "2027-01-05",
    deadline: null,
    description:
      "Install, monitor and troubleshoot LAN, WAN and Wi-Fi networks for enterprise clients in Noida and Greater Noida. Rotational shifts apply.",
    status: "open",
  },
  {
    title: "Digital Marketing Executive",
    company: "Brandleaf Media",
    mode: "Onsite",
    hours: "40",
    category: "Marketing",
    education: "Any graduate",
    hiringSteps: "Interview, Assignment, HR Discussion",
    jobType: "Full Time",
    startDate: "2026-08-01",
    deadline: "2026-07-15",
    description:
      "Plan and run social media and search campaigns for consumer brands. This position has been filled.",
    status: "closed",
  },
];

export interface CertificateSeed {
  certificateId: string;
  registrationId: string;
  fullName: string;
  trainingType: string;
  specificTraining: string;
  duration: string;
  gender: string;
  completionDate: string;
}

export const CERTIFICATES: CertificateSeed[] = [
  {
    certificateId: "NXT-2025-00421",
    registrationId: "REG-4HQ7M2KX9P",
    fullName: "Aarav Sharma",
    trainingType: "Courses",
    specificTraining: "Full Stack Web Development",
    duration: "6 Months",
    gender: "Male",
    completionDate: "2025-06-30",
  },
  {
    certificateId: "NXT-2025-00587",
    registrationId: "REG-8TZ3N6WQ2L",
    fullName: "Ishita Verma",
    trainingType: "Internship",
    specificTraining: "Web Development Internship",
    duration: "3 Months",
    gender: "Female",
    completionDate: "2025-09-12",
  },
  {
    certificateId: "NXT-2025-00633",
    registrationId: "REG-2FJ9R4CY7D",
    fullName: "Mohammed Faiz Khan",
    trainingType: "Courses",
    specificTraining: "Python for Data Science",
    duration: "4 Months",
    gender: "Male",
    completionDate: "2025-10-20",
  },
  {
    certificateId: "NXT-2026-00104",
    registrationId: "REG-6PV2H8MB5S",
    fullName: "Sanya Reddy",
    trainingType: "Courses",
    specificTraining: "UI/UX Design Masterclass",
    duration: "3 Months",
    gender: "Female",
    completionDate: "2026-03-28",
  },
];

export interface TestimonialSeed {
  title: string;
  feedback: string;
  name: string;
}

export const STUDENT_TESTIMONIALS: TestimonialSeed[] = [
  {
    name: "Aarav Sharma",
    title: "Placed at Quantiva Analytics",
    feedback:
      "The full stack course was hands-on from the first week. The mock interviews were tougher than my real ones, which is exactly why I cleared them.",
  },
  {
    name: "Ishita Verma",
    title: "Placed at Pixelvine Studios",
    feedback:
      "My internship at Nexora gave me two live projects for my portfolio. My mentor reviewed every pull request and taught me how real teams work.",
  },
  {
    name: "Mohammed Faiz Khan",
    title: "Placed at Trinetra Infosystems",
    feedback:
      "I came from a mechanical background. The Python for Data Science batch explained statistics in a way that finally made sense to me.",
  },
  {
    name: "Sanya Reddy",
    title: "Placed at Brandleaf Media",
    feedback:
      "The UI/UX masterclass helped me build three case studies. Recruiters asked about them in every interview.",
  },
  {
    name: "Vikram Singh Rathore",
    title: "Placed at Cloudnest Systems",
    feedback:
      "Small batches meant my doubts were answered the same day. The AWS labs were practical and the practice tests were spot on.",
  },
  {
    name: "Pooja Yadav",
    title: "Placed at Aarohan Fintech",
    feedback:
      "The DSA course had a clear plan and weekly contests. I went from struggling with arrays to solving graph problems in interviews.",
  },
  {
    name: "Rahul Mehta",
    title: "Placed at Nexora Technologies",
    feedback:
      "I joined as an intern and received a full-time offer. The team treats interns like engineers from day one.",
  },
  {
    name: "Kavya Menon",
    title: "Placed at Swiftcart Logistics",
    feedback:
      "The placement cell kept sending me opportunities until I got the role I wanted. Their resume review changed how I presented my projects.",
  },
  {
    name: "Arjun Nair",
    title: "Placed at Veda Health Tech",
    feedback:
      "The MERN course projects were close to real products. I explained my marketplace app in the interview and got the offer.",
  },
  {
    name: "Simran Kaur",
    title: "Placed at Lumina EdTech",
    feedback:
      "Classes were available in Hindi and English, which helped me a lot. The trainers are patient and very practical.",
  },
  {
    name: "Deepak Chauhan",
    title: "Placed at Trinetra Infosystems",
    feedback:
      "The Cisco lab at the Noida centre made CCNA concepts easy to understand. I cleared the certification on my first attempt.",
  },
  {
    name: "Ananya Bose",
    title: "Placed at Orbitron Games",
    feedback:
      "The Blender course took me from zero to a showreel. The studio-style reviews prepared me for feedback at work.",
  },
];

export const CLIENT_TESTIMONIALS: TestimonialSeed[] = [
  {
    name: "Rajesh Khanna",
    title: "Director, Swiftcart Logistics",
    feedback:
      "Nexora rebuilt our shipment tracking portal in ten weeks. Communication was clear and every release was on schedule.",
  },
  {
    name: "Anjali Deshpande",
    title: "Founder, Lumina EdTech",
    feedback:
      "Their team designed and developed our learning app and still supports us today. We have hired four of their trained developers.",
  },
  {
    name: "Sameer Joshi",
    title: "CTO, Aarohan Fintech",
    feedback:
      "A professional team that understands security. The code we received was tested, documented and easy for our engineers to maintain.",
  },
  {
    name: "Farah Siddiqui",
    title: "Marketing Head, Veda Health Tech",
    feedback:
      "Our digital campaigns doubled enquiries in one quarter. The weekly reports were honest and easy to act on.",
  },
  {
    name: "Harpreet Gill",
    title: "Operations Manager, Greenfield Agro Foods",
    feedback:
      "Nexora moved our inventory system to the cloud without downtime. Their support team responds quickly whenever we need help.",
  },
  {
    name: "Nitin Agarwal",
    title: "HR Head, Cloudnest Systems",
    feedback:
      "Candidates from Nexora come with real project experience and good communication. Our onboarding time has dropped noticeably.",
  },
];

/** Hiring partners for the logo wall (invented companies). */
export const HIRING_COMPANIES: string[] = [
  "Quantiva Analytics",
  "Pixelvine Studios",
  "Trinetra Infosystems",
  "Brandleaf Media",
  "Cloudnest Systems",
  "Aarohan Fintech",
  "Swiftcart Logistics",
  "Veda Health Tech",
  "Lumina EdTech",
  "Orbitron Games",
  "Greenfield Agro Foods",
  "Kavach Cyber Labs",
];

export interface AlertSeed {
  category: "mid" | "bottom";
  title: string;
  button1Link: string;
  /** Instead of the link: a demo batch (seed/content/batches.ts), as staff pick one in the alert's form. */
  batch?: { program: string; startsOn: string };
}

export const ALERTS: AlertSeed[] = [
  {
    category: "mid",
    title: "Admissions Open for the January 2027 Batch",
    button1Link: "/registration-forms",
    batch: { program: "MERN Stack Development", startsOn: "2027-01-11" },
  },
  {
    category: "bottom",
    title: "New batches every month: save up to 25% on selected courses",
    button1Link: "/learning-opportunities",
  },
];
