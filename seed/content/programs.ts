/**
 * Demo catalogue: courses and internships of Nexora Technologies (invented content).
 * List fields mix `{ title, description }` items and plain strings, as the spec allows.
 */
import type { ListItem } from "../../domain/db/schema.ts";

export interface Coupon {
  code: string;
  percent: number;
}

export interface ProgramSeed {
  /** Null: listed without a detail page. */
  slug: string | null;
  title: string;
  description: string;
  category: string;
  duration: string;
  skillLevel: string;
  language: string;
  feesRupees: number;
  coupon?: Coupon;
  /** Generate a PDF brochure for this program. */
  brochure?: boolean;
  faqs: ListItem[];
}

export interface CourseSeed extends ProgramSeed {
  rating: number | null;
  reviewCount: number;
  keyFeatures: ListItem[];
  courseModules: ListItem[];
  loveItems: ListItem[];
}

export interface InternshipSeed extends ProgramSeed {
  internshipModules: ListItem[];
  responsibilities: ListItem[];
  perksAndBenefits: ListItem[];
}

const HINGLISH = "English & Hindi";

const commonLove: ListItem[] = [
  {
    title: "Small batches",
    description: "At most 25 learners per batch, so every doubt gets answered in class.",
  },
  {
    title: "Recorded sessions",
    description: "Missed a class? Every live session is recorded and available in the LMS within a day.",
  },
  "Weekend doubt-clearing hours with mentors",
  "Mock interviews with working engineers before placement drives",
];

const certificateFaq: ListItem = {
  title: "Will I get a certificate?",
  description:
    "Yes. Learners who complete the projects and the final assessment receive a Nexora Technologies certificate with a unique ID that employers can verify on our website.",
};
const scheduleFaq: ListItem = {
  title: "Are classes online or at the Noida centre?",
  description:
    "Both. Every batch runs live online, and learners near Noida can attend the same sessions at our Sector 63 centre. A free shuttle runs from Noida Sector 62 Metro Station.",
};
const emiFaq: ListItem = {
  title: "Can I pay the fee in instalments?",
  description:
    "Yes. After the registration fee of ₹500 you can pay the course fee in up to three monthly instalments at no extra cost.",
};

