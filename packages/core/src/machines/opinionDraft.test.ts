import { describe, expect, it } from "vitest"
import {
  checkOpinionStep,
  emptyOpinionDraft,
  firstUnfinishedStep,
  opinionFieldFailure,
  opinionPayload,
  opinionStepNumber,
  opinionStepOf,
  resumeStep
} from "./opinionDraft"
import { completeOpinionDraft as complete } from "../testing/fixtures"

describe("opinionPayload", () => {
  it("trims the texts and leaves blank pros and cons out", () => {
    expect(opinionPayload(7, { ...complete, pros: "  ", cons: "", comment: `  ${complete.comment} `, name: " Anna ", surname: "Nowak " })).toEqual({
      facility_id: 7,
      cleanliness: 5,
      staff: 4,
      food: 3,
      comment: complete.comment,
      name: "Anna",
      surname: "Nowak"
    })
  })

  it("sends pros and cons when written, and an aspect not rated as 0", () => {
    expect(opinionPayload(7, { ...complete, staff: null, pros: " Ogród ", cons: "Drogo" })).toMatchObject({ staff: 0, pros: "Ogród", cons: "Drogo" })
  })
})

describe("the steps", () => {
  it("numbers them from 1 to 5", () => {
    expect(["ratings", "prosCons", "comment", "author", "summary"].map((step) => opinionStepNumber(step as never))).toEqual([1, 2, 3, 4, 5])
  })

  it("knows which step asks for each field of the payload", () => {
    expect(["cleanliness", "staff", "food", "pros", "cons", "comment", "name", "surname", "facility_id"].map(opinionStepOf)).toEqual([
      "ratings",
      "ratings",
      "ratings",
      "prosCons",
      "prosCons",
      "comment",
      "author",
      "author",
      null
    ])
  })
})

describe("checkOpinionStep (spec 5)", () => {
  it("asks to rate every aspect, under each one missing", () => {
    expect(checkOpinionStep("ratings", { ...complete, staff: null, food: null })).toEqual({ staff: "RATE_ALL_ASPECTS", food: "RATE_ALL_ASPECTS" })
    expect(checkOpinionStep("ratings", { ...complete, food: 6 })).toEqual({ food: "RATE_ALL_ASPECTS" })
    expect(checkOpinionStep("ratings", complete)).toEqual({})
  })

  it("takes pros and cons as optional, within the contract's length", () => {
    expect(checkOpinionStep("prosCons", complete)).toEqual({})
    expect(checkOpinionStep("prosCons", { ...complete, cons: "x".repeat(1001) })).toEqual({ cons: "TEXT_TOO_LONG" })
  })

  it("asks for a comment of at least 50 characters, not counting the spaces around it", () => {
    expect(checkOpinionStep("comment", { ...complete, comment: " " })).toEqual({ comment: "FIELD_REQUIRED" })
    expect(checkOpinionStep("comment", { ...complete, comment: ` ${"a".repeat(49)} ` })).toEqual({ comment: "OPINION_TOO_SHORT" })
    expect(checkOpinionStep("comment", { ...complete, comment: "a".repeat(50) })).toEqual({})
    expect(checkOpinionStep("comment", { ...complete, comment: "a".repeat(3001) })).toEqual({ comment: "TEXT_TOO_LONG" })
  })

  it("asks for a first name and surname of at least 3 characters, plain names only", () => {
    expect(checkOpinionStep("author", { ...complete, name: "", surname: "No" })).toEqual({ name: "FIELD_REQUIRED", surname: "SURNAME_TOO_SHORT" })
    expect(checkOpinionStep("author", { ...complete, name: "www.example.pl" })).toEqual({ name: "NAME_INVALID" })
    expect(checkOpinionStep("author", complete)).toEqual({})
  })

  it("asks nothing of the summary", () => {
    expect(checkOpinionStep("summary", emptyOpinionDraft)).toEqual({})
  })
})

describe("where a draft goes on", () => {
  it("finds the first step the draft does not satisfy", () => {
    expect(firstUnfinishedStep(emptyOpinionDraft)?.step).toBe("ratings")
    expect(firstUnfinishedStep({ ...complete, comment: "krótko" })).toEqual({ step: "comment", errors: { comment: "OPINION_TOO_SHORT" } })
    expect(firstUnfinishedStep(complete)).toBeNull()
  })

  it("resumes at the saved step, or at an earlier unfinished one", () => {
    expect(resumeStep(complete, "summary")).toBe("summary")
    expect(resumeStep({ ...complete, surname: "" }, "summary")).toBe("author")
    expect(resumeStep({ ...complete, comment: "" }, "prosCons")).toBe("prosCons")
  })
})

describe("opinionFieldFailure", () => {
  it("goes to the first step, in the wizard's order, with a field the server refused", () => {
    expect(opinionFieldFailure({ surname: "NAME_INVALID", comment: "OPINION_TOO_SHORT", facility_id: "FIELD_INVALID" })).toEqual({
      step: "comment",
      errors: { comment: "OPINION_TOO_SHORT", surname: "NAME_INVALID" }
    })
  })

  it("is null when no field is the wizard's", () => {
    expect(opinionFieldFailure({ facility_id: "FIELD_INVALID" })).toBeNull()
  })
})
