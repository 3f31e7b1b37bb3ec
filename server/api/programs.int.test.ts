import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, courses, internships } from "../../domain/db/schema.ts";
import { MESSAGES } from "../../domain/messages.ts";
import { addCoupon } from "../../tests/support/coupons.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let t: TestContext;

const course = (values: Partial<typeof courses.$inferInsert> & { title: string; category: string }) => ({
  description: `${values.title} description`,
  duration: "3 Months",
  skillLevel: "Beginner",
  feesPaise: 999_900,
  ...values,
});

beforeAll(async () => {
  t = await createTestContext();
  const { db } = t.deps;
  await db.insert(courses).values([
    course({
      slug: "full-stack-web-development",
      title: "Full Stack Web Development",
      category: "Development",
      feesPaise: 2_499_900,
      rating: 4.8,
      reviewCount: 126,
      duration: "6 Months",
      skillLevel: "Intermediate",
      language: "English",
      bannerImagePath: "uploads/courses/fsd.webp",
      brochurePath: "uploads/brochures/fsd.pdf",
      keyFeatures: [{ title: "React", description: "Hooks and routing" }, "Node.js APIs"],
      courseModules: [{ title: "Module 1" }],
      loveItems: ["Live projects"],
      faqs: [{ title: "Is there a certificate?", description: "Yes." }],
      sortOrder: 1,
    }),
    course({ slug: "react-in-depth", title: "React In Depth", category: "Development", sortOrder: 2 }),
    course({ slug: "node-apis", title: "Node APIs", category: "Development", sortOrder: 3 }),
    course({ slug: "nextjs-pro", title: "Next.js Pro", category: "Development", sortOrder: 4 }),
    course({ slug: "django-web", title: "Django Web", category: "Development", sortOrder: 5 }),
    course({ slug: null, title: "Dev Without Slug", category: "Development", sortOrder: 6 }),
    course({
      slug: "retired-dev",
      title: "Retired Dev",
      category: "Development",
      isActive: false,
      sortOrder: 7,
    }),
    course({
      slug: "ui-ux-design-masterclass",
      title: "UI/UX Design Masterclass",
      category: "Design",
      feesPaise: 1_499_900,
      sortOrder: 8,
    }),
    course({
      slug: "python-for-data-science",
      title: "Python for Data Science",
      category: "Data Science",
      sortOrder: 9,
    }),
    course({ slug: "sql-for-analysts", title: "SQL for Analysts", category: "Data Science", sortOrder: 10 }),
    course({ slug: null, title: "Cloud Computing Essentials", category: "Networking", sortOrder: 11 }),
  ]);
  await db.insert(internships).values([
    {
      slug: "web-development-internship",
      title: "Web Development Internship",
      category: "Development",
      feesPaise: 499_900,
      duration: "3 Months",
      language: "English",
      internshipModules: [{ title: "Week 1", description: "Setup" }],
      responsibilities: ["Build features"],
      perksAndBenefits: ["Stipend"],
      faqs: ["Remote?"],
      sortOrder: 1,
    },
    { slug: "frontend-internship", title: "Frontend Internship", category: "Development", sortOrder: 2 },
    { slug: "backend-internship", title: "Backend Internship", category: "development", sortOrder: 3 },
    { slug: null, title: "Network Security Internship", category: "Networking", sortOrder: 4 },
    {
      slug: "old-internship",
      title: "Old Internship",
      category: "Development",
      isActive: false,
      sortOrder: 5,
    },
  ]);
  await addCoupon(db, "course", "Full Stack Web Development", { code: "NEXORA20", percentage: 20 });
  await addCoupon(db, "internship", "Web Development Internship", { code: "INTERN15", percentage: 15 });
  await db.insert(certificates).values({
    certificateId: "NXT-2025-00421",
    registrationId: "REG-0000000001",
    fullName: "Aarav Sharma",
    specificTraining: "Full Stack Web Development",
    trainingType: "Courses",
    gender: "Male",
    duration: "6 Months",
    completionDate: "2025-06-30",
  });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.request(url);
  return { status: res.status, body: await res.json(), res };
};

describe("header menus", () => {
  it("lists active courses with a slug as {title, slug}, in display order", async () => {
    const { status, body } = await get("/api/headercourses");
    expect(status).toBe(200);
    expect(body[0]).toEqual({ title: "Full Stack Web Development", slug: "full-stack-web-development" });
    expect(body.map((i: { slug: string }) => i.slug)).toEqual([
      "full-stack-web-development",
      "react-in-depth",
      "node-apis",
      "nextjs-pro",
      "django-web",
      "ui-ux-design-masterclass",
      "python-for-data-science",
      "sql-for-analysts",
    ]);
  });

  it("lists active internships with a slug", async () => {
    const { status, body } = await get("/api/headerinternships");
    expect(status).toBe(200);
    expect(body).toEqual([
      { title: "Web Development Internship", slug: "web-development-internship" },
      { title: "Frontend Internship", slug: "frontend-internship" },
      { title: "Backend Internship", slug: "backend-internship" },
    ]);
  });
});

describe("full lists", () => {
  it("GET /api/getcourses lists every active course, with and without a slug, never a coupon", async () => {
    const { status, body, res } = await get("/api/getcourses");
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body.map((c: { title: string }) => c.title)).toContain("Cloud Computing Essentials");
    expect(body.map((c: { title: string }) => c.title)).not.toContain("Retired Dev");
    expect(body[0]).toMatchObject({
      slug: "full-stack-web-development",
      category: "Development",
      rating: 4.8,
      review_count: 126,
      banner_image_path: "uploads/courses/fsd.webp",
      provider: "Nexora Technologies",
    });
    expect(JSON.stringify(body)).not.toContain("NEXORA20");
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("GET /api/getinternships lists every active internship", async () => {
    const { status, body } = await get("/api/getinternships");
    expect(status).toBe(200);
    expect(body.map((i: { title: string }) => i.title)).toEqual([
      "Web Development Internship",
      "Frontend Internship",
      "Backend Internship",
      "Network Security Internship",
    ]);
    expect(body[3].slug).toBeNull();
    expect(JSON.stringify(body)).not.toContain("INTERN15");
  });
});

describe("details", () => {
  it("GET /api/created-courses-web/slug/{slug} answers the course with its list fields as stored", async () => {
    const { status, body } = await get("/api/created-courses-web/slug/full-stack-web-development");
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(Number),
      slug: "full-stack-web-development",
      title: "Full Stack Web Development",
      description: "Full Stack Web Development description",
      category: "Development",
      rating: 4.8,
      review_count: 126,
      banner_image_path: "uploads/courses/fsd.webp",
      brochure_path: "uploads/brochures/fsd.pdf",
      duration: "6 Months",
      skill_level: "Intermediate",
      language: "English",
      key_features: [{ title: "React", description: "Hooks and routing" }, "Node.js APIs"],
      course_modules: [{ title: "Module 1" }],
      love_items: ["Live projects"],
      faqs: [{ title: "Is there a certificate?", description: "Yes." }],
      provider: "Nexora Technologies",
      fees: 24999,
      has_coupon: true,
      discount_percentage: 20,
      // What the page shows: the fee and the fee with the coupon (the registration's arithmetic), no code.
      price: { fee: 24999, coupon_percentage: 20, fee_with_coupon: 19999.2 },
    });
  });

  it("a course without a coupon says so, with empty lists and a null rating", async () => {
    const { body } = await get("/api/created-courses-web/slug/ui-ux-design-masterclass");
    expect(body).toMatchObject({
      has_coupon: false,
      fees: 14999,
      rating: null,
      review_count: 0,
      key_features: [],
    });
  });

  it("answers 404 'Course not found.' for an unknown or inactive slug", async () => {
    for (const slug of ["no-such-course", "retired-dev", "web-development-internship", "%E0%A4%A"]) {
      const { status, body } = await get(`/api/created-courses-web/slug/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: MESSAGES.courseNotFound });
    }
  });

  it("GET /api/created-internships-web/slug/{slug} answers the internship", async () => {
    const { status, body } = await get("/api/created-internships-web/slug/web-development-internship");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: "web-development-internship",
      title: "Web Development Internship",
      fees: 4999,
      has_coupon: true,
      discount_percentage: 15,
      internship_modules: [{ title: "Week 1", description: "Setup" }],
      responsibilities: ["Build features"],
      perks_and_benefits: ["Stipend"],
      faqs: ["Remote?"],
      provider: "Nexora Technologies",
    });
    expect(body).not.toHaveProperty("rating");
    expect(body).not.toHaveProperty("discount_coupon");
    expect(JSON.stringify(body)).not.toContain("INTERN15");
  });

  it("answers 404 'Internship not found.' for an unknown or inactive slug", async () => {
    for (const slug of ["nope", "old-internship", "full-stack-web-development"]) {
      const { status, body } = await get(`/api/created-internships-web/slug/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: MESSAGES.internshipNotFound });
    }
  });
});

