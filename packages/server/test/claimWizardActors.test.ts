import { claimWizardActors, claimWizardMachine, createPociechaRuntime, memoryTokenStore, type PociechaRuntime } from "@pociecha/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { minimalPdf } from "./support/documents"
import { startGeocoderStub } from "./support/geocoderStub"
import { opinionWorld } from "./support/opinions"
import { manySignups, startTestServer, type TestServer } from "./support/testServer"

const FOUND = { lat: 50.0712, lng: 19.9391 }

let server: TestServer
let geocoder: Awaited<ReturnType<typeof startGeocoderStub>>
let api: PociechaRuntime
const tokens = memoryTokenStore()
let town: { name: string; param: string; voivodeship: string; voivodeship_param: string; specialization: string }
beforeAll(async () => {
  // The stub knows the address the test types; anything else is found nowhere.
  geocoder = await startGeocoderStub({ ["ul. Długa 12A, 31-147 Kraków"]: [FOUND] })
  server = await startTestServer({ facilities: 200, config: { ...manySignups, geocoderUrl: geocoder.url } })
  api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens, cookieJar: true })
  const [row] = await server.query<typeof town>(
    `select t.name, t.slug as param, v.name as voivodeship, v.slug as voivodeship_param,
       (select id::text from tags where type = 'specialization' order by key limit 1) as specialization
     from towns t join voivodeships v on v.id = t.voivodeship_id where t.slug = 'krakow'`
  )
  town = row!
})
afterAll(async () => {
  await api.dispose()
  await server.close()
  await geocoder.close()
})

const world = opinionWorld(() => server)

/** The wizard over the real client, filled in up to the map as a person would. */
const wizardAtTheMap = async (street: string) => {
  const actor = createActor(claimWizardMachine.provide({ actors: claimWizardActors(api) }), {
    input: { kind: "creation", signedIn: true, path: "/stworz-placowke", target: "new" }
  })
  actor.start()
  const change = (field: "name" | "post_code" | "street" | "building_number" | "phone", value: string) => actor.send({ type: "CHANGE", field, value })
  change("name", "Żłobek Pod Kasztanem")
  actor.send({ type: "SET_SPECIALIZATION", ids: [town.specialization] })
  actor.send({ type: "SET_TOWN", town: { ...town, centre: { lat: 50.06, lng: 19.94 } } })
  change("post_code", "31-147")
  change("street", street)
  change("building_number", "12A")
  change("phone", "12 345 67 89")
  actor.send({ type: "NEXT" })
  await waitFor(actor, (snapshot) => snapshot.matches({ editing: "location" }))
  return actor
}

describe("the claim wizard's actors over the real client (core/actors claimWizardActors)", () => {
  it("locate the address through the geocoder and send the data with the documents as multipart", async () => {
    tokens.set((await world.newParent()).jwt)
    const actor = await wizardAtTheMap("ul. Długa")
    expect(actor.getSnapshot().context).toMatchObject({ locationNotFound: false, draft: { location: FOUND } })

    actor.send({ type: "NEXT" })
    const pdf = new File([minimalPdf()], "wpis-do-rejestru.pdf", { type: "application/pdf" })
    const scan = new File([minimalPdf()], "zaswiadczenie.pdf", { type: "application/pdf" })
    actor.send({ type: "ADD_DOCUMENTS", files: [pdf, scan] })
    actor.send({ type: "SEND" })
    const done = await waitFor(actor, (snapshot) => snapshot.status === "done", { timeout: 15_000 })
    expect(done.value).toBe("sent")
    expect(done.context.result).toMatchObject({
      kind: "creation",
      status: "pending",
      data: { name: "Żłobek Pod Kasztanem", city: "krakow", lat: FOUND.lat, lng: FOUND.lng },
      documents: [{ file_name: "wpis-do-rejestru.pdf", content_type: "application/pdf" }, { file_name: "zaswiadczenie.pdf" }]
    })
    const [stored] = await server.query<{ documents: number }>(
      "select count(*)::int as documents from shadow_documents where shadow_id = $1", [done.context.result!.id])
    expect(stored!.documents).toBe(2)
  })

  it("an address found nowhere puts the pin at the town's centre with the message", async () => {
    tokens.set((await world.newParent()).jwt)
    const actor = await wizardAtTheMap("ul. Nieznana")
    expect(actor.getSnapshot().context).toMatchObject({ locationNotFound: true, draft: { location: { lat: 50.06, lng: 19.94 } } })
    actor.stop()
  })
})