export const COURSES: CourseSeed[] = [
  {
    slug: "full-stack-web-development",
    title: "Full Stack Web Development",
    description:
      "Build and ship complete web applications with HTML, CSS, JavaScript, React, Node.js and PostgreSQL. Six months of live classes, weekly code reviews and three portfolio projects deployed to the cloud.",
    category: "Development",
    rating: 4.8,
    reviewCount: 126,
    duration: "6 Months",
    skillLevel: "Beginner to Advanced",
    language: HINGLISH,
    feesRupees: 24999,
    coupon: { code: "NEXORA20", percent: 20 },
    brochure: true,
    keyFeatures: [
      "Write semantic, accessible HTML and responsive layouts with modern CSS",
      "Master JavaScript and TypeScript fundamentals used in real codebases",
      "Build single-page applications with React, hooks and client-side routing",
      "Design REST APIs with Node.js and Express, backed by PostgreSQL",
      "Use Git, pull requests and code reviews the way product teams do",
      "Deploy, monitor and secure your applications in the cloud",
    ],
    courseModules: [
      {
        title: "Web Foundations",
        description: "HTML5, CSS layout with Flexbox and Grid, responsive design and accessibility basics.",
      },
      {
        title: "JavaScript and TypeScript",
        description: "Language core, the DOM, asynchronous code with promises, modules and static types.",
      },
      {
        title: "React in Practice",
        description: "Components, state, effects, forms, data fetching and testing with Testing Library.",
      },
      {
        title: "Backend with Node.js",
        description: "Express, REST design, validation, authentication with sessions and JWT, file uploads.",
      },
      {
        title: "Databases",
        description: "Relational modelling, SQL, indexes, migrations and an ORM on PostgreSQL.",
      },
      {
        title: "Capstone and Deployment",
        description: "A team project built in two-week sprints, CI pipelines and deployment to a cloud host.",
      },
    ],
    loveItems: commonLove,
    faqs: [
      {
        title: "Do I need prior coding experience?",
        description:
          "No. The first month starts from the basics. Learners who already code can move faster with stretch assignments.",
      },
      scheduleFaq,
      emiFaq,
      certificateFaq,
    ],
  },
  {
    slug: "mern-stack-development",
    title: "MERN Stack Development",
    description:
      "A focused programme on MongoDB, Express, React and Node.js for learners who know basic JavaScript and want to build production-style applications quickly.",
    category: "Development",
    rating: 4.6,
    reviewCount: 84,
    duration: "4 Months",
    skillLevel: "Intermediate",
    language: HINGLISH,
    feesRupees: 19999,
    coupon: { code: "MERN15", percent: 15 },
    keyFeatures: [
      "Model documents and relationships in MongoDB",
      "Build secure REST APIs with Express and Node.js",
      "Create fast React interfaces with reusable components",
      "Add authentication, payments and e-mail to your apps",
    ],
    courseModules: [
      {
        title: "Modern JavaScript Refresher",
        description: "ES modules, async/await, array methods, tooling.",
      },
      { title: "MongoDB and Mongoose", description: "Schemas, queries, aggregation and indexing." },
      { title: "Express APIs", description: "Routing, middleware, validation and error handling." },
      { title: "React Frontends", description: "State management, forms and data fetching patterns." },
      {
        title: "Project: Marketplace App",
        description: "A multi-user marketplace with payments and search.",
      },
    ],
    loveItems: commonLove,
    faqs: [scheduleFaq, emiFaq, certificateFaq],
  },
  {
    slug: "java-full-stack-development",
    title: "Java Full Stack Development",
    description:
      "Core Java, Spring Boot, Hibernate and Angular for learners aiming at enterprise development roles in service companies and banks.",
    category: "Development",
    rating: 4.5,
    reviewCount: 97,
    duration: "6 Months",
    skillLevel: "Beginner to Advanced",
    language: HINGLISH,
    feesRupees: 27999,
    brochure: true,
    keyFeatures: [
      "Object-oriented programming and collections in Core Java",
      "REST services with Spring Boot, Spring Data JPA and Hibernate",
      "Single-page frontends with Angular and TypeScript",
      "Unit and integration testing with JUnit and Mockito",
      "Microservice basics with Docker",
    ],
    courseModules: [
      { title: "Core Java", description: "Syntax, OOP, exceptions, collections, streams and generics." },
      { title: "Databases with JDBC and JPA", description: "SQL, MySQL, entity mapping and transactions." },
      { title: "Spring Boot", description: "Dependency injection, REST controllers, security and profiles." },
      { title: "Angular", description: "Components, services, routing, reactive forms and HTTP." },
      { title: "Enterprise Project", description: "A banking portal with role-based access and reports." },
    ],
    loveItems: commonLove,
    faqs: [scheduleFaq, emiFaq, certificateFaq],
  },
  {
    slug: "android-app-development-with-kotlin",
    title: "Android App Development with Kotlin",
    description:
      "Design, build and publish Android apps with Kotlin and Jetpack Compose, from your first screen to a release on the Play Store.",
    category: "Development",
    rating: null,
    reviewCount: 0,
    duration: "4 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 17999,
    keyFeatures: [
      "Kotlin language fundamentals and coroutines",
      "Declarative UI with Jetpack Compose and Material 3",
      "Local storage with Room and remote data with Retrofit",
      "Publishing an app on the Google Play Store",
    ],
    courseModules: [
      "Kotlin Basics",
      "Jetpack Compose Layouts",
      "Navigation and State",
      "Networking and Persistence",
      "Testing and Release",
    ],
    loveItems: ["Android devices available in the lab", ...commonLove.slice(0, 2)],
    faqs: [
      {
        title: "Do I need an Android phone?",
        description: "No. The emulator is enough, and test devices are available at the Noida centre.",
      },
      scheduleFaq,
      certificateFaq,
    ],
  },
  {
    slug: "ui-ux-design-masterclass",
    title: "UI/UX Design Masterclass",
    description:
      "Learn the complete product design process: user research, information architecture, wireframes, visual design and usability testing in Figma, with a portfolio of three case studies.",
    category: "Design",
    rating: 4.7,
    reviewCount: 58,
    duration: "3 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 14999,
    brochure: true,
    keyFeatures: [
      "Plan and run user interviews and usability tests",
      "Turn research into personas, journeys and flows",
      "Design responsive interfaces and design systems in Figma",
      "Prototype interactions and hand off to developers",
      "Present case studies that recruiters actually read",
    ],
    courseModules: [
      { title: "Design Thinking", description: "Problem framing, research methods and synthesis." },
      { title: "Information Architecture", description: "Card sorting, sitemaps and user flows." },
      { title: "Visual Design", description: "Typography, colour, grids and accessibility contrast." },
      { title: "Figma Deep Dive", description: "Auto layout, components, variants and prototyping." },
      { title: "Portfolio Studio", description: "Three case studies reviewed by practising designers." },
    ],
    loveItems: [
      { title: "Design critiques", description: "Weekly critiques with designers from product companies." },
      "Free Figma Professional workspace for the batch",
      ...commonLove.slice(0, 2),
    ],
    faqs: [
      {
        title: "Is drawing skill required?",
        description: "No. UI/UX design is about solving problems; we teach the visual skills you need.",
      },
      scheduleFaq,
      certificateFaq,
    ],
  },
  {
    slug: "graphic-design-with-adobe-suite",
    title: "Graphic Design with Adobe Suite",
    description:
      "Photoshop, Illustrator and InDesign for social media creatives, branding and print, taught through real briefs from local businesses.",
    category: "Design",
    rating: 4.4,
    reviewCount: 41,
    duration: "3 Months",
    skillLevel: "Beginner",
    language: "Hindi",
    feesRupees: 11999,
    coupon: { code: "CREATE10", percent: 10 },
    keyFeatures: [
      "Photo editing and compositing in Photoshop",
      "Logos, icons and illustrations in Illustrator",
      "Brochures and magazine layouts in InDesign",
      "Colour theory, typography and layout principles",
    ],
    courseModules: [
      { title: "Design Principles", description: "Balance, contrast, hierarchy and colour." },
      { title: "Photoshop", description: "Layers, masks, retouching and social media creatives." },
      { title: "Illustrator", description: "Pen tool, vector artwork and brand identities." },
      { title: "InDesign", description: "Multi-page layouts and print-ready export." },
    ],
    loveItems: commonLove,
    faqs: [scheduleFaq, emiFaq, certificateFaq],
  },
  {
    slug: "python-for-data-science",
    title: "Python for Data Science",
    description:
      "Go from Python basics to analysing real datasets with NumPy, pandas and Matplotlib, and build your first machine-learning models with scikit-learn.",
    category: "Data Science",
    rating: 4.6,
    reviewCount: 73,
    duration: "4 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 19999,
    coupon: { code: "DATA10", percent: 10 },
    brochure: true,
    keyFeatures: [
      "Python programming for analysis and automation",
      "Clean, reshape and join data with pandas",
      "Tell stories with charts in Matplotlib and Seaborn",
      "Statistics every analyst needs, explained with code",
      "Train and evaluate models with scikit-learn",
    ],
    courseModules: [
      { title: "Python Essentials", description: "Data types, functions, files and notebooks." },
      { title: "NumPy and pandas", description: "Arrays, DataFrames, grouping and time series." },
      { title: "Visualisation", description: "Charts that answer business questions." },
      { title: "Applied Statistics", description: "Distributions, hypothesis tests and A/B testing." },
      { title: "Machine Learning Basics", description: "Regression, classification and model evaluation." },
      { title: "Capstone", description: "An end-to-end analysis of Indian retail sales data." },
    ],
    loveItems: commonLove,
    faqs: [
      {
        title: "Is mathematics a prerequisite?",
        description: "School-level mathematics is enough. Statistics is taught from scratch with examples.",
      },
      scheduleFaq,
      emiFaq,
      certificateFaq,
    ],
  },
  {
    slug: "machine-learning-and-ai",
    title: "Machine Learning and AI",
    description:
      "Supervised and unsupervised learning, deep learning with PyTorch and practical generative AI, with projects on text, images and tabular data.",
    category: "Data Science",
    rating: 4.7,
    reviewCount: 52,
    duration: "6 Months",
    skillLevel: "Intermediate",
    language: "English",
    feesRupees: 29999,
    coupon: { code: "AI25", percent: 25 },
    keyFeatures: [
      "Feature engineering and model selection",
      "Neural networks with PyTorch",
      "Natural language processing and computer vision projects",
      "Building applications on large language models responsibly",
    ],
    courseModules: [
      { title: "ML Foundations", description: "Linear models, trees, ensembles and validation." },
      { title: "Unsupervised Learning", description: "Clustering, dimensionality reduction, anomalies." },
      { title: "Deep Learning", description: "Neural networks, CNNs and training practice in PyTorch." },
      { title: "Language Models", description: "Embeddings, retrieval and prompt design." },
      { title: "MLOps Basics", description: "Experiment tracking, packaging and serving models." },
    ],
    loveItems: commonLove,
    faqs: [
      {
        title: "What should I know before joining?",
        description: "Comfortable Python and basic statistics, or completion of Python for Data Science.",
      },
      scheduleFaq,
      certificateFaq,
    ],
  },
  {
    slug: "3d-animation-with-blender",
    title: "3D Animation with Blender",
    description:
      "Model, texture, rig and animate characters and scenes in Blender, and render a short film for your showreel.",
    category: "Animation",
    rating: 4.5,
    reviewCount: 29,
    duration: "5 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 21999,
    keyFeatures: [
      "Hard-surface and character modelling",
      "UV unwrapping, texturing and materials",
      "Rigging and keyframe animation",
      "Lighting and rendering with Cycles and EEVEE",
    ],
    courseModules: [
      { title: "Blender Interface and Modelling", description: "Meshes, modifiers and topology." },
      { title: "Materials and Texturing", description: "Shader nodes and texture painting." },
      { title: "Rigging", description: "Armatures, weights and controls." },
      { title: "Animation", description: "Timing, spacing and the twelve principles in practice." },
      { title: "Showreel Project", description: "A 30-second animated short." },
    ],
    loveItems: ["Render farm access for final projects", ...commonLove.slice(0, 2)],
    faqs: [scheduleFaq, certificateFaq],
  },
  {
    slug: "motion-graphics-with-after-effects",
    title: "Motion Graphics with After Effects",
    description:
      "Create animated titles, explainer videos and social media motion content with After Effects and Premiere Pro.",
    category: "Animation",
    rating: null,
    reviewCount: 0,
    duration: "3 Months",
    skillLevel: "Beginner",
    language: "Hindi",
    feesRupees: 12999,
    keyFeatures: [
      "Keyframes, easing and the graph editor",
      "Kinetic typography and logo reveals",
      "Shape layers and character animation basics",
      "Editing and exporting for YouTube and Instagram",
    ],
    courseModules: [
      "After Effects Fundamentals",
      "Typography in Motion",
      "Shape Layers and Expressions",
      "Explainer Video Project",
    ],
    loveItems: commonLove.slice(0, 3),
    faqs: [scheduleFaq, certificateFaq],
  },
  {
    slug: "data-structures-and-algorithms-in-cpp",
    title: "Data Structures and Algorithms in C++",
    description:
      "Crack coding rounds with a structured DSA path in C++: 300+ curated problems, weekly contests and mock interviews.",
    category: "Programming",
    rating: 4.9,
    reviewCount: 214,
    duration: "4 Months",
    skillLevel: "Intermediate",
    language: HINGLISH,
    feesRupees: 9999,
    coupon: { code: "CODE20", percent: 20 },
    keyFeatures: [
      "C++ and the STL for competitive programming",
      "Arrays, linked lists, stacks, queues, trees and graphs",
      "Recursion, dynamic programming and greedy techniques",
      "Time and space complexity analysis",
      "Interview patterns asked by product companies",
    ],
    courseModules: [
      { title: "C++ and STL", description: "Vectors, maps, sets, iterators and sorting." },
      { title: "Linear Data Structures", description: "Arrays, strings, linked lists, stacks, queues." },
      { title: "Trees and Graphs", description: "Traversals, BSTs, heaps, shortest paths." },
      { title: "Dynamic Programming", description: "Memoisation, tabulation and classic problems." },
      { title: "Interview Sprint", description: "Timed mock interviews and contest practice." },
    ],
    loveItems: commonLove,
    faqs: [
      {
        title: "Which language is used?",
        description: "C++. Solutions in Java are also shared for learners who prefer it.",
      },
      scheduleFaq,
      certificateFaq,
    ],
  },
  {
    slug: "java-programming-fundamentals",
    title: "Java Programming Fundamentals",
    description:
      "A gentle, thorough introduction to programming with Java for first-year students and career switchers.",
    category: "Programming",
    rating: 4.3,
    reviewCount: 66,
    duration: "2 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 6999,
    keyFeatures: [
      "Variables, conditions, loops and methods",
      "Object-oriented programming with classes and interfaces",
      "Collections and exception handling",
      "Small console projects every week",
    ],
    courseModules: [
      { title: "Getting Started", description: "JDK setup, IntelliJ IDEA and your first program." },
      { title: "Control Flow", description: "Conditions, loops and methods." },
      { title: "Object-Oriented Java", description: "Classes, inheritance, interfaces." },
      { title: "Collections", description: "Lists, sets, maps and iteration." },
    ],
    loveItems: commonLove.slice(0, 2),
    faqs: [scheduleFaq, certificateFaq],
  },
  {
    slug: "ccna-networking-essentials",
    title: "CCNA Networking Essentials",
    description:
      "Routing, switching, IP addressing and network security with hands-on labs, preparing you for the Cisco CCNA exam.",
    category: "Networking",
    rating: 4.4,
    reviewCount: 38,
    duration: "3 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 15999,
    brochure: true,
    keyFeatures: [
      "OSI and TCP/IP models explained with packet captures",
      "IPv4 and IPv6 addressing and subnetting",
      "VLANs, STP, OSPF and inter-VLAN routing",
      "Network security fundamentals and ACLs",
    ],
    courseModules: [
      { title: "Network Fundamentals", description: "Topologies, cabling, OSI and TCP/IP." },
      { title: "Switching", description: "VLANs, trunking, STP and EtherChannel." },
      { title: "Routing", description: "Static routes, OSPF and route summarisation." },
      { title: "Services and Security", description: "DHCP, NAT, ACLs and device hardening." },
      { title: "Exam Preparation", description: "Practice tests and lab challenges." },
    ],
    loveItems: ["Physical Cisco lab at the Noida centre", ...commonLove.slice(0, 2)],
    faqs: [scheduleFaq, emiFaq, certificateFaq],
  },
  {
    slug: null,
    title: "Cloud Computing Essentials",
    description:
      "Understand compute, storage, networking and security in the cloud, with guided labs on AWS and Azure. New batch dates will be announced soon.",
    category: "Networking",
    rating: null,
    reviewCount: 0,
    duration: "2 Months",
    skillLevel: "Beginner",
    language: "English",
    feesRupees: 9999,
    keyFeatures: ["Cloud service models", "Virtual machines and storage", "Identity and access management"],
    courseModules: ["Cloud Concepts", "Compute and Storage", "Networking in the Cloud", "Security Basics"],
    loveItems: commonLove.slice(0, 2),
    faqs: [certificateFaq],
  },
  {
    slug: "aws-certified-cloud-practitioner-prep",
    title: "AWS Certified Cloud Practitioner Prep",
    description:
      "A compact exam-preparation course for the AWS Certified Cloud Practitioner certification, with practice tests and hands-on labs.",
    category: "Certification",
    rating: 4.6,
    reviewCount: 45,
    duration: "6 Weeks",
    skillLevel: "Beginner",
    language: "English",
    feesRupees: 7999,
    coupon: { code: "CLOUD10", percent: 10 },
    keyFeatures: [
      "All four exam domains covered in depth",
      "Hands-on labs in a sandbox AWS account",
      "Six full-length practice tests with explanations",
    ],
    courseModules: [
      { title: "Cloud Concepts", description: "Value of the cloud and the shared responsibility model." },
      { title: "Security and Compliance", description: "IAM, encryption and compliance programmes." },
      { title: "Technology", description: "EC2, S3, RDS, Lambda, VPC and more." },
      { title: "Billing and Pricing", description: "Pricing models, cost tools and support plans." },
    ],
    loveItems: ["Exam voucher guidance", ...commonLove.slice(0, 2)],
    faqs: [
      {
        title: "Is the exam fee included?",
        description: "No. The AWS exam fee is paid directly to AWS; we help you book the exam.",
      },
      certificateFaq,
    ],
  },
  {
    slug: "digital-marketing-professional",
    title: "Digital Marketing Professional",
    description:
      "SEO, Google Ads, social media marketing, content and analytics, taught by practitioners who run campaigns for Indian brands every day.",
    category: "Other",
    rating: 4.2,
    reviewCount: 88,
    duration: "3 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 13999,
    coupon: { code: "GROW15", percent: 15 },
    keyFeatures: [
      "Search engine optimisation and keyword research",
      "Google Ads and Meta Ads campaigns with real budgets",
      "Content strategy and social media calendars",
      "Google Analytics 4 and reporting",
    ],
    courseModules: [
      { title: "Marketing Foundations", description: "Funnels, personas and positioning." },
      { title: "SEO", description: "On-page, technical and local SEO." },
      { title: "Performance Marketing", description: "Search, display and social campaigns." },
      { title: "Content and Social", description: "Calendars, creatives and community." },
      { title: "Analytics", description: "Tracking, attribution and dashboards." },
    ],
    loveItems: ["Live campaign budget for every learner", ...commonLove.slice(0, 3)],
    faqs: [scheduleFaq, emiFaq, certificateFaq],
  },
];

