import { pdfDocument, shadowForm } from "../../support/documents"
import { everyone, signedIn, supportOnly, type Case, type MatrixWorld } from "./matrixWorld"

/** A new facility's data in a real town with a real specialization (a creation: nobody's facility is touched). */
const creationData = async (world: MatrixWorld) => {
  const [place] = await world.server.query<{ city: string; voivodeship: string; city_name: string; voivodeship_name: string; specialization: string }>(
    `select t.slug as city, v.slug as voivodeship, t.name as city_name, v.name as voivodeship_name,
       (select id::text from tags where type = 'specialization' order by key limit 1) as specialization
     from towns t join voivodeships v on v.id = t.voivodeship_id order by t.id limit 1`
  )
  return {
    name: "Żłobek Macierzy",
    specialization: [place!.specialization],
    city: place!.city,
    voivodeship: place!.voivodeship,
    post_code: "31-147",
    street: "ul. Długa",
    building_number: "12A",
    apartment_number: null,
    phone: "12 345 67 89",
    lat: 50.06,
    lng: 19.94,
    city_name: place!.city_name,
    voivodeship_name: place!.voivodeship_name
  }
}

/**
 * A pending claim, sent by the other parent, of a facility nobody runs or claims (not this one,
 * not the other): what support decides. Written straight to the database, as a claim leaves it.
 */
const pendingClaim = async (world: MatrixWorld) => {
  const { city_name: _city, voivodeship_name: _voivodeship, ...data } = await creationData(world)
  const [shadow] = await world.server.query<{ id: number }>(
    `insert into shadow_facilities (account_id, kind, facility_id, town_id, data)
     select $1, 'claim', f.id, t.id, $2::jsonb || jsonb_build_object('city', t.slug, 'voivodeship', v.slug, 'city_name', t.name, 'voivodeship_name', v.name)
     from facilities f join towns t on t.id = f.town_id join voivodeships v on v.id = t.voivodeship_id
     where f.id not in ($3, $4) and f.active and f.shadow_status is null
       and not exists (select 1 from facility_members m where m.facility_id = f.id)
       and not exists (select 1 from shadow_facilities s where s.facility_id = f.id)
     order by f.id desc limit 1
     returning id`,
    [world.sessions.anotherParent.id, JSON.stringify(data), world.facilityId, world.otherFacilityId]
  )
  return { shadow: shadow!.id }
}

/** One claim with its document, sent by this facility's parent through the API, for the document case. */
let sentByParent: Promise<{ shadow: number; document: number }> | null = null
const parentsClaim = (world: MatrixWorld) => {
  sentByParent ??= (async () => {
    const { city_name: _city, voivodeship_name: _voivodeship, ...data } = await creationData(world)
    const response = await world.call("POST", "/api/v1/shadow", { token: world.sessions.parent.jwt, form: shadowForm(data, [pdfDocument()]) })
    if (response.status !== 201) throw new Error(`the parent's claim was refused: ${JSON.stringify(response.body)}`)
    return { shadow: response.body.id as number, document: response.body.documents[0].id as number }
  })()
  return sentByParent
}

/**
 * Claims and creations (management 2.7, 2.9, 4 lifecycle; core's shadowPermissions): anyone
 * signed in sends one and reads their own list (support: every pending one); a document is its
 * sender's and support's; support alone decides.
 */
export const shadowCases: Readonly<Record<string, Case>> = {
  "shadows.owned": { method: "GET", path: () => "/api/v1/facility/owned", expected: signedIn(200) },
  "shadows.create": {
    method: "POST",
    prepare: async (world) => ({ data: await creationData(world) }),
    path: () => "/api/v1/shadow",
    form: (_world, { prepared }) => {
      const { city_name: _city, voivodeship_name: _voivodeship, ...data } = prepared.data as Awaited<ReturnType<typeof creationData>>
      return shadowForm(data, [pdfDocument()])
    },
    expected: signedIn(201)
  },
  "shadows.list": { method: "GET", path: () => "/api/v1/shadow", expected: signedIn(200) },
  "shadows.document": {
    method: "GET",
    prepare: async (world) => parentsClaim(world),
    path: (_world, { prepared }) => `/api/v1/shadow/${String(prepared.shadow)}/documents/${String(prepared.document)}`,
    expected: { ...everyone(403), guest: 401, parent: 200, support: 200 }
  },
  "shadows.accept": {
    method: "POST",
    prepare: pendingClaim,
    path: (_world, { prepared }) => `/api/v1/shadow/${String(prepared.shadow)}/accept`,
    expected: supportOnly(200)
  },
  "shadows.decline": {
    method: "POST",
    prepare: pendingClaim,
    path: (_world, { prepared }) => `/api/v1/shadow/${String(prepared.shadow)}/decline`,
    body: () => ({ reason: "Brak wpisu do rejestru." }),
    expected: supportOnly(200)
  },
  "shadows.remove": {
    method: "DELETE",
    prepare: pendingClaim,
    path: (_world, { prepared }) => `/api/v1/shadow/${String(prepared.shadow)}`,
    expected: supportOnly(204)
  }
}
