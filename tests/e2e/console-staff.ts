/**
 * Creates one staff account per role in a data folder before its server starts (run by console-server.ts in
 * its own process: `node --import tsx tests/e2e/console-staff.ts <dataDir> <password>`).
 */
import { createStaff } from "../../domain/staff/staff.server.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { CONSOLE_STAFF } from "./console-people.ts";

const [dataDir, password] = process.argv.slice(2);
if (!dataDir || !password) throw new Error("usage: console-staff.ts <dataDir> <password>");
const database = await openDatabase(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
await database.migrate();
for (const [role, person] of Object.entries(CONSOLE_STAFF)) {
  await createStaff(database.db, null, { ...person, role: role as keyof typeof CONSOLE_STAFF, password });
}
await database.close();
