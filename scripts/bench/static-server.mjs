/**
 * The benchmark's baseline: a minimal Node HTTP server answering every request with the same bytes
 * (the home page as the site served it). Plain JavaScript, no framework, no loader.
 * Usage: node scripts/bench/static-server.mjs <file> <port>
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
