/**
 * The website builder under test: the real machine with its server calls settled by hand, a site
 * as the server answers it, and what its spec models (written from management 2.6) announce.
 */
import { createActor, emit, type AnyEventObject, type EventObject, type MachineContext } from "xstate"
import type { WebPage } from "../domain/webPage"
import { websiteBuilderMachine } from "../machines/websiteBuilder.machine"
import type {
  SubpageRemoveInput,
  SubpageSaveInput,
  SubpageSortInput,
  WebsiteBuilderInput,
  WebsiteCreateInput,
  WebsiteRef,
  WebsiteUpdateInput
} from "../machines/websiteBuilderTypes"
import { controllablePromise } from "./controllablePromise"

/**
 * The builder started on `input`, with its calls as promise actors the test settles by hand
 * (`calls`) and what it emitted, in order (`emitted`).
 */
export function startWebsiteBuilder(input: WebsiteBuilderInput) {
  const calls = {
    create: controllablePromise<WebPage, WebsiteCreateInput>(),
    update: controllablePromise<WebPage, WebsiteUpdateInput>(),
    remove: controllablePromise<void, WebsiteRef>(),
    saveSubpage: controllablePromise<WebPage, SubpageSaveInput>(),
    removeSubpage: controllablePromise<WebPage, SubpageRemoveInput>(),
    sortSubpages: controllablePromise<WebPage, SubpageSortInput>()
  }
  const actors = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.logic])) as { [K in keyof typeof calls]: (typeof calls)[K]["logic"] }
  const actor = createActor(websiteBuilderMachine.provide({ actors }), { input })
  const emitted: EventObject[] = []
  actor.on("*", (event) => emitted.push(event))
  actor.start()
  return { actor, calls, emitted }
}

/** A started builder, as {@link startWebsiteBuilder} gives it. */
export type StartedBuilder = ReturnType<typeof startWebsiteBuilder>

/** The facility `tecza-7`'s site `tecza` (id 1), visible and active, in template 1, without subpages unless given. */
export const aWebPage = (overrides: Partial<WebPage> = {}): WebPage => ({
  id: 1,
  facility_id: 7,
  template_id: 1,
  template_key: "crayons",
  name: "tecza",
  domain_id: 40,
  domain: { id: 40, subdomain_name: "tecza" },
  visible: true,
  active: true,
  created_at: 1_780_000_000_000,
  subpages: [],
  ...overrides
})

/** What a replay of the builder does after each step and path: takes what it emitted, stops it. */
export const builderReplay = {
  emitted: ({ emitted }: StartedBuilder) => emitted.splice(0),
  stop: ({ actor }: StartedBuilder) => actor.stop()
}

/** `emit` for a model's announcements outside its machine config (xstate cannot infer them there). */
export const announceModel = <TContext extends MachineContext>(event: AnyEventObject | ((args: { readonly context: TContext }) => AnyEventObject)) =>
  emit<TContext, AnyEventObject, undefined, EventObject, AnyEventObject>(event as never)

/** A toast, as spec 8.1 names it. */
export const toastOf = (tone: "success" | "error", key: string) => ({ type: "toast", tone, key })

/**
 * The facility's sites made stale by a change: read again, or, when the change does not commit
 * (should_commit false), only marked stale.
 */
export const sitesStale = (facility: string, readAgain: boolean) =>
  readAgain ? { type: "queriesStale", keys: [["facility", facility, "web-pages"]] } : { type: "queriesStale", keys: [], unread: [["facility", facility, "web-pages"]] }

/** Whether a model's state value is, or holds at any level, the state of that name. */
export const isIn = (value: unknown, name: string) => JSON.stringify(value).includes(`"${name}"`)
