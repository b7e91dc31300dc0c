import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { outboxSenderLayer } from "../src/mail/outbox"
import { ServerConfig } from "../src/services"
import { confirmationMail, resetMail } from "../src/mail/templates"
import { visitCalendarFile } from "../src/mail/visitCalendar"
import { newEmail, STRONG_PASSWORD } from "./support/accounts"
import { request } from "./support/http"
import { mailingTo, startSmtpInbox } from "./support/smtpInbox"
import { serverForTests } from "./support/testServer"
import { until } from "./support/until"

interface OutboxRow {
  readonly id: number
  readonly subject: string
  readonly sent_at: Date | null
  readonly attempts: number
  readonly last_error: string | null
  readonly next_attempt_at: Date | null
}

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox?.stop())
const server = serverForTests(() => ({ facilities: 100, config: mailingTo(inbox) }))

/**
 * Starts `count` more senders on the server's database, as other instances of the deployment
 * run theirs: each with its own SMTP transport and its own polling, over the same pool of
 * connections (on PostgreSQL, separate connections at once).
 */
const moreSenders = async (count: number) => {
  const scope = Effect.runSync(Scope.make())
  const sender = outboxSenderLayer.pipe(Layer.provide(Layer.succeed(ServerConfig, server.config)))
  for (let i = 0; i < count; i++) await server.withSql(Layer.buildWithScope(Layer.fresh(sender), scope))
  return { stop: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

const outboxTo = async (address: string) =>
  server.query<OutboxRow>(
    "select id, subject, sent_at, attempts, last_error, next_attempt_at from mail_outbox where to_address = $1 order by id",
    [address]
  )

describe("mail delivery over SMTP", () => {
  it("delivers the sign-up confirmation to the recipient, with its subject and a working link", async () => {
    const email = newEmail()
    const signup = await request(server.baseUrl, "POST", "/api/v1/account/account", {
      body: { email, password: STRONG_PASSWORD, name: "Joanna", surname: "Zielińska", accepted_regulations: true }
    })
    expect(signup.status).toBe(201)
    const [received] = await until("the confirmation at the SMTP server", async () => inbox.to(email).length > 0 && inbox.to(email))
    expect(received!.mail.subject).toBe(confirmationMail.pl("", "").subject)
    expect(received!.mail.to).toMatchObject({ value: [{ address: email }] })
    expect(received!.mail.from).toMatchObject({ value: [{ address: "no-reply@pociecha.pl" }] })
    expect(received!.mail.text).toContain("Dzień dobry Joanna")
    const token = /\/potwierdz-konto\/([A-Za-z0-9_-]+)/.exec(received!.mail.text ?? "")?.[1]
    expect(token).toBeDefined()
    expect((await request(server.baseUrl, "POST", `/api/v1/account/confirm/${token}`)).status).toBe(204)
    const [row] = await until("the row marked sent", async () => (await outboxTo(email)).filter((r) => r.sent_at !== null))
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null })
  })

  it("keeps a message while the SMTP server is down, with its error, and delivers it once it is back", async () => {
    const email = newEmail()
    const signup = await request(server.baseUrl, "POST", "/api/v1/account/account", {
      body: { email, password: STRONG_PASSWORD, name: "Olena", surname: "Kowalenko", language: "ua", accepted_regulations: true }
    })
    expect(signup.status).toBe(201)
    await until("the confirmation delivered", async () => inbox.to(email).length === 1)

    await inbox.stop()
    expect((await request(server.baseUrl, "POST", `/api/v1/account/reset/request/${encodeURIComponent(email)}`)).status).toBe(204)
    const failed = await until("a failed attempt recorded", async () => {
      const reset = (await outboxTo(email)).find((row) => row.subject === resetMail.ua("", "").subject)
      return reset !== undefined && reset.last_error !== null && reset
    })
    expect(failed.sent_at).toBeNull()
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(failed.next_attempt_at).not.toBeNull()
    // Retried while down: each attempt counted, nothing lost.
    await until("a second failed attempt", async () => (await outboxTo(email)).some((row) => row.id === failed.id && row.attempts >= 2))
    expect(inbox.to(email)).toHaveLength(1)

    await inbox.restart()
    const [, reset] = await until("the reset mail at the SMTP server", async () => inbox.to(email).length === 2 && inbox.to(email))
    expect(reset!.mail.subject).toBe(resetMail.ua("", "").subject)
    expect(reset!.mail.text).toMatch(/\/reset-hasla\/[A-Za-z0-9_-]+/)
    const delivered = await until("the row marked sent", async () =>
      (await outboxTo(email)).find((row) => row.id === failed.id && row.sent_at !== null))
    expect(delivered).toMatchObject({ last_error: null, next_attempt_at: null })
    expect(delivered.attempts).toBeGreaterThanOrEqual(3)
  })

  it("sends each message once, though several instances deliver the same outbox", async () => {
    const senders = await moreSenders(3)
    try {
      const address = newEmail()
      const subjects = Array.from({ length: 60 }, (_, i) => `Wiadomość ${i}`)
      await server.query(
        "insert into mail_outbox (to_address, subject, body_text) select $1, s, 'Treść' from unnest($2::text[]) s",
        [address, subjects]
      )
      await until("every row marked sent", async () => (await outboxTo(address)).every((row) => row.sent_at !== null))
      expect(inbox.to(address).map(({ mail }) => mail.subject).sort()).toEqual([...subjects].sort())
      expect((await outboxTo(address)).map((row) => row.attempts)).toEqual(subjects.map(() => 1))
    } finally {
      await senders.stop()
    }
  })

  it("delivers a message's attachments (a visit's .ics) as files of their type", async () => {
    const address = newEmail()
    const ics = visitCalendarFile({
      bookingId: 1,
      title: "Dzień otwarty: Przedszkole Słoneczko",
      description: "http://localhost/placowka/przedszkole-sloneczko",
      location: "Przedszkole Słoneczko, ul. Długa 5",
      startsAt: Date.UTC(2027, 0, 10, 9),
      endsAt: Date.UTC(2027, 0, 10, 11),
      publicUrl: "http://localhost"
    }, "booked")
    await server.query("insert into mail_outbox (to_address, subject, body_text, attachments) values ($1, 'Potwierdzenie', 'Treść', $2::jsonb)", [
      address,
      JSON.stringify([ics])
    ])
    const [received] = await until("the mail with its file at the SMTP server", async () => inbox.to(address).length > 0 && inbox.to(address))
    const [file] = received!.mail.attachments
    expect(file).toMatchObject({ filename: "wizyta.ics", contentType: "text/calendar" })
    expect(file!.content.toString("utf8")).toContain("DTSTART:20270110T090000Z")
  })
})
