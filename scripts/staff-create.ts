/**
 * `npm run staff:create -- --email E --role R [--name N] [--password-stdin]`: creates a staff account from a
 * shell (docs/product/console.md, "Getting in"), for when the server is stopped or the database is PostgreSQL. The password is
 * read from standard input with --password-stdin, or generated and printed once. Never logs a given password.
 */
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { RuleError } from "../domain/errors.ts";
import { PASSWORD_MESSAGES, passwordSchema } from "../domain/staff/password-rules.ts";
import { isRole, ROLES } from "../domain/staff/roles.ts";
import { createStaff } from "../domain/staff/staff.server.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { DataDirInUseError, lockDataDir } from "../server/data-lock.ts";
import { openDatabase } from "../server/db/client.ts";

const USAGE = `Usage: npm run staff:create -- --email E --role ${ROLES.join("|")} [--name N] [--password-stdin]`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string" },
      name: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
    },
  });
  if (!values.email || !isRole(values.role)) {
    console.error(USAGE);
    return 2;
  }
  const generated = !values["password-stdin"];
  const password = generated ? randomBytes(18).toString("base64url") : await readStdin();
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    console.error(checked.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort);
    return 2;
  }
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const unlock = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const name = values.name?.trim() || values.email.split("@")[0]!;
    await createStaff(database.db, null, { email: values.email, name, role: values.role, password });
    console.log(`Created ${values.role} ${values.email.toLowerCase()}.`);
    if (generated) console.log(`Password (shown once; change it by a reset link): ${password}`);
    return 0;
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
    await unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
