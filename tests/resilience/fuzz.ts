/**
 * A seeded, deterministic generator of malformed request bodies for every public POST endpoint (resilience
 * tests). Each body starts from a valid one and always breaks at least one rule that makes it invalid on
 * its own (a required field missing or of the wrong type, a value outside its pattern, length or choices,
 * broken JSON, the wrong content type, a body over the size limit, a broken multipart body or resume), then
 * adds noise that never repairs that break (unknown and prototype-pollution keys, unicode in free text,
 * duplicated multipart fields). No packages: the PRNG is mulberry32.
 */
import {
  sampleDoc,
  sampleExe,
  sampleHtml,
  samplePdf,
  samplePng,
} from "../../domain/careers/test-fixtures.ts";

export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

export const JSON_LIMIT_BYTES = 64 * 1024;

/** A program and a job the tests insert, so that bodies are one break away from being accepted. */
export const FIXTURE = {
  courseTitle: "Full Stack Web Development",
  coupon: "NEXORA20",
} as const;

type Fields = Record<string, unknown>;

export interface JsonEndpoint {
  path: string;
  valid: () => Fields;
  /** Fields whose absence, or any value that is not a string, makes the body invalid. */
  required: string[];
  /** Required fields limited to a pattern or a list of choices (not free text). */
  strict: string[];
  /** Free-text fields: any non-empty text up to the limit is valid. */
  freeText: string[];
  /** Booleans that must be `true`. */
  mustBeTrue: string[];
}

const person = { name: "Kavya Iyer", email: "kavya.iyer@example.in", phone: "9876501234", location: "Noida" };

export const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    path: "/api/career",
    valid: () => ({ ...person, college: "Amity University", training: "Courses" }),
    required: ["name", "college", "email", "phone", "location", "training"],
    strict: ["email", "phone", "training"],
    freeText: ["name", "college", "location"],
    mustBeTrue: [],
  },
  {
    path: "/api/services",
    valid: () => ({ ...person, organization: "Acme Pvt Ltd", service: "Web Development" }),
    required: ["name", "organization", "email", "phone", "location", "service"],
    strict: ["email", "phone", "service"],
    freeText: ["name", "organization", "location"],
    mustBeTrue: [],
  },
  {
    path: "/api/contact",
    valid: () => ({ name: person.name, email: person.email, message: "Please call me back about courses." }),
    required: ["name", "email", "message"],
    strict: ["email"],
    freeText: ["name", "message"],
    mustBeTrue: [],
  },
  {
    path: "/api/contact-queries",
    valid: () => ({ name: person.name, email: person.email, message: "Which batches start next month?" }),
    required: ["name", "email", "message"],
    strict: ["email"],
    freeText: ["name", "message"],
    mustBeTrue: [],
  },
  {
    path: "/api/registration",
    valid: () => ({
      fullName: "Aarav Sharma",
      fathersName: "Rakesh Sharma",
      nationality: "Indian",
      gender: "Male",
      email: "aarav.sharma@example.in",
      phone: "9812345678",
      address: "Sector 62, Noida",
      workingStatus: "Student",
      collegeName: "Amity University",
      branch: "Computer Science Engineering",
      year: "3rd Year",
      collegeAddress: "Noida",
      trainingType: "Courses",
      specificTraining: FIXTURE.courseTitle,
      discount_coupon: FIXTURE.coupon,
      agree: true,
    }),
    required: [
      "fullName",
      "fathersName",
      "gender",
      "email",
      "phone",
      "workingStatus",
      "branch",
      "year",
      "trainingType",
      "specificTraining",
      "agree",
    ],
    // specificTraining must name an existing program: any other text is refused.
    strict: ["gender", "email", "phone", "workingStatus", "year", "trainingType", "specificTraining"],
    freeText: ["fullName", "fathersName", "branch", "address", "collegeName", "collegeAddress"],
    mustBeTrue: ["agree"],
  },
  {
    path: "/api/check-coupon",
    valid: () => ({ trainingType: "Courses", specificTraining: FIXTURE.courseTitle, coupon: FIXTURE.coupon }),
    required: ["trainingType", "specificTraining", "coupon"],
    // The coupon must match the program's; the program must exist.
    strict: ["trainingType", "specificTraining", "coupon"],
    freeText: [],
    mustBeTrue: [],
  },
];

