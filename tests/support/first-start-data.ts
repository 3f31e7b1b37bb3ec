/**
 * Leaves in DATA_DIR what a production server's first start does (migrations, demo content and images),
 * then stops: run by seeded-data.ts in a process of its own, as the server would be.
 */
import { prepare } from "../../server/start.ts";

const { release } = await prepare();
await release();
