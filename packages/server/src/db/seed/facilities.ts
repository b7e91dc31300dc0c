import { normalizeSearchText, slugify } from "@pociecha/core"
import { Effect } from "effect"
import { allocateFacilities } from "./allocation"
import { insertRows, pgArray } from "./batches"
import { demoFacility } from "./demoAccounts"
import { description, employeePosition, recruitmentDescription } from "./facilityContent"
import { descriptionColumns, drawFacility, schoolYearAfter, type FacilityDraft, type FacilityStatus, type FacilityTown } from "./facilityRecord"
import { fullName, randomPerson } from "./people"
import { makeRandom, type Random } from "./random"
import { featureKeys, tagId } from "./tags"

const FACILITY_SEED = 20_260_001
const yearMs = 365.25 * 24 * 3600 * 1000

/** A facility as later steps (opinions, accounts) need it. */
export interface SeededFacility {
  readonly id: number
  readonly townId: number
  readonly status: FacilityStatus
  readonly createdAt: Date
}

export interface SeededFacilities {
  readonly facilities: ReadonlyArray<SeededFacility>
  readonly demoFacilityId: number
  readonly employees: number
  readonly photos: number
}

/** The owner's demo facility: a premium private kindergarten in Kraków. */
const asDemoFacility = (draft: FacilityDraft, town: FacilityTown, random: Random, referenceDate: Date): FacilityDraft => {
  const street = "ul. Lipowa"
  const createdAt = new Date(referenceDate.getTime() - 2 * yearMs)
  return {
    ...draft,
    name: demoFacility.name,
    specialization: "kindergarten",
    ownership: "not_public",
    extraOwnership: [],
    status: "premium",
    createdAt,
    row: {
      ...draft.row,
      name: demoFacility.name,
      created_at: createdAt,
      status: "premium",
      shadow_status: null,
      street,
      building_number: "12",
      apartment_number: null,
      email: "kontakt@przedszkole-pociecha.pl",
      website: "https://www.przedszkole-pociecha.pl",
      tuition: "900–1400 zł",
      tuition_from: 900,
      tuition_to: 1400,
      children_count: 75,
      recruitment_active: true,
      recruitment_description: recruitmentDescription(random, schoolYearAfter(referenceDate)),
      vacancies: true,
      // The random draw may have been a nursery: describe a kindergarten.
      ...descriptionColumns(description(random, "kindergarten", false)),
      // Beyond the spec: the demo shows places per age group, updated a week before "now".
      vacancies_by_age: JSON.stringify([{ age_group: "3", places: 4 }, { age_group: "4", places: 2 }, { age_group: "5", places: 1 }]),
      vacancies_updated_at: new Date(referenceDate.getTime() - 7 * 24 * 3600 * 1000),
      search_text: normalizeSearchText(`${demoFacility.name} ${town.name} ${street}`)
    }
  }
}

/**
 * Draws `count` facilities over the towns (see {@link allocateFacilities}), inserts them in
 * order of creation (so ids grow with created_at, as in a live system), then the employees
 * and gallery photos of the premium ones. The first facility drawn for Kraków becomes the demo
 * owner's facility.
 */
export const seedFacilities = (towns: ReadonlyArray<FacilityTown>, count: number, referenceDate: Date) =>
  Effect.gen(function*() {
    const random = makeRandom(FACILITY_SEED)
    const counts = allocateFacilities(towns, count)
    const featureIds = featureKeys.map((key) => tagId("features", key))
    const numbers = new Map<string, number>()
    const namesInTown = new Set<string>()

    const drafts: Array<{ draft: FacilityDraft; town: FacilityTown; demo: boolean }> = []
    let demoMade = false
    towns.forEach((town, index) => {
      const nextNumber = (kind: string) => {
        const key = `${town.id}/${kind}`
        const next = (numbers.get(key) ?? 0) + 1
        numbers.set(key, next)
        return next
      }
      for (let k = 0; k < (counts[index] ?? 0); k++) {
        // Two facilities of one town rarely share a name: draw again a few times if they would.
        let draft = drawFacility(random, town, { referenceDate, nextNumber, featureIds })
        for (let retry = 0; retry < 4 && namesInTown.has(`${town.id}|${draft.name}`); retry++) {
          draft = drawFacility(random, town, { referenceDate, nextNumber, featureIds })
        }
        namesInTown.add(`${town.id}|${draft.name}`)
        const demo = !demoMade && town.slug === demoFacility.citySlug && town.voivodeship.slug === demoFacility.voivodeshipSlug
        if (demo) demoMade = true
        drafts.push({ draft: demo ? asDemoFacility(draft, town, random, referenceDate) : draft, town, demo })
      }
    })
    drafts.sort((a, b) => a.draft.createdAt.getTime() - b.draft.createdAt.getTime())

    const usedSlugs = new Set<string>()
    const rows = drafts.map(({ draft, town }) => {
      const base = slugify(`${draft.name}-${town.name}`)
      let slug = base
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`
      usedSlugs.add(slug)
      return {
        slug,
        ...draft.row,
        specialization: pgArray([tagId("specialization", draft.specialization)]),
        ownership: pgArray([draft.ownership, ...draft.extraOwnership].map((key) => tagId("ownership", key))),
        features: pgArray(draft.features)
      }
    })

    const inserted = yield* insertRows<(typeof rows)[number], { id: number; slug: string }>("facilities", rows, "id, slug")
    const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]))
    const facilities = rows.map((row, index): SeededFacility => {
      const { draft, town } = drafts[index] as (typeof drafts)[number]
      return { id: idBySlug.get(row.slug) as number, townId: town.id, status: draft.status, createdAt: draft.createdAt }
    })
    const demoIndex = drafts.findIndex((entry) => entry.demo)
    const demoFacilityId = facilities[demoIndex]?.id ?? facilities[0]?.id ?? 0

    // Premium facilities show their staff and a gallery.
    const employees: Array<Record<string, unknown>> = []
    const photos: Array<Record<string, unknown>> = []
    for (const facility of facilities) {
      if (facility.status !== "premium") continue
      const staff = random.int(3, 6)
      for (let i = 0; i < staff; i++) {
        employees.push({
          facility_id: facility.id,
          photo: null,
          name: fullName(randomPerson(random, 0.9)),
          position: employeePosition(random, i),
          sort_order: i
        })
      }
      const gallery = random.sample([1, 2, 3, 4, 5, 6], random.int(3, 6))
      gallery.forEach((n, i) => photos.push({ facility_id: facility.id, url: `/images/gallery/${n}.svg`, sort_order: i }))
    }
    yield* insertRows("facility_employees", employees)
    yield* insertRows("facility_photos", photos)
    return { facilities, demoFacilityId, employees: employees.length, photos: photos.length } satisfies SeededFacilities
  })