describe("related programs", () => {
  const slugs = (items: { slug: string }[]) => items.map((i) => i.slug);

  it("pages other active courses of the category with a slug, 3 per page", async () => {
    const first = await get("/api/related-courses/Development/full-stack-web-development?page=1");
    expect(first.status).toBe(200);
    expect(first.body.totalPages).toBe(2);
    expect(slugs(first.body.courses)).toEqual(["react-in-depth", "node-apis", "nextjs-pro"]);
    expect(Object.keys(first.body.courses[0]).sort()).toEqual(
      ["banner_image_path", "duration", "id", "skill_level", "slug", "title"].sort(),
    );
    const second = await get("/api/related-courses/Development/full-stack-web-development?page=2");
    expect(slugs(second.body.courses)).toEqual(["django-web"]);
  });

  it("treats a missing, invalid or non-positive page as page 1", async () => {
    for (const query of ["", "?page=abc", "?page=0", "?page=-2", "?page=1.5", "?page="]) {
      const { status, body } = await get(
        `/api/related-courses/Development/full-stack-web-development${query}`,
      );
      expect(status).toBe(200);
      expect(slugs(body.courses)).toEqual(["react-in-depth", "node-apis", "nextjs-pro"]);
    }
  });

  it("answers an empty page with the total past the last page", async () => {
    const { status, body } = await get("/api/related-courses/Development/full-stack-web-development?page=99");
    expect(status).toBe(200);
    expect(body).toEqual({ courses: [], totalPages: 2 });
  });

  it("matches the category case-insensitively and decodes it", async () => {
    const { body } = await get("/api/related-courses/data%20science/python-for-data-science");
    expect(body).toEqual({
      courses: [expect.objectContaining({ slug: "sql-for-analysts", title: "SQL for Analysts" })],
      totalPages: 1,
    });
  });

  it("answers no items for an unknown category", async () => {
    const { body } = await get("/api/related-courses/Cooking/full-stack-web-development");
    expect(body).toEqual({ courses: [], totalPages: 0 });
  });

  it("pages related internships as { items, totalPages }", async () => {
    const { status, body } = await get(
      "/api/related-internships/Development/web-development-internship?page=1",
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        expect.objectContaining({ slug: "frontend-internship" }),
        expect.objectContaining({ slug: "backend-internship" }),
      ],
      totalPages: 1,
    });
    const past = await get("/api/related-internships/Development/web-development-internship?page=2");
    expect(past.body).toEqual({ items: [], totalPages: 1 });
  });
});

