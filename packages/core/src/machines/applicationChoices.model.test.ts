import { describe } from "vitest"
import { createMachine } from "xstate"
import { choicesOf, withChoiceAdded, withChoiceMoved, withChoiceRemoved } from "./applicationChoices"
import { applicationFormMachine } from "./applicationForm.machine"
import { startForm, type StartedForm } from "../testing/formHarness"
import { assignModel, replayModelPaths, type Replay } from "../testing/modelReplay"
import { applicantDetails } from "../testing/fixtures"

/**
 * The facilities of one application, as issue 20 describes them: one form sent to up to 5
 * facilities in the parent's priority order. The facility applied from is first; others are
 * added last; one may be removed (never the last one left) and moved up, down or dragged to the
 * top; a sixth (whichever it is), or a facility already chosen, is refused and the list stays
 * as it was. Sent,
 * one facility goes as `facility_id`, several as `facility_ids` in the order shown.
 */
const origin = 1
const candidates = [2, 3, 4, 5, 6]
interface Context {
  readonly ids: ReadonlyArray<number>
  readonly error: string | null
}
const name = (id: number) => `Placówka ${id}`
const choose = (change: (context: Context) => Partial<Context>) => ({ actions: assignModel<Context>(({ context }) => ({ error: null, ...change(context) })) })
const moved = (ids: ReadonlyArray<number>, from: number, to: number) => {
  const list = [...ids]
  const [id] = list.splice(from, 1) as [number]
  list.splice(to, 0, id)
  return list
}

const model = createMachine({
  types: {} as { context: Context },
  id: "applicationChoices",
  context: { ids: [origin], error: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        ADD_NEXT: [
          { guard: ({ context }) => context.ids.length === 5, actions: assignModel<Context>({ error: "APPLICATION_CHOICES_TOO_MANY" }) },
          choose(({ ids }) => ({ ids: [...ids, candidates.find((id) => !ids.includes(id)) ?? 0] }))
        ],
        // A full list takes no sixth, whichever it is.
        ADD_ORIGIN_AGAIN: {
          actions: assignModel<Context>(({ context }) => ({ error: context.ids.length === 5 ? "APPLICATION_CHOICES_TOO_MANY" : "APPLICATION_CHOICES_REPEATED" }))
        },
        REMOVE_FIRST: [
          { guard: ({ context }) => context.ids.length === 1, actions: assignModel<Context>({ error: "APPLICATION_CHOICES_MISSING" }) },
          choose(({ ids }) => ({ ids: ids.slice(1) }))
        ],
        LAST_UP: choose(({ ids }) => ({ ids: ids.length < 2 ? ids : moved(ids, ids.length - 1, ids.length - 2) })),
        FIRST_DOWN: choose(({ ids }) => ({ ids: ids.length < 2 ? ids : moved(ids, 0, 1) })),
        LAST_TO_TOP: choose(({ ids }) => ({ ids: moved(ids, ids.length - 1, 0) })),
        SUBMIT: "sending"
      }
    },
    sending: { type: "final" }
  }
})

const texts = applicantDetails
const current = (form: StartedForm) => form.context().values.facility_ids as string
const ids = (form: StartedForm) => choicesOf(current(form)).map((choice) => choice.id)
const change = (form: StartedForm, value: string) => form.actor.send({ type: "CHANGE", field: "facility_ids", value })
// What each model event is on the form: the changes the page sends, from core's helpers.
const edits: Record<string, (form: StartedForm) => void> = {
  ADD_NEXT: (form) => change(form, withChoiceAdded(current(form), { id: candidates.find((id) => !ids(form).includes(id)) ?? 6, name: name(6) })),
  ADD_ORIGIN_AGAIN: (form) => change(form, withChoiceAdded(current(form), { id: origin, name: name(origin) })),
  REMOVE_FIRST: (form) => change(form, withChoiceRemoved(current(form), ids(form)[0] ?? 0)),
  LAST_UP: (form) => change(form, withChoiceMoved(current(form), ids(form).at(-1) ?? 0, ids(form).length - 2)),
  FIRST_DOWN: (form) => change(form, withChoiceMoved(current(form), ids(form)[0] ?? 0, 1)),
  LAST_TO_TOP: (form) => change(form, withChoiceMoved(current(form), ids(form).at(-1) ?? 0, 0))
}

const replay: Replay<typeof model, StartedForm> = {
  start: () => {
    const form = startForm(applicationFormMachine, { origin: { id: origin, name: name(origin) }, clock: () => new Date("2026-05-10T08:00:00Z") })
    for (const [field, value] of Object.entries(texts)) form.actor.send({ type: "CHANGE", field, value })
    return form
  },
  perform: async (form, { type }) => {
    if (type === "SUBMIT") await form.submit()
    else edits[type]?.(form)
  },
  observe: (form) => ({
    ids: ids(form),
    error: (form.context().errors as Record<string, string | undefined>).facility_ids ?? null,
    sending: form.actor.getSnapshot().matches("sending") ? form.send.latest().input : null
  }),
  expected: ({ value, context }) => ({
    ids: context.ids,
    error: context.error,
    sending: value === "sending" ? { ...(context.ids.length === 1 ? { facility_id: context.ids[0] } : { facility_ids: context.ids }), ...texts } : null
  }),
  // Where the list can go depends on its length and message; which facilities fill it, only on the way there.
  vertex: ({ ids: list, error }) => ({ length: list.length, error }),
  stop: (form) => form.actor.stop()
}


describe("application choices — model-based (issue 20)", () => {
  replayModelPaths(model, ["ADD_NEXT", "ADD_ORIGIN_AGAIN", "REMOVE_FIRST", "LAST_UP", "FIRST_DOWN", "LAST_TO_TOP", "SUBMIT"].map((type) => ({ type })), replay)
})
