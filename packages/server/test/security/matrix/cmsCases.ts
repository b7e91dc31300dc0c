import { cmsStaff, type Case, type MatrixWorld } from "./matrixWorld"

/** Kraków, the city the CMS cases read and write. */
const krakow = async (world: MatrixWorld) => {
  const [town] = await world.server.query<{ id: number }>("select t.id from towns t join voivodeships v on v.id = t.voivodeship_id where t.slug = 'krakow' and v.slug = 'malopolskie'")
  return { city: town!.id }
}

/** The city CMS (management 2.10): content staff and support only. */
export const cmsCases: Readonly<Record<string, Case>> = {
  "cms.cities": { method: "GET", path: () => "/api/v1/cms/cities?voivodeship=malopolskie&page=1", expected: cmsStaff(200) },
  "cms.description": {
    method: "GET",
    prepare: krakow,
    path: (_world, { prepared }) => `/api/v1/cms/cities/${String(prepared.city)}/description`,
    expected: cmsStaff(200)
  },
  "cms.saveDescription": {
    method: "PUT",
    prepare: krakow,
    path: (_world, { prepared }) => `/api/v1/cms/cities/${String(prepared.city)}/description`,
    body: () => ({ description: "<p>Kraków, dawna stolica Polski.</p>" }),
    expected: cmsStaff(200)
  }
}
