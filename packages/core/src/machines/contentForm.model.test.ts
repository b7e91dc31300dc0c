import { describe } from "vitest"
import { createActor, createMachine, waitFor, type EventObject } from "xstate"
import type { BlogPostPayload } from "../api/blog"
import { apiError } from "../api/errors"
import type { CmsBlogPost } from "../domain/blog"
import { blogCategories } from "../domain/blogPages"
import { QUERIES_STALE } from "../queries/queriesStale"
import { controllablePromise } from "../testing/controllablePromise"
import { assignModel, replayModelPaths } from "../testing/modelReplay"
import { contentFormState, momentToLocalInput, TRANSLATION_ON, type SaveContentInput } from "./contentForm.machine"
import { blogPostFormMachine } from "./contentKinds"

/**
 * The CMS's content editor as issue 19 describes it: a text is written in Polish (its title
 * required) with optional Ukrainian and English versions, each added and removed; it is a draft
 * or published, and published from a moment ahead it is scheduled; a save sends the kind's own
 * fields with it, and what the server refuses shows under its field.
 */
interface Context {
  readonly titled: boolean
  readonly ua: boolean
  readonly en: boolean
  readonly status: "draft" | "published"
  readonly ahead: boolean
  readonly errors: Readonly<Record<string, string>>
  readonly sent: ReadonlyArray<string> | null
  readonly called: boolean
}

const now = new Date()
/** A week ahead, as the datetime input holds it. */
const AHEAD_INPUT = momentToLocalInput(new Date(now.getTime() + 7 * 24 * 3600_000).toISOString())

const post: CmsBlogPost = {
  id: 7, slug: "jak-wybrac-przedszkole", category: blogCategories[0]!, title: "", author: "Redakcja",
  status: "draft", publish_at: null, state: "draft", updated_at: now.toISOString(), description: "O wyborze przedszkola.",
  body_html: "<p>Tekst.</p>", cover_url: "/blog/okladka.svg", cover_alt: "Dziecko z plecakiem", translations: {}, created_at: now.toISOString()
}

/** Typing in a field takes its message away. */
const withoutTitle = ({ title: _, ...others }: Readonly<Record<string, string>>) => others

const model = createMachine({
  types: {} as { context: Context },
  id: "contentForm",
  context: { titled: false, ua: false, en: false, status: "draft", ahead: false, errors: {}, sent: null, called: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        TYPE_TITLE: { guard: ({ context }) => !context.titled, actions: assignModel<Context>(({ context }) => ({ titled: true, errors: withoutTitle(context.errors) })) },
        ADD_UA: { guard: ({ context }) => !context.ua, actions: assignModel<Context>(() => ({ ua: true })) },
        REMOVE_UA: { guard: ({ context }) => context.ua, actions: assignModel<Context>(() => ({ ua: false })) },
        ADD_EN: { guard: ({ context }) => !context.en, actions: assignModel<Context>(() => ({ en: true })) },
        PUBLISH: { guard: ({ context }) => context.status === "draft", actions: assignModel<Context>(() => ({ status: "published" })) },
        SCHEDULE: { guard: ({ context }) => !context.ahead, actions: assignModel<Context>(() => ({ ahead: true })) },
        SAVE: [
          { guard: ({ context }) => !context.titled, actions: assignModel<Context>(() => ({ errors: { title: "FIELD_REQUIRED" } })) },
          { target: "done", actions: assignModel<Context>(({ context }) => ({ called: true, sent: [...(context.ua ? ["ua"] : []), ...(context.en ? ["en"] : [])] })) }
        ],
        SAVE_SLUG_TAKEN: { guard: ({ context }) => context.titled && context.status === "draft", actions: assignModel<Context>(() => ({ called: true, errors: { slug: "SLUG_TAKEN" } })) }
      }
    },
    done: { type: "final" }
  }
})

const events = ["TYPE_TITLE", "ADD_UA", "REMOVE_UA", "ADD_EN", "PUBLISH", "SCHEDULE", "SAVE", "SAVE_SLUG_TAKEN"].map((type) => ({ type }))

function startForm() {
  const send = controllablePromise<CmsBlogPost, SaveContentInput<BlogPostPayload>>()
  const actor = createActor(blogPostFormMachine.provide({ actors: { send: send.logic } }), { input: { entry: post } })
  const stale: Array<ReadonlyArray<unknown>> = []
  actor.on(QUERIES_STALE, (event) => stale.push(event.keys))
  actor.start()
  return { actor, send, stale }
}
type System = ReturnType<typeof startForm>

const change = ({ actor }: System, field: string, value: string) => actor.send({ type: "CHANGE", field: field as never, value })

async function perform(system: System, { type }: EventObject) {
  const { actor, send } = system
  if (type === "TYPE_TITLE") change(system, "title", "Jak wybrać przedszkole")
  if (type === "ADD_UA") {
    change(system, "ua", TRANSLATION_ON)
    change(system, "ua.title", "Як обрати дитячий садок")
  }
  if (type === "REMOVE_UA") change(system, "ua", "")
  if (type === "ADD_EN") {
    change(system, "en", TRANSLATION_ON)
    change(system, "en.title", "How to choose a nursery")
  }
  if (type === "PUBLISH") change(system, "status", "published")
  if (type === "SCHEDULE") change(system, "publish_at", AHEAD_INPUT)
  if (type === "SAVE" || type === "SAVE_SLUG_TAKEN") {
    const calls = send.calls.length
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (snapshot) => snapshot.matches("editing") || send.calls.length > calls)
    if (send.calls.length > calls) {
      const call = send.latest()
      if (type === "SAVE") await call.resolve({ ...post, title: call.input.payload.title })
      else await call.reject(apiError("ERROR_BAD_REQUEST", { slug: ["SLUG_TAKEN"] }))
      await waitFor(actor, (snapshot) => snapshot.matches("editing") || snapshot.matches("done"))
    }
  }
}

describe("contentFormMachine — model-based (issue 19: the CMS's editor)", () => {
  replayModelPaths(model, events, {
    start: startForm,
    perform,
    observe: ({ actor, send, stale }) => {
      const { value, context } = actor.getSnapshot()
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([, message]) => message !== undefined))
      const payload = send.calls.at(-1)?.input.payload
      return {
        state: value,
        errors,
        label: contentFormState(context.values, now),
        sent: value === "done" && payload !== undefined ? (["ua", "en"] as const).filter((language) => payload.translations[language] != null) : null,
        // The kind's own fields go with the text, and a save makes the blog's reads stale.
        carried: payload === undefined ? null : [payload.slug, payload.author],
        stale: value === "done" ? stale.length : 0
      }
    },
    expected: ({ value, context }) => ({
      state: value,
      errors: context.errors,
      label: context.status === "draft" ? "draft" : context.ahead ? "scheduled" : "published",
      sent: value === "done" ? context.sent : null,
      carried: context.called ? [post.slug, post.author] : null,
      stale: value === "done" ? 1 : 0
    }),
    vertex: (context) => context,
    stop: ({ actor }) => actor.stop()
  })
})
