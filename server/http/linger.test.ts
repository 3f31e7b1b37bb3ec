import { createServer, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type LingerLimits, lingerOnClose } from "./linger";

const CHUNK = Buffer.alloc(64 * 1024, "x");
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server that refuses every body at once, as the body limits do: 413 before a byte of it is read. */
async function refusingServer(limits?: LingerLimits) {
  const closed: { bytesRead: number }[] = [];
  const server = createServer((req, res) => {
    req.socket.once("close", () => closed.push({ bytesRead: req.socket.bytesRead }));
    res.writeHead(413, { "content-type": "text/plain" }).end("Too large.");
  });
  if (limits) lingerOnClose(server, limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, closed };
}

interface Upload {
  answer: string;
  writeError: string | null;
  /** The client had written every chunk when the server closed its side. */
  sentAll: boolean;
}

/**
 * Declares `chunks` × 64 KB and sends them one every `everyMs` on a connection it asks to be closed after the
 * answer (as Node's own client without an agent does), whatever the server answers meanwhile; then ends its side.
 */
function upload(port: number, chunks: number, everyMs: number): Promise<Upload> {
  return new Promise((resolve) => {
    // Half-open allowed: the server's end of the stream does not end the client's sending.
    const socket: Socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let answer = "";
    let writeError: string | null = null;
    let sent = 0;
    socket.on("data", (data) => {
      answer += data.toString("latin1");
    });
    socket.on("error", (error) => {
      writeError ??= error.message;
    });
    socket.on("close", () => {
      clearInterval(sender);
      resolve({ answer, writeError, sentAll: sent === chunks });
    });
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/octet-stream\r\nContent-Length: ${chunks * CHUNK.length}\r\n\r\n`,
    );
    const sender = setInterval(() => {
      if (sent === chunks || socket.destroyed) return;
      socket.write(CHUNK);
      if (++sent === chunks) socket.end();
    }, everyMs);
  });
}

describe("lingering close", () => {
  it("without it, a client still sending a refused body sees its writes fail (the race it closes)", async () => {
    const { port } = await refusingServer();
    const result = await upload(port, 128, 1);
    expect(result.writeError).toMatch(/EPIPE|ECONNRESET/);
    expect(result.sentAll).toBe(false);
  });

  it("a client still sending a refused body reads the 413 and the end of the stream, and every write succeeds", async () => {
    const { port, closed } = await refusingServer({ ms: 10_000, bytes: 64 * 1024 * 1024 });
    const result = await upload(port, 128, 1);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.answer).toMatch(/connection: close/i);
    expect(result.answer).toContain("Too large.");
    expect(result.writeError).toBeNull();
    expect(result.sentAll).toBe(true);
    // The server read and discarded the whole body, then closed once the client did.
    expect(closed[0]?.bytesRead).toBeGreaterThan(128 * CHUNK.length);
  });

  it("stops discarding after its time and closes the connection while the client is still sending", async () => {
    const { port } = await refusingServer({ ms: 200, bytes: 64 * 1024 * 1024 });
    // 2,000 chunks at one per 5 ms would take 10 s.
    const result = await upload(port, 2_000, 5);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.sentAll).toBe(false);
    expect(result.writeError).toMatch(/EPIPE|ECONNRESET/);
  });

  it("stops discarding after its bytes and closes the connection", async () => {
    const { port, closed } = await refusingServer({ ms: 60_000, bytes: 1024 * 1024 });
    // 64 MB declared, sent as fast as the timer allows.
    const result = await upload(port, 1_024, 1);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.sentAll).toBe(false);
    expect(closed[0]?.bytesRead).toBeLessThan(16 * 1024 * 1024);
  });
});
