import { describe } from "vitest"
import { createMachine } from "xstate"
import { apiError } from "../api/errors"
import { ConnectionError } from "../client/connectionError"
import type { City } from "../domain/region"
import { facilityRefOf } from "../domain/rules/facilityRef"
import { districtChoice, townChoice } from "./addressPlace"
import { facilityAddressFormMachine } from "./facilityAddressForm.machine"
import { facilityBasicInfoFormMachine } from "./facilityBasicInfoForm.machine"
import { facilityRecruitmentFormMachine } from "./facilityRecruitmentForm.machine"
import { formModelEvents, formShows, replayForm, withoutMessage } from "../testing/formHarness"
import { aManagedFacility } from "../testing/managedFacilityFixture"
import { assignModel, replayModelPaths } from "../testing/modelReplay"

/**
 * An owner-area tab saved, as management 2.4, 5, 8 and 9 describe it: the tab opens with the
 * record's values; saving with nothing changed says "No changes to save." and sends nothing;
 * a save sends only the changed fields (PATCH facility/list/:id) and shows the tab's success
 * toast; a problem shows under its field and goes when the field is clicked or edited; what the
 * server refuses shows under the field it names, or for the whole form.
 */
interface Context {
  readonly changed: Readonly<Record<string, unknown>>
  readonly errors: Record<string, string>
  readonly formError: string | null
  readonly toasts: ReadonlyArray<string>
}


/** The basic info tab: opens 6:30–17:30 on weekdays. */
const basicInfo = {
  facility: aManagedFacility(),
  fills: {
    TYPE_TUITION: { tuition: "  od 500 do 900 zł " },
    CLOSE_BEFORE_OPENING: { close_at: "300" },
    CLOSE_AT_SIX: { close_at: "1080" },
    OPEN_SATURDAY: { is_open_saturday: "true" }
  },
  // What each fill changes, as the PATCH names it; the field whose problem it can clear.
  changes: {
    TYPE_TUITION: ["tuition", { tuition: "od 500 do 900 zł" }],
    CLOSE_BEFORE_OPENING: ["close_at", { close_at: 300 }],
    CLOSE_AT_SIX: ["close_at", { close_at: 1080 }],
    OPEN_SATURDAY: ["is_open_saturday", { is_open_saturday: true }]
  } as Record<string, readonly [string, Record<string, unknown>]>,
  problems: (changed: Readonly<Record<string, unknown>>) => (changed.close_at === 300 ? { close_at: "END_BEFORE_START" } : {}),
  toast: "CHANGES_SAVED",
  refusal: { field: "tuition", message: "TEXT_TOO_LONG" }
}

/** The recruitment tab on the basic package: no text in its description. */
const recruitment = {
  facility: aManagedFacility(),
  fills: {
    TURN_RECRUITMENT_ON: { recruitment_active: "true" },
    WRITE_DESCRIPTION: { recruitment_description: "Zapraszamy!" },
    CLEAR_DESCRIPTION: { recruitment_description: "  " },
    THREE_PLACES_FOR_THREE_YEAR_OLDS: { places_3: "3" }
  },
  changes: {
    TURN_RECRUITMENT_ON: ["recruitment_active", { recruitment_active: true }],
    WRITE_DESCRIPTION: ["recruitment_description", { recruitment_description: "Zapraszamy!" }],
    CLEAR_DESCRIPTION: ["recruitment_description", { recruitment_description: null }],
    THREE_PLACES_FOR_THREE_YEAR_OLDS: ["places_3", { vacancies_by_age: [{ age_group: "3", places: 3 }] }]
  } as Record<string, readonly [string, Record<string, unknown>]>,
  problems: (changed: Readonly<Record<string, unknown>>) =>
    typeof changed.recruitment_description === "string" ? { recruitment_description: "FEATURE_NOT_IN_PACKAGE" } : {},
  toast: "RECRUITMENT_UPDATED",
  refusal: { field: "recruitment_description", message: "FEATURE_NOT_IN_PACKAGE" }
}

/** A place as the city search finds it. */
const place = (kind: City["kind"], id: number, name: string, town: string, county: string): City => ({
  kind, id, name, key: name, param: town, voivodeship: "małopolskie", voivodeship_param: "malopolskie", county,
  district_param: kind === "district" ? name : null, display_name: name, city_cache: null,
  boundingbox: [49.95, 50.05, 20.0, 20.1], mobileBoundingbox: [49.96, 50.04, 20.01, 20.09], importance: 0.5
})