describe("registration options", () => {
  it("GET /api/get-course-titles lists every active course with fees in rupees and no coupon code", async () => {
    const { status, body } = await get("/api/get-course-titles");
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual({
      title: "Full Stack Web Development",
      fees: 24999,
      duration: "6 Months",
      discount_coupon: true,
      discount_percentage: 20,
      registration_fee: 500,
      // No batches: the form asks for none (docs/decisions/0054-batches-with-seats.md).
      batches: [],
    });
    expect(body.find((o: { title: string }) => o.title === "UI/UX Design Masterclass")).toMatchObject({
      fees: 14999,
      discount_coupon: false,
    });
    expect(body.map((o: { title: string }) => o.title)).toContain("Cloud Computing Essentials");
    expect(JSON.stringify(body)).not.toContain("NEXORA20");
  });

  it("GET /api/get-internship-titles lists every active internship", async () => {
    const { status, body } = await get("/api/get-internship-titles");
    expect(status).toBe(200);
    expect(body.map((o: { title: string }) => o.title)).toEqual([
      "Web Development Internship",
      "Frontend Internship",
      "Backend Internship",
      "Network Security Internship",
    ]);
    expect(body[0]).toEqual({
      title: "Web Development Internship",
      fees: 4999,
      duration: "3 Months",
      discount_coupon: true,
      discount_percentage: 15,
      registration_fee: 500,
      batches: [],
    });
    expect(JSON.stringify(body)).not.toContain("INTERN15");
  });
});

describe("certificate verification", () => {
  const expected = {
    registration_id: "REG-0000000001",
    full_name: "Aarav Sharma",
    specific_training: "Full Stack Web Development",
    training_type: "Courses",
    gender: "Male",
    duration: "6 Months",
    completion_date: "2025-06-30",
    certificate_id: "NXT-2025-00421",
  };

  it("answers the certificate's fields", async () => {
    const { status, body } = await get("/api/verify/NXT-2025-00421");
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it("matches trimmed and case-insensitively", async () => {
    expect((await get("/api/verify/nxt-2025-00421")).body).toEqual(expected);
    expect((await get("/api/verify/%20NXT-2025-00421%20")).body).toEqual(expected);
  });

  it("answers 404 'Certificate not found.' for an unknown, blank or overlong id", async () => {
    for (const id of ["NXT-2025-00422", "%20%20", "NXT-2025", "%25", "x".repeat(200)]) {
      const { status, body } = await get(`/api/verify/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: "Certificate not found." });
    }
  });
});
