/** Deployment environments (public spec 7.1). */
export type Environment = "prod" | "stage" | "rc" | "localhost"

/**
 * The service bases a client talks to. The spec names more (next API, partner
 * app, websockets…); those arrive with the features that use them. By default
 * every base is the one server that serves the web app, under `/api`.
 */
export interface ServiceBases {
  /** Main API: accounts, facilities, tags, overview. */
  readonly main: string
  /** Hosted backend: facility reads, regions, search. */
  readonly hosted: string
}

/** Bases for an environment; `origin` is where the app is served from ('' = same origin). */
export const serviceBasesFor = (_environment: Environment, origin = ""): ServiceBases => ({
  main: origin,
  hosted: origin
})