const internshipFaqs = (extra: ListItem[] = []): ListItem[] => [
  ...extra,
  {
    title: "Who can apply?",
    description:
      "Students in any year of a degree or diploma, and recent graduates. Selection is based on a short online test and a conversation with a mentor.",
  },
  {
    title: "Is the internship remote?",
    description:
      "You can work remotely or from our Noida office. Daily stand-ups happen online for everyone.",
  },
  {
    title: "Will I receive a certificate?",
    description:
      "Yes. On completing the internship you receive a certificate with a unique ID and a letter of recommendation for strong performers.",
  },
];

const commonPerks: ListItem[] = [
  { title: "Internship certificate", description: "Verifiable on our website with a unique ID." },
  { title: "Letter of recommendation", description: "For interns who complete every milestone." },
  "Performance-based stipend",
  "Pre-placement interview for top performers",
];

export const INTERNSHIPS: InternshipSeed[] = [
  {
    slug: "web-development-internship",
    title: "Web Development Internship",
    description:
      "Work on live client websites with our development team: responsive frontends in React, APIs in Node.js and deployments to the cloud.",
    category: "Development",
    duration: "3 Months",
    skillLevel: "Beginner to Intermediate",
    language: HINGLISH,
    feesRupees: 4999,
    coupon: { code: "INTERN15", percent: 15 },
    brochure: true,
    internshipModules: [
      { title: "Onboarding", description: "Git workflow, coding standards and the team's tools." },
      { title: "Frontend Sprint", description: "Build pages of a client website in React." },
      { title: "Backend Sprint", description: "Add APIs, validation and a database." },
      { title: "Release", description: "Testing, deployment and a demo to the client." },
    ],
    responsibilities: [
      "Implement features from tickets and designs",
      "Write tests for the code you ship",
      "Take part in daily stand-ups and code reviews",
      { title: "Documentation", description: "Keep the project README and change notes up to date." },
    ],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs([
      {
        title: "Which skills do I need?",
        description: "Basic HTML, CSS and JavaScript. We teach the rest during onboarding.",
      },
    ]),
  },
  {
    slug: "android-app-development-internship",
    title: "Android App Development Internship",
    description:
      "Build features for Android apps in Kotlin alongside our mobile team and publish to a test track on the Play Store.",
    category: "Development",
    duration: "3 Months",
    skillLevel: "Intermediate",
    language: HINGLISH,
    feesRupees: 5999,
    internshipModules: ["Kotlin refresher", "Compose UI tasks", "API integration", "Release to test track"],
    responsibilities: [
      "Build screens from Figma designs",
      "Fix bugs reported by testers",
      "Write unit tests for view models",
    ],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
  {
    slug: "ui-ux-design-internship",
    title: "UI/UX Design Internship",
    description:
      "Research, wireframe and design screens for client products with our design team, and leave with real case studies.",
    category: "Design",
    duration: "2 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 3999,
    coupon: { code: "DESIGN10", percent: 10 },
    internshipModules: [
      { title: "Research", description: "Interviews, competitor reviews and synthesis." },
      { title: "Wireframes", description: "Low-fidelity flows validated with users." },
      { title: "Visual Design", description: "High-fidelity screens using the client's design system." },
    ],
    responsibilities: ["Run usability sessions", "Design screens in Figma", "Present work in design reviews"],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
  {
    slug: "data-analytics-internship",
    title: "Data Analytics Internship",
    description:
      "Analyse sales and marketing data for our clients with Python, SQL and Power BI, and present insights to stakeholders.",
    category: "Data Science",
    duration: "3 Months",
    skillLevel: "Beginner to Intermediate",
    language: "English",
    feesRupees: 5499,
    coupon: { code: "INSIGHT10", percent: 10 },
    internshipModules: [
      { title: "Data Cleaning", description: "Prepare raw exports with pandas and SQL." },
      { title: "Dashboards", description: "Build Power BI dashboards for weekly reviews." },
      { title: "Insight Reports", description: "Write recommendations backed by data." },
    ],
    responsibilities: [
      "Write SQL queries against client data warehouses",
      "Maintain dashboards and data dictionaries",
      "Present findings in weekly client calls",
    ],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
  {
    slug: "python-programming-internship",
    title: "Python Programming Internship",
    description:
      "Automate business workflows with Python scripts, APIs and small web tools used by our operations team.",
    category: "Programming",
    duration: "2 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 2999,
    internshipModules: ["Python refresher", "Automation scripts", "Working with APIs", "A small Flask tool"],
    responsibilities: [
      "Automate repetitive spreadsheet and e-mail tasks",
      "Write clean, documented code",
      "Pair with a mentor twice a week",
    ],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
  {
    slug: "animation-and-vfx-internship",
    title: "Animation and VFX Internship",
    description:
      "Create motion graphics and 3D shots for client campaigns with our creative studio in Noida.",
    category: "Animation",
    duration: "3 Months",
    skillLevel: "Intermediate",
    language: "Hindi",
    feesRupees: 4499,
    internshipModules: [
      { title: "Studio Pipeline", description: "Briefs, storyboards and review cycles." },
      { title: "Motion Graphics", description: "Social media animations in After Effects." },
      { title: "3D Shots", description: "Product renders and short sequences in Blender." },
    ],
    responsibilities: ["Animate shots to brief", "Incorporate review feedback", "Organise project files"],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
  {
    slug: null,
    title: "Network Security Internship",
    description:
      "Monitor, harden and test networks with our infrastructure team. Applications for the next batch open soon.",
    category: "Networking",
    duration: "3 Months",
    skillLevel: "Intermediate",
    language: "English",
    feesRupees: 5999,
    internshipModules: ["Network monitoring", "Firewall configuration", "Vulnerability assessment"],
    responsibilities: ["Review firewall rules", "Document network changes", "Assist in security audits"],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
  {
    slug: "digital-marketing-internship",
    title: "Digital Marketing Internship",
    description:
      "Plan content, run ad campaigns and report results for real brands with our digital marketing team.",
    category: "Other",
    duration: "2 Months",
    skillLevel: "Beginner",
    language: HINGLISH,
    feesRupees: 2499,
    coupon: { code: "MARKET10", percent: 10 },
    internshipModules: [
      { title: "Content Calendar", description: "Plan a month of posts for a client brand." },
      { title: "Paid Campaigns", description: "Set up and optimise search and social ads." },
      { title: "Reporting", description: "Weekly performance reports with insights." },
    ],
    responsibilities: ["Write social media copy", "Track campaign metrics", "Research keywords and trends"],
    perksAndBenefits: commonPerks,
    faqs: internshipFaqs(),
  },
];
