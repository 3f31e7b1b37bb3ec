import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "./processes.ts";

describe("freePort", () => {
  it("gives a port below the kernel's ephemeral range that a server can then listen on", async () => {
    const ephemeralStart = Number(
      readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0],
    );
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralStart);
    }
    const server = createServer();
    await new Promise<void>((resolve, reject) =>
      server.once("error", reject).listen(ports[0], "127.0.0.1", resolve),
    );
    await new Promise((resolve) => server.close(resolve));
  });
});
