import { describe, expect, it } from "vitest"
import { createActor, toPromise, type AnyActorLogic } from "xstate"
import { claimWizardActors, shadowDeskActors } from "./claimActors"
import { recordingCaller } from "../testing/recordingCaller"

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start())

const data = {
  name: "Żłobek Pod Kasztanem",
  specialization: ["0b6f6a53-8d0e-4c7a-9a4f-0c1d2e3f4a5b"],
  city: "krakow",
  voivodeship: "malopolskie",
  post_code: "31-147",
  street: "ul. Kasztanowa",
  building_number: "7",
  phone: "600 100 200",
  lat: 50.06,
  lng: 19.93
}

describe("claimWizardActors", () => {
  it("geocode asks for the address as typed", async () => {
    const { calls, caller } = recordingCaller({ lat: 50.06, lng: 19.93 })
    expect(await run(claimWizardActors(caller).geocode, "ul. Kasztanowa 7, 31-147 Kraków")).toEqual({ lat: 50.06, lng: 19.93 })
    expect(calls).toEqual([{ endpoint: "facilityEdits.geocode", request: { query: { q: "ul. Kasztanowa 7, 31-147 Kraków" } } }])
  })

  it("upload sends the data part as JSON and each document as a `documents` part, under its own name", async () => {
    const { calls, caller } = recordingCaller({ id: 41 })
    const documents = [new File(["%PDF-1.4"], "wpis.pdf", { type: "application/pdf" }), new File(["png"], "skan.png", { type: "image/png" })]
    expect(await run(claimWizardActors(caller).upload, { data, documents })).toEqual({ id: 41 })
    expect(calls.map((call) => call.endpoint)).toEqual(["shadows.create"])
    const form = (calls[0]!.request as { readonly payload: FormData }).payload
    expect(JSON.parse(String(form.get("data")))).toEqual(data)
    expect((form.getAll("documents") as File[]).map((file) => [file.name, file.type])).toEqual([["wpis.pdf", "application/pdf"], ["skan.png", "image/png"]])
  })

  it("knownPhone reads the facility's phone by its id", async () => {
    const { calls, caller } = recordingCaller({ phone: "12 345 67 89", second_phone: null })
    expect(await run(claimWizardActors(caller).knownPhone, 7)).toBe("12 345 67 89")
    expect(calls).toEqual([{ endpoint: "facilities.phone", request: { params: { id: "7" } } }])
  })
})

describe("shadowDeskActors: each slot calls its endpoint", () => {
  it.each([
    ["accept", { id: 3 }, "shadows.accept", { params: { id: 3 } }],
    ["decline", { id: 3, kind: "opinion", reason: "Brak wpisu do rejestru." }, "shadows.decline", { params: { id: 3 }, payload: { reason: "Brak wpisu do rejestru." } }],
    ["remove", { id: 3 }, "shadows.remove", { params: { id: 3 } }]
  ] as const)("%s", async (name, input, endpoint, request) => {
    const { calls, caller } = recordingCaller()
    await run(shadowDeskActors(caller)[name] as AnyActorLogic, input)
    expect(calls).toEqual([{ endpoint, request }])
  })
})
