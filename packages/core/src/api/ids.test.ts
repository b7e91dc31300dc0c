import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ApplicationPayload } from "./applications"
import { FacilityListQuery, ListByVoivodeshipPayload } from "./facilities"
import { FacilityPatch } from "./facilityEdits"
import { payloadFieldMessages } from "./fieldMessages"
import { GalleryOrderPayload } from "./galleryStaff"
import { MAX_ROW_ID, RecordId, RowId } from "./ids"
import { OpinionPayload } from "./opinions"
import { QuestionPayload } from "./questions"
import { NewFacilitiesPayload } from "./regions"

const tooBig = MAX_ROW_ID + 1

/** The message keys a value is refused with, whatever the field; none when it passes. */
const refusals = (schema: Schema.Top, value: unknown) => [...new Set(Object.values(payloadFieldMessages(schema, value) ?? {}).flat())]

describe("record ids", () => {
  it("an id in a body is a whole number from 1 to int4's largest", () => {
    for (const id of [1, 42, MAX_ROW_ID]) expect(payloadFieldMessages(RowId, id), String(id)).toBeNull()
    for (const id of [0, -1, 1.5, Number.NaN, tooBig, 1e20]) expect(refusals(RowId, id), String(id)).toEqual(["FIELD_INVALID"])
  })

  it("an id in a path or a query is the same number, as text", () => {
    expect(Schema.decodeUnknownSync(RecordId)("7")).toBe(7)
    for (const text of ["0", "-3", "abc", "", String(tooBig)]) expect(refusals(RecordId, text), text).toEqual(["FIELD_INVALID"])
  })

  // Before, these took any positive integer, and one past int4 failed the database query instead.
  it("every body id and page of the contract refuses one past int4", () => {
    const facility_id = tooBig
    expect(payloadFieldMessages(OpinionPayload, { facility_id })).toHaveProperty("facility_id", ["FIELD_INVALID"])
    expect(payloadFieldMessages(ApplicationPayload, { facility_id })).toHaveProperty("facility_id", ["FIELD_INVALID"])
    expect(payloadFieldMessages(QuestionPayload, { facility_id })).toHaveProperty("facility_id", ["FIELD_INVALID"])
    expect(payloadFieldMessages(GalleryOrderPayload, { ids: [1, tooBig] })).toEqual({ "ids.1": ["FIELD_INVALID"] })
    expect(payloadFieldMessages(FacilityPatch, { town_id: tooBig, district_id: tooBig })).toEqual({
      town_id: ["FIELD_INVALID"],
      district_id: ["FIELD_INVALID"]
    })
    expect(payloadFieldMessages(FacilityListQuery, { page: String(tooBig), limit: String(tooBig) })).toEqual({
      page: ["FIELD_INVALID"],
      limit: ["FIELD_INVALID"]
    })
    expect(payloadFieldMessages(ListByVoivodeshipPayload, { voivodeship_slug: "mazowieckie", page: tooBig })).toEqual({ page: ["FIELD_INVALID"] })
    expect(payloadFieldMessages(NewFacilitiesPayload, { city_slug: "warszawa", voivodeship_slug: "mazowieckie", page: tooBig })).toEqual({
      page: ["FIELD_INVALID"]
    })
  })
})
