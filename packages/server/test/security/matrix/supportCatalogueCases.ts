import { supportOnly, type Case, type MatrixWorld } from "./matrixWorld"

/** A tag of its own for each attempt, with a key and slug no other has. */
const spareTag = async (world: MatrixWorld) => {
  const stem = crypto.randomUUID().slice(0, 8)
  const [tag] = await world.server.query<{ id: string }>(
    "insert into tags (id, key, type, display, param) values ($1, $2, 'utils', 'SPARE', $3) returning id::text",
    [crypto.randomUUID(), `spare_${stem}`, `spare-${stem}`]
  )
  return { tag: tag!.id }
}

/** The amenities limit, set to what it already is: the attempt changes nothing other cases count. */
const amenitiesLimit = async (world: MatrixWorld) => {
  const [limit] = await world.server.query<{ id: number; value_premium: number }>("select id, value_premium from user_limits where key = 'amenities'")
  return { limit: limit!.id, value: limit!.value_premium }
}

/**
 * The support panel's catalogue (issue 18): tags and limits, support staff only. (The templates'
 * cases are webPageCases'; `page-templates?all=true` is one endpoint with the list, tested in
 * supportTemplates.test.ts.)
 */
export const supportCatalogueCases: Readonly<Record<string, Case>> = {
  "supportCatalogue.createTag": {
    method: "POST",
    path: () => "/api/v1/tag",
    body: (_world, { attempt }) => ({
      key: `matrix_${attempt}_${crypto.randomUUID().slice(0, 6)}`,
      type: "features",
      display: "MATRIX_TAG",
      param: `matrix-${attempt}-${crypto.randomUUID().slice(0, 6)}`,
      icon: null,
      names: { pl: "Macierz", ua: "Матриця", en: "Matrix" }
    }),
    expected: supportOnly(201)
  },
  "supportCatalogue.updateTag": {
    method: "PATCH",
    prepare: spareTag,
    path: (_world, { prepared }) => `/api/v1/tag/${String(prepared.tag)}`,
    body: () => ({ icon: "air" }),
    expected: supportOnly(200)
  },
  "supportCatalogue.removeTag": {
    method: "DELETE",
    prepare: spareTag,
    path: (_world, { prepared }) => `/api/v1/tag/${String(prepared.tag)}`,
    expected: supportOnly(204)
  },
  "supportCatalogue.updateLimit": {
    method: "PATCH",
    prepare: amenitiesLimit,
    path: (_world, { prepared }) => `/api/v1/user-limit/list/${String(prepared.limit)}`,
    body: (_world, { prepared }) => ({ value_premium: prepared.value }),
    expected: supportOnly(200)
  },
  "supportCatalogue.limitStats": { method: "GET", path: () => "/api/v1/user-limit/stats", expected: supportOnly(200) }
}
