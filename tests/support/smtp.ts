/**
 * An SMTP server in the test process (smtp-server) that parses what it receives (mailparser), for tests of
 * the mail the site sends. `refuse` makes it answer every message with a temporary failure (451).
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtp {
  received: ParsedMail[];
  state: { refuse: boolean };
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse) return callback(Object.assign(new Error("try later"), { responseCode: 451 }));
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-conversation (a killed server under test) resets its connection: not our error.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a message went to. */
export function recipients(mail: ParsedMail): string[] {
  return (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ""),
  );
}
