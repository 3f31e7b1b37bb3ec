/**
 * Runs before each integration test file. The integration projects keep one worker process for many files
 * (isolate: false) so that a worker's databases outlive a file (test-db.ts); this gives each file the fresh
 * modules isolation would: product modules with state (the page cache's version, listeners) start anew.
 */
import { vi } from "vitest";
import { releaseAllTestDatabases } from "./test-db.ts";

vi.resetModules();
releaseAllTestDatabases();
