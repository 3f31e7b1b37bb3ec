/**
 * Lingering close for the HTTP server's connections.
 *
 * Node's HTTP server answers a request whose body it has not read (a body refused by its length: 413) with
 * `Connection: close` and destroys the socket as soon as the answer is written. The body still arriving then
 * meets a closed socket, the kernel answers it with a reset, and a client still sending (a browser uploading a
 * file over the limit, a script posting a large form) sees its write fail and can lose the answer it was about
 * to read: it reports a connection error instead of our 413 and its words. This is the race HTTP servers close
 * with a "lingering close": once the answer is written the connection is half-closed (the client reads the
 * answer and the end of the stream) and what still arrives is read and discarded, for at most LINGER_MS and
 * LINGER_BYTES, the socket closing as soon as the client closes its side.
 *
 * Node offers no option for it: `socket.destroySoon()` is what the server calls on a connection it will not
 * keep, and that is the one method replaced here, per connection.
 */
import type { Server, Socket } from "node:net";

/** How long a connection being closed keeps discarding what its client still sends. */
export const LINGER_MS = 500;
/** How much it discards at most before it closes anyway. */
export const LINGER_BYTES = 64 * 1024 * 1024;
const CHECK_EVERY_MS = 25;

export interface LingerLimits {
  ms: number;
  bytes: number;
}

/** Every connection of `server` closes by lingering (see above) when the server gives it up. */
export function lingerOnClose(
  server: Pick<Server, "on">,
  limits: LingerLimits = { ms: LINGER_MS, bytes: LINGER_BYTES },
): void {
  server.on("connection", (socket: Socket) => {
    socket.destroySoon = () => linger(socket, limits);
  });
}

function linger(socket: Socket, limits: LingerLimits): void {
  if (socket.destroyed) return;
  // After what is queued has been written, a FIN: the client reads the whole answer and then the end.
  if (socket.writable) socket.end();
  const readBefore = socket.bytesRead;
  const close = () => {
    clearTimeout(deadline);
    clearInterval(meter);
    socket.destroy();
  };
  const deadline = setTimeout(close, limits.ms);
  // The HTTP parser reads the socket's handle directly (no 'data' events), so the bytes are counted here.
  const meter = setInterval(() => {
    if (socket.bytesRead - readBefore > limits.bytes) close();
  }, CHECK_EVERY_MS);
  deadline.unref();
  meter.unref();
  socket.once("end", close);
  socket.once("error", close);
  socket.once("close", close);
  socket.resume();
}
