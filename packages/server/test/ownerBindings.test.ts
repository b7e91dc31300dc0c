import {
  createPociechaRuntime,
  employeeActors,
  employeeFormMachine,
  facilityEmployeesQuery,
  facilityGalleryQuery,
  facilityMembersQuery,
  facilityPublicationsQuery,
  facilityQuestionsQuery,
  galleryActors,
  galleryEditorMachine,
  memoryTokenStore,
  receivedApplicationsQuery,
  receivedOpinionsQuery,
  TOO_MANY_PHOTOS,
  type PociechaRuntime
} from "@pociecha/core"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { demoAccount, demoFacility } from "../src/db/seed/demoAccounts"
import { accountsOf } from "./support/accounts"
import { startTestServer, type TestServer } from "./support/testServer"

let server: TestServer
let api: PociechaRuntime
let facilityId: number
const tokens = memoryTokenStore()
beforeAll(async () => {
  server = await startTestServer({ facilities: 300 })
  api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens, cookieJar: true })
  const owner = demoAccount("owner")
  tokens.set((await accountsOf(() => server.baseUrl).logIn(owner.email, owner.password)).jwt)
  const [facility] = await server.query<{ id: number }>("select id from facilities where slug = $1", [demoFacility.slug])
  facilityId = facility!.id
})
afterAll(async () => {
  await api.dispose()
  await server.close()
})

const photoFile = async (name: string) =>
  new File([await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f6f9f" } }).png().toBuffer()], name, { type: "image/png" })

/**
 * What the owner area's web tabs run (management 2.4): core's machines with core's actors and
 * query options, against the real server, signed in as the demo facility's owner.
 */
describe("the owner area's machines and reads against the real server", () => {
  it("the gallery editor uploads through galleryActors; the server's limit comes back as TOO_MANY_PHOTOS on the file", async () => {
    // The basic package: three photos, whatever the editor was told.
    await server.query("delete from facility_photos where facility_id = $1", [facilityId])
    await server.query("update facilities set status = 'registered' where id = $1", [facilityId])
    const editor = createActor(galleryEditorMachine.provide({ actors: galleryActors({ client: api, tokens, baseUrl: server.baseUrl }) }), {
      input: { facilityRef: demoFacility.slug, photos: [], limit: 10 }
    })
    const announced: Array<unknown> = []
    editor.on("galleryChanged", (event) => announced.push(event.photos))
    editor.start()
    editor.send({ type: "CHOOSE", files: await Promise.all(["1.png", "2.png", "3.png", "4.png"].map(photoFile)) })
    const settled = await waitFor(editor, (snapshot) =>
      snapshot.matches("idle") && snapshot.context.uploads.every((upload) => upload.status === "failed"), { timeout: 30_000 })

    expect(settled.context.photos).toHaveLength(3)
    expect(settled.context.uploads).toEqual([expect.objectContaining({ status: "failed", error: TOO_MANY_PHOTOS })])
    const gallery = await facilityGalleryQuery(api, demoFacility.slug).queryFn()
    expect(gallery).toEqual(settled.context.photos)
    expect(announced.at(-1)).toEqual(gallery)
    editor.stop()
    await server.query("update facilities set status = 'premium' where id = $1", [facilityId])
  })

  it("the employee form saves through employeeActors, and the staff read shows the employee", async () => {
    const form = createActor(employeeFormMachine.provide({ actors: { send: employeeActors(api).save } }), {
      input: { facilityRef: String(facilityId), employee: null }
    }).start()
    form.send({ type: "CHANGE", field: "name", value: " Halina  Wrona " })
    form.send({ type: "CHANGE", field: "position", value: "Logopedka" })
    form.send({ type: "SUBMIT" })
    const done = await waitFor(form, (snapshot) => snapshot.status === "done", { timeout: 10_000 })
    expect(done.context.result).toMatchObject({ name: "Halina Wrona", position: "Logopedka", photo: null })
    expect(await facilityEmployeesQuery(api, String(facilityId)).queryFn()).toContainEqual(done.context.result)
  })

  it("the owner's lists read through core's query options", async () => {
    const ref = demoFacility.slug
    expect(Array.isArray(await facilityMembersQuery(api, ref).queryFn())).toBe(true)
    expect(Array.isArray(await receivedApplicationsQuery(api, ref).queryFn())).toBe(true)
    expect(Array.isArray(await facilityQuestionsQuery(api, facilityId).queryFn())).toBe(true)
    expect((await receivedOpinionsQuery(api, ref).queryFn()).items).toBeDefined()
    expect((await facilityPublicationsQuery(api, ref).queryFn()).items).toBeDefined()
    // The keys tell facilities and pages apart, so one facility's list never shows as another's.
    expect(facilityMembersQuery(api, "a").queryKey).not.toEqual(facilityMembersQuery(api, "b").queryKey)
    expect(receivedOpinionsQuery(api, ref, 2).queryKey).not.toEqual(receivedOpinionsQuery(api, ref, 1).queryKey)
  })
})
