/**
 * The Node flags the production server runs with: `npm start`, the cluster's instances and the bench's server
 * (a test checks that package.json's start script has them).
 *
 * A page render allocates a few megabytes that die young. With V8's default 16 MB semi-space, ten renders in
 * flight outgrow the young generation, so objects still in use are copied and promoted to the old one and
 * collected there at a higher price. A 32 MB semi-space (64 MB more memory at most per process) cut server
 * CPU per uncached page by 10–15 % in alternated runs (ADR 9, 3 December 2026); 64 MB measured the same.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"] as const;
