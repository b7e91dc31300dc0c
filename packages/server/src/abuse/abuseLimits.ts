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
}

const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

export const defaultAbuseLimits: AbuseLimits = {
  loginFailuresPerAccountAndIp: { points: 5, seconds: HOUR },
  // Capped at minutes: a shared address (one NAT, one proxy) is slowed, never shut out for an hour.
  loginDelaySeconds: { first: 1, max: 5 * MINUTE },
  loginFailuresPerIp: { points: 50, seconds: HOUR },
  signupsPerIp: { points: 10, seconds: HOUR },
  resetRequestsPerIp: { points: 10, seconds: HOUR },
  mailsPerAddress: { points: 5, seconds: HOUR },
  seenMarksPerUser: { points: 120, seconds: MINUTE },
  opinionsPerUser: { points: 10, seconds: HOUR },
  imageUploadsPerUser: { points: 30, seconds: HOUR },
  messagesPerUser: { points: 30, seconds: HOUR },
  applicationsPerUser: { points: 10, seconds: HOUR },
  geocodesPerUser: { points: 60, seconds: HOUR },
  shadowsPerUser: { points: 10, seconds: HOUR },
  attachmentUploadsPerUser: { points: 60, seconds: HOUR },
  invitationsPerUser: { points: 50, seconds: DAY },
  invitationsPerAddress: { points: 3, seconds: DAY }
}

/** The wait after the n-th wrong password over an allowance (1-based): doubling, capped. */
export const loginDelaySeconds = (limits: AbuseLimits, overAllowance: number): number =>
  Math.min(limits.loginDelaySeconds.first * 2 ** Math.max(0, overAllowance - 1), limits.loginDelaySeconds.max)
