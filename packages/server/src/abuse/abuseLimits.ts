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
  /** Wrong passwords for one e-mail before the account is soft-locked. */
  readonly loginFailuresPerAccount: Allowance
  /** The first soft lock; each further lock that day doubles it, up to the maximum. */
  readonly loginLockSeconds: { readonly first: number; readonly max: number }
  /** Wrong passwords from one IP address, across all e-mails. */
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
  loginFailuresPerAccount: { points: 5, seconds: 15 * MINUTE },
  loginLockSeconds: { first: MINUTE, max: HOUR },
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

/** The soft lock after the n-th lock of the day (1-based): doubling, capped. */
export const loginLockSeconds = (limits: AbuseLimits, lockNumber: number): number =>
  Math.min(limits.loginLockSeconds.first * 2 ** Math.max(0, lockNumber - 1), limits.loginLockSeconds.max)