/** The address tab of a facility in Kraków (town 1) with no district: it moves to Wieliczka, or into Krowodrza. */
const address = {
  facility: aManagedFacility(),
  fills: {
    CHOOSE_WIELICZKA: townChoice(place("city", 7, "Wieliczka", "wieliczka", "wielicki")),
    CHOOSE_KROWODRZA: districtChoice(place("district", 12, "Krowodrza", "krakow", "Kraków")),
    TYPE_POST_CODE_WITHOUT_DASH: { post_code: "30001" }
  },
  // A new town fills in its county and leaves no district (null: the stored one, so no change).
  changes: {
    CHOOSE_WIELICZKA: ["town_id", { town_id: 7, county: "wielicki", district_id: null }],
    CHOOSE_KROWODRZA: ["district_id", { district_id: 12 }],
    TYPE_POST_CODE_WITHOUT_DASH: ["post_code", { post_code: "30001" }]
  } as Record<string, readonly [string, Record<string, unknown>]>,
  problems: (changed: Readonly<Record<string, unknown>>) => (changed.post_code === "30001" ? { post_code: "POST_CODE_INVALID" } : {}),
  toast: "CHANGES_SAVED",
  // A town the catalogue does not know (management 2.4: the facility lands in a catalogue town).
  refusal: { field: "town_id", message: "FIELD_INVALID" }
}

type Tab = typeof basicInfo | typeof recruitment | typeof address

const tabModel = (tab: Tab) => {
  const fill = (event: string) => {
    const [field, change] = tab.changes[event] ?? ["", {}]
    return assignModel<Context>(({ context }) => {
      // A value typed back to the stored one is no change.
      const changed = { ...context.changed, ...change }
      const initial = tab.facility as unknown as Record<string, unknown>
      for (const key of Object.keys(change)) if (JSON.stringify(changed[key] ?? null) === JSON.stringify(initial[key] ?? null)) delete changed[key]
      return { changed, errors: withoutMessage(context.errors, field) }
    })
  }
  const click = (field: string) => assignModel<Context>(({ context }) => ({ errors: withoutMessage(context.errors, field) }))
  return createMachine({
    types: {} as { context: Context },
    id: "facilityTab",
    context: { changed: {}, errors: {}, formError: null, toasts: [] },
    initial: "editing",
    states: {
      editing: {
        on: {
          ...Object.fromEntries(Object.keys(tab.fills).map((event) => [event, { actions: fill(event) }])),
          CLICK_REFUSED_FIELD: { actions: click(tab.refusal.field) },
          SUBMIT: [
            { guard: ({ context }) => Object.keys(context.changed).length === 0, actions: assignModel<Context>({ errors: {}, formError: "NO_CHANGES_TO_SAVE" }) },
            {
              guard: ({ context }) => Object.keys(tab.problems(context.changed)).length > 0,
              actions: assignModel<Context>(({ context }) => ({ errors: tab.problems(context.changed), formError: null }))
            },
            { target: "sending", actions: assignModel<Context>({ formError: null }) }
          ]
        }
      },
      sending: {
        on: {
          SAVED: { target: "saved", actions: assignModel<Context>(({ context }) => ({ toasts: [...context.toasts, tab.toast] })) },
          FIELD_REFUSED: { target: "editing", actions: assignModel<Context>({ errors: { [tab.refusal.field]: tab.refusal.message }, formError: null }) },
          LIMIT_MET: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "ERROR_ACTION_LIMIT_MET" }) },
          NO_ANSWER: { target: "editing", actions: assignModel<Context>({ errors: {}, formError: "CONNECTION_ERROR" }) }
        }
      },
      saved: { type: "final" }
    }
  })
}

const saved = aManagedFacility({ name: "Saved" })
const answersOf = (tab: Tab) => ({
  SAVED: { output: saved },
  FIELD_REFUSED: { error: apiError("ERROR_BAD_REQUEST", { [tab.refusal.field]: [tab.refusal.message] }) },
  LIMIT_MET: { error: apiError("ERROR_ACTION_LIMIT_MET") },
  NO_ANSWER: { error: new ConnectionError({ cause: null }) }
})

const replayTab = (tab: Tab, machine: Parameters<typeof replayForm>[0]) => {
  const answers = answersOf(tab)
  const clicks = { CLICK_REFUSED_FIELD: tab.refusal.field }
  const events = formModelEvents({ fills: tab.fills, clicks, answers })
  const replay = replayForm<ReturnType<typeof tabModel>>(machine, {
    input: { facility: tab.facility },
    fills: tab.fills,
    clicks,
    answers,
    expected: (state) => formShows(state, "saved", { sending: () => ({ facilityRef: facilityRefOf(tab.facility), patch: state.context.changed }), result: saved }),
    vertex: ({ changed, errors, formError }) => ({ changed, errors, formError })
  })
  replayModelPaths(tabModel(tab), events, replay)
}

describe("facilityBasicInfoFormMachine — model-based (management 2.4, 5, 8)", () => {
  replayTab(basicInfo, facilityBasicInfoFormMachine)
})

describe("facilityRecruitmentFormMachine — model-based, the basic package (management 2.4, 9)", () => {
  replayTab(recruitment, facilityRecruitmentFormMachine)
})

describe("facilityAddressFormMachine — model-based, the town and district (management 2.4, 5, 8)", () => {
  replayTab(address, facilityAddressFormMachine)
})
