import { Duration, Redacted } from "effect"
import { simpleParser, type ParsedMail } from "mailparser"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"
import type { AppConfig } from "../../src/config"
import { defaultMailDelivery } from "../../src/mail/mailDelivery"

/** A message as the SMTP server took it: the envelope's recipients and the parsed mail. */
export interface ReceivedMail {
  readonly recipients: ReadonlyArray<string>
  readonly mail: ParsedMail
}

/**
 * A real SMTP server (`smtp-server`) on loopback that keeps what it is sent. It can be stopped
 * and started again on the same port, as a mail server that goes down for a while.
 */
export const startSmtpInbox = async () => {
  const received: Array<ReceivedMail> = []
  let server: SMTPServer | null = null

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["AUTH", "STARTTLS"],
        logger: false,
        // Stopping must not wait for a sender that holds a connection open.
        closeTimeout: 1000,
        onData(stream, session, callback) {
          simpleParser(stream).then((mail) => {
            received.push({ recipients: session.envelope.rcptTo.map((recipient) => recipient.address), mail })
            callback()
          }, callback)
        }
      })
      smtp.on("error", reject)
      smtp.listen(port, "127.0.0.1", () => {
        server = smtp
        resolve((smtp.server.address() as AddressInfo).port)
      })
    })

  const port = await listen(0)

  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server
      server = null
      if (running === null) resolve()
      else running.close(() => resolve())
    })

  return {
    port,
    received,
    stop,
    /** Listens again on the same port. */
    restart: () => listen(port),
    to: (address: string) => received.filter(({ recipients }) => recipients.includes(address))
  }
}

/**
 * The configuration of a server that mails through the inbox: its outbox polled and retried
 * quickly, so that a test waits for fractions of a second, not minutes.
 */
export const mailingTo = (inbox: { readonly port: number }): Partial<AppConfig> => ({
  smtpUrl: Redacted.make(`smtp://127.0.0.1:${inbox.port}`),
  mailDelivery: { ...defaultMailDelivery, pollInterval: Duration.millis(50), firstRetryDelay: Duration.millis(200), maxRetryDelay: Duration.millis(400) }
})
