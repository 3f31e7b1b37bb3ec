import { Writable } from "node:stream";

/**
 * A destination for React's `pipe` that keeps what React writes and hands the whole of it over once React
 * ends the stream. It never asks React to wait (a page is a few hundred kilobytes at most), so React writes
 * the document in one pass.
 */
export function wholeDocument(onEnd: (page: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    highWaterMark: 64 * 1024 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      onEnd(Buffer.concat(chunks));
      done();
    },
  });
}
