/** A budget: so many points (attempts) per window of so many seconds. */
export interface Allowance {
  readonly points: number
  readonly seconds: number
}

/**
 * How much of each abusable action one client, address or account gets. Over a budget the
 * server answers 429 ERROR_TOO_MANY_REQUESTS with Retry-After.
 */
export interface AbuseLimits {
  /**
   * Wrong passwords for one e-mail from one address (or from one known device) that cost no
   * wait; each further one makes that pair wait (see loginDelaySeconds). Never a lock of the
   * account for everyone: other addresses and known devices are not slowed by it.
   */
  readonly loginFailuresPerAccountAndIp: Allowance
  /** The wait after the first wrong password over an allowance; each further one doubles it, up to the maximum. */
  readonly loginDelaySeconds: { readonly first: number; readonly max: number }
  /** Wrong passwords from one IP address, across all e-mails, before unknown devices there are slowed. */
  readonly loginFailuresPerIp: Allowance
  readonly signupsPerIp: Allowance
  readonly resetRequestsPerIp: Allowance
  /** E-mails with a link (confirmation, reset, new address) sent to one address. */
  readonly mailsPerAddress: Allowance
  /** `seen-by/mark` calls by one user. */
  readonly seenMarksPerUser: Allowance
  /** Opinions one user sends (one per facility anyway; this stops a sweep over many facilities). */
  readonly opinionsPerUser: Allowance
  /** Images one user uploads: each is decoded and re-encoded, which costs the server real work. */
  readonly imageUploadsPerUser: Allowance
  /** Questions and thread messages one parent writes (each mails the facility's runners). */
  readonly messagesPerUser: Allowance
  /** Recruitment applications one user sends (each mails a facility, or its public address). */
  readonly applicationsPerUser: Allowance
  /** Addresses one user looks up on the map: each is a call to the geocoding service, whose use is limited. */
  readonly geocodesPerUser: Allowance
  /** Claims and new facilities one user sends: each carries up to 25 MB of documents and mails them. */
  readonly shadowsPerUser: Allowance
  /** Files one user uploads for news items (each is stored; an image is also re-encoded). */
  readonly attachmentUploadsPerUser: Allowance
  /** Invitations to join a facility one user sends (each mails someone who did not ask for it). */
  readonly invitationsPerUser: Allowance
  /** Invitations mailed to one address, from any facility: nobody is flooded with them. */
  readonly invitationsPerAddress: Allowance
  /** Accounts one partner app creates (each mails someone a link): a leaked key cannot sweep addresses. */
  readonly partnerAccountsPerPartner: Allowance
  /** Leads and presentation bookings for one address: each mails it, and the product team. */
  readonly salesRequestsPerAddress: Allowance
  /** Leads and presentation bookings from one client, whatever addresses it types. */
  readonly salesRequestsPerIp: Allowance
  /** The maintenance page's urgent messages and "notify me" addresses from one address (each message mails the product team). */
  readonly maintenanceFormsPerIp: Allowance
  /** The owner's dashboard's beacon (website clicks) from one client: nobody pumps a facility's figures. */
  readonly insightEventsPerIp: Allowance
  /** Visit bookings one user makes (each mails the parent and the facility, with a calendar file). */
  readonly visitBookingsPerUser: Allowance
  /** Searches one user saves (each one is matched by the alert job from then on). */
  readonly savedSearchesPerUser: Allowance
  /** Unsubscribe links one address tries: each checks a signature, and a forger is slowed. */
  readonly alertUnsubscribesPerIp: Allowance
}

const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

/** So many points a minute, an hour or a day. */
const perMinute = (points: number): Allowance => ({ points, seconds: MINUTE })
const perHour = (points: number): Allowance => ({ points, seconds: HOUR })
const perDay = (points: number): Allowance => ({ points, seconds: DAY })

export const defaultAbuseLimits: AbuseLimits = {
  loginFailuresPerAccountAndIp: perHour(5),
  // Capped at minutes: a shared address (one NAT, one proxy) is slowed, never shut out for an hour.
  loginDelaySeconds: { first: 1, max: 5 * MINUTE },
  loginFailuresPerIp: perHour(50),
  signupsPerIp: perHour(10),
  resetRequestsPerIp: perHour(10),
  mailsPerAddress: perHour(5),
  seenMarksPerUser: perMinute(120),
  opinionsPerUser: perHour(10),
  imageUploadsPerUser: perHour(30),
  messagesPerUser: perHour(30),
  applicationsPerUser: perHour(10),
  geocodesPerUser: perHour(60),
  shadowsPerUser: perHour(10),
  attachmentUploadsPerUser: perHour(60),
  invitationsPerUser: perDay(50),
  invitationsPerAddress: perDay(3),
  partnerAccountsPerPartner: perHour(200),
  salesRequestsPerAddress: perHour(3),
  salesRequestsPerIp: perHour(30),
  maintenanceFormsPerIp: perHour(20),
  insightEventsPerIp: perMinute(30),
  visitBookingsPerUser: perHour(20),
  savedSearchesPerUser: perHour(60),
  alertUnsubscribesPerIp: perHour(60)
}

/** The wait after the n-th wrong password over an allowance (1-based): doubling, capped. */
export const loginDelaySeconds = (limits: AbuseLimits, overAllowance: number): number =>
  Math.min(limits.loginDelaySeconds.first * 2 ** Math.max(0, overAllowance - 1), limits.loginDelaySeconds.max)
