/**
 * The address of the client a request comes from, which rate limits are keyed on.
 *
 * Without proxies (`TRUST_PROXY=0`, the default) it is the socket's peer address: `X-Forwarded-For` is
 * written by whoever sends the request and is ignored. Behind N proxies that each append the address they
 * received the request from (HAProxy, nginx, a cloud load balancer), the client is the address the
 * outermost trusted proxy saw: the Nth entry from the right of `X-Forwarded-For` plus the socket address.
 * Anything further left was written by the client and cannot be trusted.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** Requests made in-process (tests through `app.request`) have no socket; they may name their address here. */
export const TEST_CLIENT_ADDRESS_HEADER = "x-test-client-ip";

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return c.req.header(TEST_CLIENT_ADDRESS_HEADER) ?? "local";
  }
}

/**
 * `forwardedFor` is the `X-Forwarded-For` header (possibly several, joined with commas), `trustedHops` the
 * number of proxies in front of the server.
 */
export function resolveClientAddress(socket: string, forwardedFor: string | undefined, trustedHops: number) {
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  // chain[last] is the proxy nearest to us; each trusted hop vouches for the entry left of it.
  const index = chain.length - 1 - trustedHops;
  return chain[Math.max(0, index)] ?? socket;
}

export function clientAddress(c: Context, trustedHops: number): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trustedHops);
}
