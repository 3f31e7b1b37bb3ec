import { COMPANY } from "../../../domain/constants";
import type { IconName } from "../services/icons";

export interface Leader {
  /** The title of the coloured bar above the message. */
  barTitle: string;
  quote: string;
  name: string;
  title: string;
  email: string;
  website: string;
  initials: string;
}

export interface Milestone {
  /** ISO year-month for the <time> element. */
  date: string;
  label: string;
  title: string;
  description: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export type WhoWeAreContent = typeof WHO_WE_ARE;

export const WHO_WE_ARE = {
  meta: {
    title: "Who We Are | Nexora Technologies",
    description:
      "Meet Nexora Technologies: our leadership, our journey since January 2024, our mission, vision and values, and the clients and students we serve worldwide.",
  },
  title: "Who We Are",
  lead: "A Noida-based team of engineers, designers, marketers and trainers helping businesses grow and people build careers in technology.",
  intro: {
    eyebrow: "About us",
    title: "Technology services and career development under one roof",
    body: [
      `${COMPANY.name} builds software, brands and marketing campaigns for businesses, and trains the next generation of technology professionals. Because the people who teach our courses also deliver real client projects, our students learn what the industry actually uses, and our clients benefit from a team that never stops learning.`,
      "Whether you need a web application, a cloud migration, a brand refresh or your first job in tech, you work with one accountable team that cares about the result.",
    ],
  },
  leadership: {
    eyebrow: "Leadership",
    title: "A word from our leaders",
    leaders: [
      {
        barTitle: "Message from our Founder & CEO",
        quote:
          "We started Nexora with a simple belief: talent is everywhere, but opportunity is not. Every project we deliver and every student we train brings that opportunity a little closer to someone who deserves it.",
        name: "Ananya Kapoor",
        title: "Founder & Chief Executive Officer",
        email: "ananya.kapoor@nexoratech.in",
        website: COMPANY.website,
        initials: "AK",
      },
      {
        barTitle: "Message from our CTO",
        quote:
          "Good software is built by curious people who keep learning. Our engineers teach and our trainers build; that is how we keep both our products and our courses current.",
        name: "Vikram Mehta",
        title: "Chief Technology Officer",
        email: "vikram.mehta@nexoratech.in",
        website: COMPANY.website,
        initials: "VM",
      },
      {
        barTitle: "Message from our Director of Training",
        quote:
          "Our students don't just finish a course; they leave with a portfolio, interview confidence and a network. Seeing them land their first role is the best part of my job.",
        name: "Neha Joshi",
        title: "Director, Training & Placements",
        email: "neha.joshi@nexoratech.in",
        website: COMPANY.website,
        initials: "NJ",
      },
    ] satisfies Leader[],
  },
  offerings: {
    eyebrow: "What we offer",
    title: "Four ways we help you grow",
    items: [
      {
        icon: "cap",
        title: "Career Development",
        description:
          "Job-ready courses, internships on live projects and placement support for students and professionals.",
        to: "/learning-opportunities",
      },
      {
        icon: "code",
        title: "Development",
        description:
          "Web and app development, cloud, cyber security, UI/UX, artificial intelligence and machine learning.",
        to: "/development",
      },
      {
        icon: "megaphone",
        title: "Digital Marketing",
        description: "SEO, social media, performance ads and content that bring measurable growth.",
        to: "/digital-marketing",
      },
      {
        icon: "star",
        title: "Brand Building",
        description: "Strategy, identity and storytelling that make your business recognisable and trusted.",
        to: "/brand-building",
      },
    ] satisfies (IconCard & { to: string })[],
  },
  milestones: {
    eyebrow: "Our journey",
    title: "Milestones",
    items: [
      {
        date: "2024-01",
        label: "January 2024",
        title: "Nexora is founded",
        description:
          "We opened our first office in Sector 63, Noida, with a small team of developers and trainers.",
      },
      {
        date: "2024-05",
        label: "May 2024",
        title: "First training batch",
        description:
          "Our first students started the Full Stack Web Development program in our new classrooms.",
      },
      {
        date: "2024-09",
        label: "September 2024",
        title: "Internships and our own LMS",
        description:
          "Project-based internships began, and all learning moved onto our Learning Management System.",
      },
      {
        date: "2024-12",
        label: "December 2024",
        title: "Brand and marketing practice",
        description: "Brand building and digital marketing joined development as full service lines.",
      },
      {
        date: "2025-03",
        label: "March 2025",
        title: "Going global",
        description: "Clients and learners from abroad joined us, and our placement network kept growing.",
      },
    ] satisfies Milestone[],
  },
  whyChooseUs: {
    eyebrow: "Our difference",
    title: "Why Choose Us",
    lead: "What our clients and students tell us makes the difference.",
    items: [
      {
        icon: "users",
        title: "Practitioners, not just teachers",
        description: "Our trainers and mentors work on real client projects every week.",
      },
      {
        icon: "code",
        title: "Hands-on from day one",
        description: "Every course and internship is built around projects you can show employers.",
      },
      {
        icon: "package",
        title: "One team, end to end",
        description: "Technology, brand and marketing experts under one roof and one contact person.",
      },
      {
        icon: "check",
        title: "Clear and honest",
        description: "Transparent pricing, written scopes and regular progress updates.",
      },
      {
        icon: "cap",
        title: "Placement support",
        description: "Resume reviews, mock interviews and introductions to our hiring partners.",
      },
      {
        icon: "heart",
        title: "Support after launch",
        description: "We stay with our clients and alumni long after the project or course ends.",
      },
    ] satisfies IconCard[],
  },
  missionVision: {
    eyebrow: "Purpose",
    title: "Mission and Vision",
    items: [
      {
        icon: "flag",
        title: "Our Mission",
        description:
          "To make dependable technology and career-ready skills accessible to every business and learner we work with, through honest advice, practical training and software that lasts.",
      },
      {
        icon: "eye",
        title: "Our Vision",
        description:
          "To be India's most trusted partner for building digital products and digital careers, known for the people we grow and the products we ship.",
      },
    ] satisfies IconCard[],
  },
  values: {
    eyebrow: "What we stand for",
    title: "Our core values",
    items: [
      {
        icon: "shield",
        title: "Integrity",
        description: "We say what we do and do what we say, with clients, students and each other.",
      },
      {
        icon: "bulb",
        title: "Innovation",
        description: "We keep exploring better tools and ideas, and bring the best of them to our work.",
      },
      {
        icon: "chart",
        title: "Growth",
        description: "We measure our success by the growth of the businesses and people we serve.",
      },
    ] satisfies IconCard[],
  },
  photos: {
    eyebrow: "Life at Nexora",
    title: "Inside our studio",
  },
  reach: {
    eyebrow: "Global reach",
    title: "Trusted across borders",
  },
  contact: {
    title: "Let's talk about what you want to build, or learn, next.",
    body: "Our team replies within one working day.",
  },
};
