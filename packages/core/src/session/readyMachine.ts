import type { AnyActorLogic, PromiseActorLogic } from "xstate"
import type { UploadTransport } from "../actors/galleryStaffActors"
import type { TokenStore } from "../client/tokenStore"
import type { City } from "../domain/region"
import type { NearPlace } from "../domain/rules/searchRefinements"
import type { ExportCropInput } from "../machines/photoInput.machine"
import type { WebStorageLike } from "../machines/userStorage"
import type { SessionActor } from "./linkSession"
import type { SessionApi } from "./sessionApi"

/**
 * What only the platform can do, for the machines that need it. A Node script leaves them out:
 * the machines then keep their own default (an upload over fetch, the cities asked of the server,
 * a photo crop that says it must be provided).
 */
export interface SessionPlatform {
  /** The photo inputs' crop to JPEG bytes (a canvas in the browser). */
  readonly exportCrop?: PromiseActorLogic<Uint8Array, ExportCropInput>
  /** How gallery uploads travel, e.g. over XMLHttpRequest to report their progress. */
  readonly uploadTransport?: UploadTransport
  /** The built-in city list, e.g. the app's cached read of it, so it is fetched once a visit. */
  readonly builtinCities?: () => Promise<ReadonlyArray<City>>
  /** Where a guest's wizard draft waits across the login page (the tab's sessionStorage); none: nothing is kept. */
  readonly draftStore?: WebStorageLike
  /** Where the device is ('Blisko mnie', the browser's geolocation), asked only when the parent presses it. */
  readonly locate?: PromiseActorLogic<NearPlace>
}

/** What a ready machine is built from: the session's client, token, platform and machine. */
export interface SessionParts {
  readonly api: SessionApi
  readonly tokens: TokenStore
  readonly baseUrl: string
  readonly platform: SessionPlatform
  /** The running session machine; throws before one is linked (see `PociechaSession.link`). */
  readonly actor: () => SessionActor
}

/**
 * A machine with its actors filled from a session: `session.machine(questionForm)`. One object
 * per machine rather than one catalogue object of all machines, so an app's bundle keeps only the
 * machines its pages use, each in the page's own chunk.
 */
export interface ReadyMachine<Logic extends AnyActorLogic> {
  readonly build: (parts: SessionParts) => Logic
}

/** Declares a ready machine: how a session provides it. */
export const readyMachine = <Logic extends AnyActorLogic>(build: (parts: SessionParts) => Logic): ReadyMachine<Logic> => ({ build })