/** One request: what to send and how it was broken (for failure reports). */
export interface FuzzCase {
  path: string;
  category: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();

// Unicode pieces. None of them is whitespace for String.prototype.trim, so no trimmed field is repaired.
const RTL_OVERRIDE = "\u202e";
const ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060"];
const EMOJI = ["😀", "🚀", "👩🏽‍💻", "🇮🇳", "🧑‍🤝‍🧑"];
const SCRIPTS = ["नमस्ते", "مرحبا", "שלום", "こんにちは", "Ωμέγα", "Привет", "Ä̴̢͎̓", "ﷺ"];
const LONE_SURROGATES = ["\ud800", "\udfff", "\ud83d", "\ude00x"];
const CONTROL = ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\r\n"];

function unicodeNoise(random: Random): string {
  const pieces = [
    () => random.pick(EMOJI),
    () => random.pick(SCRIPTS),
    () => random.pick(ZERO_WIDTH),
    () => RTL_OVERRIDE,
    () => random.pick(LONE_SURROGATES),
    () => random.pick(CONTROL),
  ];
  let text = "";
  for (let i = random.int(1, 4); i > 0; i--) text += random.pick(pieces)();
  return text;
}

/** A string of `chars` code points (the schemas count lengths in code points) of ASCII, other scripts or emoji. */
function longText(random: Random, chars: number): string {
  const unit = [...random.pick(["x", "Lorem ipsum dolor sit amet. ", "नमस्ते ", "😀", "\u200b", "a\u0000"])];
  const out: string[] = [];
  for (let i = 0; i < chars; i++) out.push(unit[i % unit.length]);
  return out.join("");
}

/** A value of any JSON type but string. */
function notAString(random: Random): unknown {
  return random.pick<unknown>([
    0,
    42,
    -1.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    null,
    [],
    ["Courses"],
    [null],
    {},
    { value: "Courses" },
    { $ne: null },
    { toString: "x" },
  ]);
}

/** An invalid replacement for a field limited to a pattern or choices (contains no valid value). */
function strictBreak(random: Random, field: string, valid: unknown): string {
  const text = String(valid);
  if (field === "email")
    return random.pick([
      "kavya.iyer@",
      "@example.in",
      "kavya iyer@example.in",
      "kavya@@example.in",
      "kavya@exámple.in",
      "kåvya@example.in",
      `kavya${random.pick(ZERO_WIDTH)}@example.in`,
      `${RTL_OVERRIDE}kavya@example.in`,
      "kavya@example.in\u0000",
      "😀@example.in",
      "\ud800@example.in",
      "kavya@example.in, other@example.in",
      "kavya@example.in\r\nBcc: x@example.in",
      `${"a".repeat(250)}@example.in`,
      "<script>alert(1)</script>@example.in",
      "' OR 1=1 --",
    ]);
  if (field === "phone")
    return random.pick([
      "98765",
      "98765012345",
      "987650123a",
      // +91, a leading 0, spaces and dashes are read away (domain/enquiries/phone.ts); these are not numbers of ours.
      "+449876501234",
      "+91987650123",
      "098765-012",
      "９８７６５０１２３４",
      "٩٨٧٦٥٠١٢٣٤",
      "९८७६५०१२३४",
      `98765${random.pick(ZERO_WIDTH)}01234`,
      "9876501234\u0000",
      "1e9",
      "0x24CB016E",
      "",
    ]);
  // Choices, program titles and coupons: near misses that are not the valid value.
  return random.pick([
    "",
    "   ",
    `${text}${random.pick(ZERO_WIDTH)}`,
    `${RTL_OVERRIDE}${text}`,
    `${text}\u0000`,
    `С${text.slice(1)}`, // Cyrillic capital Es
    `${text}x`,
    text.slice(0, -1),
    "' OR '1'='1",
    "%",
    "__proto__",
    "constructor",
    `${text}${random.pick(EMOJI)}`,
    "\ud800",
  ]);
}

/** A key that must never be a real field or the honeypot. */
function unknownKey(random: Random): string {
  return random.pick([
    "isAdmin",
    "role",
    "id",
    "createdAt",
    "success",
    "registrationId",
    "download_token_hash",
    "$where",
    "__v",
    `x_${random.int(0, 999)}`,
    "😀",
    "",
    "a.b",
    "prototype",
    "toString",
    "hasOwnProperty",
  ]);
}

interface Entry {
  key: string;
  /** Raw JSON text of the value. */
  raw: string;
}

const entriesOf = (fields: Fields): Entry[] =>
  Object.entries(fields).map(([key, value]) => ({ key, raw: JSON.stringify(value) }));

const objectText = (entries: Entry[]) =>
  `{${entries.map((e) => `${JSON.stringify(e.key)}:${e.raw}`).join(",")}}`;

/** Deeply nested arrays within the JSON body limit. */
const deepNest = (random: Random) => {
  const depth = random.int(500, 20_000);
  return "[".repeat(depth) + "]".repeat(depth);
};

/** Adds noise that cannot repair the break: unknown keys, prototype keys, unicode in untouched free text. */
function addNoise(random: Random, endpoint: JsonEndpoint, entries: Entry[], untouchable: Set<string>) {
  for (let i = random.int(0, 3); i > 0; i--) {
    switch (random.int(0, 3)) {
      case 0: {
        const value = random.pick<unknown>([
          "yes",
          true,
          1,
          null,
          { nested: { deep: [1, 2] } },
          unicodeNoise(random),
        ]);
        const key = unknownKey(random);
        if (!untouchable.has(key)) entries.push({ key, raw: JSON.stringify(value) });
        break;
      }
      case 1:
        entries.push(
          random.pick([
            { key: "__proto__", raw: '{"isAdmin":true,"polluted":"yes"}' },
            { key: "constructor", raw: '{"prototype":{"polluted":"yes"}}' },
            { key: "__proto__", raw: "null" },
            { key: "__proto__", raw: '["polluted"]' },
          ]),
        );
        break;
      default: {
        const candidates = endpoint.freeText.filter((f) => !untouchable.has(f));
        if (candidates.length === 0) break;
        const field = random.pick(candidates);
        const entry = entries.find((e) => e.key === field);
        if (!entry) break;
        const current = JSON.parse(entry.raw) as unknown;
        if (typeof current !== "string") break;
        const noise = unicodeNoise(random);
        entry.raw = JSON.stringify(random.chance(0.5) ? noise + current : current + noise);
      }
    }
  }
}

const JSON_TYPE = { "content-type": "application/json" };

/** One invalid JSON-endpoint request. */
export function jsonCase(random: Random, endpoint: JsonEndpoint): FuzzCase {
  const valid = endpoint.valid();
  const entries = entriesOf(valid);
  const untouchable = new Set<string>();
  const make = (
    category: string,
    body: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = JSON_TYPE,
  ) => ({
    path: endpoint.path,
    category,
    headers,
    body,
  });
  const setRaw = (key: string, raw: string) => {
    untouchable.add(key);
    const entry = entries.find((e) => e.key === key);
    if (entry) entry.raw = raw;
    else entries.push({ key, raw });
  };

  const kind = random.int(0, 13);
  switch (kind) {
    case 0: {
      const field = random.pick(endpoint.required);
      const value = endpoint.mustBeTrue.includes(field)
        ? random.pick<unknown>(["true", 1, null, false, "yes", [], {}])
        : notAString(random);
      setRaw(field, JSON.stringify(value));
      addNoise(random, endpoint, entries, untouchable);
      return make("wrong-type", objectText(entries));
    }
    case 1: {
      const count = random.int(1, endpoint.required.length);
      const drop = new Set<string>();
      while (drop.size < count) drop.add(random.pick(endpoint.required));
      for (const key of drop) untouchable.add(key);
      const kept = entries.filter((e) => !drop.has(e.key));
      addNoise(random, endpoint, kept, untouchable);
      return make("missing-fields", objectText(kept));
    }
    case 2: {
      const field = random.pick(endpoint.strict);
      setRaw(field, JSON.stringify(strictBreak(random, field, valid[field])));
      addNoise(random, endpoint, entries, untouchable);
      return make("unicode-or-pattern", objectText(entries));
    }
    case 3: {
      // Over every field's length limit but under the body limit: refused by the schema.
      const field = random.pick(endpoint.required.filter((f) => !endpoint.mustBeTrue.includes(f)));
      setRaw(field, JSON.stringify(longText(random, random.int(3_000, 12_000))));
      addNoise(random, endpoint, entries, untouchable);
      return make("too-long-field", objectText(entries));
    }
    case 4: {
      // 100 KB+ in one field: refused by the body limit.
      const field = random.pick([...endpoint.required, ...endpoint.freeText]);
      setRaw(field, JSON.stringify(longText(random, random.int(100_000, 300_000))));
      return make("huge-field", objectText(entries));
    }
    case 5: {
      // A valid body padded to just above the JSON limit.
      addNoise(random, endpoint, entries, untouchable);
      const base = objectText([...entries, { key: "padding", raw: '""' }]);
      const missing = JSON_LIMIT_BYTES + random.int(1, 512) - encoder.encode(base).length;
      entries.push({ key: "padding", raw: JSON.stringify("p".repeat(Math.max(0, missing))) });
      return make("just-over-limit", objectText(entries));
    }
    case 6: {
      const text = objectText(entries);
      const broken = random.pick([
        () => text.slice(0, random.int(0, text.length - 1)),
        () => `${text.slice(0, -1)},}`,
        () => `${text.slice(0, -1)},"extra":[1,2,],}`,
        () => text.replaceAll('"', "'"),
        () => text.replace(/"(\w+)":/, "$1:"),
        () => `${text}${text}`,
        () => `/* comment */${text}`,
        () => text.replace(/:"[^"]*"/, ":NaN"),
        () => text.replace(/:"[^"]*"/, ":undefined"),
        () => `${text.slice(0, -1)},"x":"\\uZZZZ"}`,
        () => `${text.slice(0, -1)},"x":"\\ud800\\u"}`,
        () => "{",
        () => "}",
        () => "nul",
        () => "\u0000",
      ])();
      return make("broken-json", broken);
    }
    case 7: {
      // Not UTF-8 at all, and one field removed so even a lenient decoder sees an invalid body.
      const field = random.pick(endpoint.required);
      const kept = entries.filter((e) => e.key !== field);
      const text = objectText(kept);
      const bytes = new Uint8Array([
        ...encoder.encode(text.slice(0, -1)),
        0x2c,
        0x22,
        0xff,
        0xfe,
        0xc0,
        0x22,
        0x3a,
        0x31,
        0x7d,
      ]);
      return make("invalid-utf8", bytes);
    }
    case 8: {
      const text = objectText(entries);
      const choice = random.int(0, 6);
      if (choice === 0) return make("no-content-type", encoder.encode(text), {});
      if (choice === 1) {
        const form = new URLSearchParams(valid as Record<string, string>).toString();
        return make("urlencoded", form, { "content-type": "application/x-www-form-urlencoded" });
      }
      if (choice === 2) {
        const boundary = `----fuzz${random.int(0, 1e6)}`;
        const body = Object.entries(valid)
          .map(
            ([k, v]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
          )
          .join("");
        return make("multipart-to-json-endpoint", `${body}--${boundary}--\r\n`, {
          "content-type": `multipart/form-data; boundary=${boundary}`,
        });
      }
      const type = random.pick([
        "text/plain",
        "application/xml",
        "text/json",
        "application/javascript",
        "json",
        "*/*",
      ]);
      return make("wrong-content-type", text, { "content-type": type });
    }
    case 9:
      return make(
        "empty-body",
        "",
        random.chance(0.8) ? JSON_TYPE : { "content-type": "application/json; charset=utf-8" },
      );
    case 10: {
      const text = objectText(entries);
      return make(
        "not-an-object",
        random.pick([
          "null",
          "[]",
          `[${text}]`,
          JSON.stringify(text),
          "42",
          "true",
          "{}",
          "1e999999",
          '"\\ud800"',
          deepNest(random),
        ]),
      );
    }
    case 11: {
      // The fields exist only on a prototype: a body merged into an object would see them.
      const field = random.pick(endpoint.required);
      const own = entries.filter((e) => e.key !== field);
      const moved = entries.filter((e) => e.key === field);
      const proto = random.chance(0.5)
        ? { key: "__proto__", raw: objectText(moved) }
        : { key: "constructor", raw: `{"prototype":${objectText(moved)}}` };
      const body = random.chance(0.3) ? objectText([proto]) : objectText([...own, proto]);
      return make("prototype-pollution", body);
    }
    case 12: {
      // The same key twice: the valid value first, an invalid one last (JSON.parse keeps the last).
      const field = random.pick(endpoint.required);
      const bad = endpoint.mustBeTrue.includes(field) ? "false" : JSON.stringify(notAString(random));
      addNoise(random, endpoint, entries, new Set([...untouchable, field]));
      return make("duplicate-keys", objectText([...entries, { key: field, raw: bad }]));
    }
    default: {
      const field = random.pick(endpoint.required);
      setRaw(field, deepNest(random));
      return make("deeply-nested-field", objectText(entries));
    }
  }
}

// ---- Multipart: POST /api/apply-job ----

export const APPLY_PATH = "/api/apply-job";

export const VALID_APPLICATION: Record<string, string> = {
  fullName: "Kiran Rao",
  email: "kiran.rao@example.in",
  phone: "9876543210",
  qualification: "Graduation",
  skills: "React, TypeScript, SQL",
  experience: "Fresher",
  address: "Sector 62, Noida",
};

const APPLICATION_REQUIRED = ["fullName", "email", "phone", "qualification", "skills", "experience"];

interface Part {
  name: string;
  value: Uint8Array<ArrayBuffer> | string;
  filename?: string;
  type?: string;
}

function multipartBody(parts: Part[], boundary: string): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? encoder.encode(part.value) : part.value);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const validResume = (): Part => ({
  name: "resume",
  value: samplePdf(),
  filename: "kiran-cv.pdf",
  type: "application/pdf",
});

/** An invalid replacement for an application field (each one refused by the schema on its own). */
function applicationFieldBreak(random: Random, fields: Record<string, string>): string {
  const choice = random.int(0, 9);
  switch (choice) {
    case 0: {
      const field = random.pick(APPLICATION_REQUIRED);
      fields[field] = random.pick(["", "   "]);
      return `blank ${field}`;
    }
    case 1:
      fields.email = strictBreak(random, "email", fields.email);
      return "email";
    case 2:
      fields.phone = strictBreak(random, "phone", fields.phone);
      return "phone";
    case 3:
      fields.qualification = strictBreak(random, "qualification", fields.qualification);
      return "qualification";
    case 4:
      fields.experience = random.pick(["Yes", "1+ year", "fresher", `Fresher${random.pick(ZERO_WIDTH)}`]);
      return "experience";
    case 5:
      fields.experience = "1+ years"; // requires a working status, which is absent
      return "experience without status";
    case 6:
      fields.qualification = "Other"; // requires qualificationOther, which is absent
      return "qualification Other without text";
    case 7:
      fields.jobId = random.pick(["abc", "0", "-1", "1e3", "1.5", "9999999999", "999999", "１"]);
      return "jobId";
    case 8:
      fields.hasNoticePeriod = "Yes";
      fields.noticePeriod = random.pick(["a month", "-5", "1000", "30 days", "３０"]);
      return "noticePeriod";
    default: {
      const field = random.pick(["fullName", "skills", "address"]);
      fields[field] = longText(random, random.int(2_000, 120_000));
      return `too-long ${field}`;
    }
  }
}

/** An invalid resume part (or none). */
function resumeBreak(random: Random): { parts: Part[]; label: string } {
  const choice = random.int(0, 7);
  const pdf = samplePdf();
  switch (choice) {
    case 0:
      return { parts: [], label: "no resume" };
    case 1:
      return { parts: [{ name: "resume", value: "kiran-cv.pdf" }], label: "resume as text" };
    case 2:
      return { parts: [{ ...validResume(), value: new Uint8Array(0) }], label: "empty resume" };
    case 3: {
      const [value, filename] = random.pick<[Uint8Array<ArrayBuffer>, string]>([
        [sampleExe(), "cv.pdf"],
        [samplePng(), "cv.pdf"],
        [sampleHtml(), "cv.pdf"],
        [sampleExe(), "cv.exe.pdf"],
        [pdf, "cv.docx"],
        [sampleDoc(), "cv.pdf"],
        [encoder.encode("%PD"), "cv.pdf"],
      ]);
      return {
        parts: [{ name: "resume", value, filename, type: random.pick(["application/pdf", "image/png", ""]) }],
        label: `bad content ${filename}`,
      };
    }
    case 4: {
      const filename = random.pick([
        "cv.exe",
        "cv.pdf.exe",
        "cv",
        ".pdf",
        "cv.pdf.",
        "cv.p df",
        "../../etc/passwd.pdf",
        "..\\..\\cv.pdf",
        "a/b.pdf",
        "cv\u0000.pdf",
        "cv.pdf\u0000.exe",
        `${"c".repeat(300)}.pdf`,
        `cv${RTL_OVERRIDE}fdp.exe`,
      ]);
      return { parts: [{ ...validResume(), filename }], label: `bad name ${JSON.stringify(filename)}` };
    }
    case 5:
      // Two invalid resumes.
      return {
        parts: [
          { name: "resume", value: sampleExe(), filename: "a.exe", type: "application/octet-stream" },
          { name: "resume", value: samplePng(), filename: "b.pdf", type: "application/pdf" },
        ],
        label: "two bad resumes",
      };
    case 6:
      // A text part before the file: the first value of `resume` is not a file.
      return { parts: [{ name: "resume", value: "see attached" }, validResume()], label: "text then file" };
    default:
      return {
        parts: [{ name: "resume", value: pdf, filename: "cv.pdf", type: "application/pdf" }].map((p) => ({
          ...p,
          name: random.pick(["Resume", "resume ", "cv", "file", "resume[]"]),
        })),
        label: "resume under another name",
      };
  }
}

/** Adds parts that never repair a break: unknown fields, prototype keys, duplicates of untouched fields. */
function multipartNoise(random: Random, parts: Part[], untouchable: Set<string>) {
  for (let i = random.int(0, 3); i > 0; i--) {
    switch (random.int(0, 3)) {
      case 0:
        parts.push({ name: unknownKey(random) || "x", value: unicodeNoise(random) });
        break;
      case 1:
        parts.push(
          random.pick<Part>([
            { name: "__proto__", value: "polluted" },
            { name: "constructor", value: "polluted" },
            { name: "__proto__", value: samplePng(), filename: "p.png", type: "image/png" },
          ]),
        );
        break;
      case 2: {
        // A duplicate of a field that is not the broken one, with the same value.
        const candidates = parts.filter(
          (p) => p.name !== "resume" && !untouchable.has(p.name) && p.filename === undefined,
        );
        if (candidates.length) parts.push({ ...random.pick(candidates) });
        break;
      }
      default: {
        const target = parts.find(
          (p) => (p.name === "fullName" || p.name === "address") && !untouchable.has(p.name),
        );
        if (target && typeof target.value === "string")
          target.value = `${target.value}${unicodeNoise(random)}`;
      }
    }
  }
}

/** One invalid job-application request. */
export function multipartCase(random: Random): FuzzCase {
  const boundary = `----nexora${random.int(0, 1e9).toString(36)}`;
  const multipartType = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const fields = { ...VALID_APPLICATION };
  const make = (
    category: string,
    body: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string>,
  ) => ({
    path: APPLY_PATH,
    category,
    headers,
    body,
  });
  const textParts = (values: Record<string, string>): Part[] =>
    Object.entries(values).map(([name, value]) => ({ name, value }));

  const kind = random.int(0, 9);
  switch (kind) {
    case 0:
    case 1:
    case 2: {
      const before = { ...fields };
      const label = applicationFieldBreak(random, fields);
      const untouchable = new Set(Object.keys(fields).filter((k) => fields[k] !== before[k]));
      const parts = [...textParts(fields), validResume()];
      multipartNoise(random, parts, untouchable);
      return make(`field: ${label}`, multipartBody(parts, boundary), multipartType);
    }
    case 3: {
      const missing = random.pick(APPLICATION_REQUIRED);
      const values = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== missing));
      const parts = [...textParts(values), validResume()];
      multipartNoise(random, parts, new Set([missing]));
      return make(`field: missing ${missing}`, multipartBody(parts, boundary), multipartType);
    }
    case 4:
    case 5: {
      const { parts: resumeParts, label } = resumeBreak(random);
      const parts = [...textParts(fields), ...resumeParts];
      multipartNoise(random, parts, new Set(["resume"]));
      return make(`resume: ${label}`, multipartBody(parts, boundary), multipartType);
    }
    case 6: {
      // A text field sent as a file.
      const field = random.pick(APPLICATION_REQUIRED);
      const parts = [
        ...textParts(fields).filter((p) => p.name !== field),
        { name: field, value: encoder.encode(fields[field]), filename: `${field}.txt`, type: "text/plain" },
        validResume(),
      ];
      return make("field sent as a file", multipartBody(parts, boundary), multipartType);
    }
    case 7: {
      const body = multipartBody([...textParts(fields), validResume()], boundary);
      const choice = random.int(0, 5);
      if (choice === 0)
        return make("wrong boundary", body, { "content-type": `multipart/form-data; boundary=${boundary}x` });
      if (choice === 1) return make("no boundary", body, { "content-type": "multipart/form-data" });
      if (choice === 2)
        return make("quoted other boundary", body, {
          "content-type": 'multipart/form-data; boundary="other"',
        });
      if (choice === 3) {
        // Cut before the resume part starts: whatever a parser makes of it, there is no resume.
        const resumeAt = Buffer.from(body).indexOf(
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"`,
        );
        return make("truncated", body.slice(0, random.int(0, resumeAt)), multipartType);
      }
      if (choice === 4) return make("empty multipart", "", multipartType);
      const garbage = new Uint8Array(random.int(1, 4096));
      for (let i = 0; i < garbage.length; i++) garbage[i] = random.int(0, 255);
      return make("garbage", garbage, multipartType);
    }
    case 8: {
      const choice = random.int(0, 3);
      if (choice === 0) return make("json body", JSON.stringify(fields), JSON_TYPE);
      if (choice === 1)
        return make("urlencoded body", new URLSearchParams(fields).toString(), {
          "content-type": "application/x-www-form-urlencoded",
        });
      if (choice === 2)
        return make(
          "multipart body, no content type",
          multipartBody([...textParts(fields), validResume()], boundary),
          {},
        );
      return make(
        "multipart body as text/plain",
        multipartBody([...textParts(fields), validResume()], boundary),
        {
          "content-type": "text/plain",
        },
      );
    }
    default: {
      // Header-injection and quoting tricks in part names, with a required field missing.
      const missing = random.pick(APPLICATION_REQUIRED);
      const parts = [
        ...textParts(fields).filter((p) => p.name !== missing),
        // Either read as a file under the field's name (a wrong type) or as an unknown name.
        { name: `${missing}"; filename="x.pdf`, value: fields[missing] },
        { name: `x_injected"\r\nX-Injected: 1`, value: "1" },
        validResume(),
      ];
      return make("tricky part names", multipartBody(parts, boundary), multipartType);
    }
  }
}
