import type { ParentApplication } from "@pociecha/core"

/**
 * One of Helena Nowak's applications for Staś, as My applications reads it: sent alone, new, to
 * facility `id` unless `overrides` say otherwise (a copy of a submission carries a group and a priority).
 */
export const aParentApplication = (id: number, facilityName: string, overrides: Partial<ParentApplication> = {}): ParentApplication => ({
  id,
  facility_id: id,
  facility_name: facilityName,
  facility_slug: null,
  parent_name: "Helena",
  parent_surname: "Nowak",
  parent_phone: "600 100 200",
  address: "ul. Lipowa 5, Kraków",
  child_name: "Staś",
  child_surname: "Nowak",
  child_birth_date: "2023-05-14",
  status: "new",
  created_at: Date.UTC(2026, 2, 1),
  status_changed_at: null,
  group_id: null,
  priority: null,
  waiting_age_group: null,
  waiting_position: null,
  ...overrides
})
