/**
 * Local stand-in for the owner's mail server (SMTP_URL), on 127.0.0.1: smtp-server, by
 * nodemailer's authors, keeping every message it takes as the raw bytes it received and as
 * mailparser reads them, with the envelope. It can refuse a recipient for good (5xx), and be
 * stopped and started again on the same port, as a mail server that is down and comes back.
 */
import { type AddressInfo, createServer } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

type ReceivedMail = {
  /** The envelope: MAIL FROM and every RCPT TO, which is who the message really goes to. */
  from: string
  to: string[]
  raw: string
  parsed: ParsedMail
  /** Milliseconds since the epoch, when the message was taken. */
  at: number
}

type Options = {
  /** 0 for any free port. */
  port?: number
  /** A recipient to refuse with this 5xx text, e.g. "550 5.1.1 Mailbox unknown". */
  refuse?: (recipient: string) => string | undefined
}

/** A port no one listens on now: the address of a mail server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

/** Starts the stand-in; `received` fills as messages arrive. */
export async function startMailServer({ port = 0, refuse }: Options = {}) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback, as the tests' SMTP_URL says (smtp://127.0.0.1:port).
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address)
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.replace(/^\d{3} /, '')), { responseCode: Number(refusal.slice(0, 3)) }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          parsed: await simpleParser(raw),
          at: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((done, fail) => {
    server.server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
  const address = server.server.address() as AddressInfo
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** The header lines of a raw message, each unfolded onto one line. */
export function headerLines(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'))
  return head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')
}
