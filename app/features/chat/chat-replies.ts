/**
 * The chat assistant's script: topics, their keywords and reply bank, and the matcher that picks a reply.
 * Pure: the random source is injectable so tests can pin the choice.
 */
import { COMPANY } from "../../../domain/constants";

export const CHAT_TOPICS = [
  "greeting",
  "services",
  "development",
  "cloud",
  "contact",
  "careers",
  "location",
  "fallback",
] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** Keywords per topic (matched as whole words or word prefixes, case-insensitive). */
export const TOPIC_KEYWORDS: Record<Exclude<ChatTopic, "fallback">, string[]> = {
  greeting: [
    "hi",
    "hello",
    "hey",
    "hii",
    "namaste",
    "good morning",
    "good afternoon",
    "good evening",
    "greetings",
  ],
  services: [
    "service",
    "services",
    "offer",
    "solution",
    "solutions",
    "branding",
    "brand",
    "marketing",
    "seo",
    "help",
  ],
  development: [
    "develop",
    "development",
    "developer",
    "website",
    "web",
    "app",
    "application",
    "software",
    "ui",
    "ux",
    "ai",
    "machine learning",
    "cyber",
    "security",
  ],
  cloud: ["cloud", "aws", "azure", "gcp", "hosting", "server", "devops", "migration", "kubernetes"],
  contact: ["contact", "phone", "call", "email", "mail", "reach", "number", "talk", "whatsapp"],
  careers: [
    "career",
    "careers",
    "job",
    "jobs",
    "intern",
    "internship",
    "internships",
    "course",
    "courses",
    "training",
    "placement",
    "hiring",
    "certificate",
    "learn",
  ],
  location: ["where", "location", "address", "office", "located", "noida", "metro", "visit", "directions"],
};

export const REPLIES: Record<ChatTopic, string[]> = {
  greeting: [
    `Hello! I'm ${COMPANY.assistantName}. How can I help you today?`,
    "Hi there! Ask me about our services, courses, internships or how to reach us.",
    `Namaste! Welcome to ${COMPANY.name}. What would you like to know?`,
  ],
  services: [
    "We offer web and app development, cloud solutions, cyber security, UI/UX, AI, brand building and digital marketing.",
    "From custom software to SEO and social campaigns, our teams cover development, brand building and digital marketing.",
    "Our services span IT solutions, brand building, digital marketing and career development. Which one interests you?",
  ],
  development: [
    "Our developers build fast websites, mobile apps and custom software with modern stacks like React and Node.",
    "We design and develop web and app products end to end: UI/UX, development, testing and launch.",
    "Need software built? Share your idea and our development team will propose a plan, timeline and quote.",
  ],
  cloud: [
    "We migrate, host and manage applications on AWS, Azure and Google Cloud, with DevOps and monitoring.",
    "Our cloud team sets up scalable, secure infrastructure and CI/CD pipelines for your applications.",
    "Moving to the cloud? We plan the migration, cut costs and keep your systems secure.",
  ],
  contact: [
    `You can call us at ${COMPANY.phone} or write to ${COMPANY.generalEmail}.`,
    `Reach our team at ${COMPANY.generalEmail}; for courses, write to ${COMPANY.educationEmail}.`,
    `Call ${COMPANY.phone} (${COMPANY.supportHours}) or leave your details here and we will call you back.`,
  ],
  careers: [
    "We run job-ready courses and internships with mentors, live projects and placement support.",
    "Looking for a career start? Browse our courses and internships, or check our open positions.",
    "Our training comes with a certificate, interview preparation and placement assistance with hiring partners.",
  ],
  location: [
    `We are at ${COMPANY.address}.`,
    `Our office is in Noida (${COMPANY.address}), with a free shuttle from ${COMPANY.metroStation}.`,
    `Visit us at ${COMPANY.address}, ${COMPANY.supportHours}.`,
  ],
  fallback: [
    "I'm not sure I understood. Could you rephrase, or leave your details so our team can help?",
    "Good question! Our team can answer that best: leave your details and we will get back to you.",
    "I can help with services, courses, internships, contact details and our location. What would you like to know?",
  ],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const matchers = Object.entries(TOPIC_KEYWORDS).map(([topic, keywords]) => ({
  topic: topic as ChatTopic,
  patterns: keywords.map((keyword) => new RegExp(`\\b${escapeRegExp(keyword)}`, "i")),
}));

/** The topic with the most keyword hits; ties go to the earlier topic, no hit to 'fallback'. */
export function matchTopic(text: string): ChatTopic {
  let best: ChatTopic = "fallback";
  let bestScore = 0;
  for (const { topic, patterns } of matchers) {
    const score = patterns.filter((pattern) => pattern.test(text)).length;
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** A reply chosen at random from the matched topic's bank. */
export function pickReply(
  text: string,
  random: () => number = Math.random,
): { topic: ChatTopic; reply: string } {
  const topic = matchTopic(text);
  const bank = REPLIES[topic];
  const index = Math.min(bank.length - 1, Math.floor(random() * bank.length));
  return { topic, reply: bank[index] };
}
