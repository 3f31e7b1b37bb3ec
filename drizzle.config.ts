import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./domain/db/schema.ts",
  out: "./drizzle",
});
