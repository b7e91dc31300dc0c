import { describe, expect, it } from "vitest"
import type { LegalDocument } from "../domain/legal"
import { legalDocumentQuery } from "../queries/legalQueries"
import type { PublicReader } from "../client/publicReader"
import { coversKey } from "../testing/coversKey"
import { startForm } from "../testing/formHarness"
import { checkLegalVersion, legalVersionFormMachine } from "./legalVersionForm.machine"

const document: LegalDocument = { kind: "regulations", version: 1, title: "Regulamin", published_on: "2026-11-27", body_html: "<p>Stary</p>" }
const input = { document, today: "2026-11-28" }

describe("legalVersionFormMachine (issue 19)", () => {
  it("starts from the version in force, dated today, and needs a change", () => {
    expect(checkLegalVersion({ title: "Regulamin", body_html: "<p>Stary</p>", published_on: "2026-11-28" }, input).formError).toBe("NO_CHANGES_TO_SAVE")
  })

  it("refuses a past day, an empty title and a day that does not exist", () => {
    expect(checkLegalVersion({ title: "Regulamin", body_html: "<p>Nowy</p>", published_on: "2026-11-27" }, input).errors).toEqual({ published_on: "LEGAL_DATE_PAST" })
    expect(checkLegalVersion({ title: " ", body_html: "<p>Nowy</p>", published_on: "2026-02-30" }, input).errors).toEqual({ title: "FIELD_REQUIRED", published_on: "FIELD_INVALID" })
  })

  it("publishes the new text for the text's kind, ends with the new version and makes the public text stale", async () => {
    const form = startForm(legalVersionFormMachine, input)
    expect(form.context().values).toEqual({ title: "Regulamin", body_html: "<p>Stary</p>", published_on: "2026-11-28" })
    form.actor.send({ type: "CHANGE", field: "body_html", value: "<p>Nowy</p>" })
    await form.submit()
    expect(form.send.latest().input).toEqual({ kind: "regulations", title: "Regulamin", body_html: "<p>Nowy</p>", published_on: "2026-11-28" })
    const published = { ...document, version: 2, published_on: "2026-11-28", body_html: "<p>Nowy</p>" }
    await form.accept(published)
    expect(form.context().result).toEqual(published)
    const read = legalDocumentQuery({} as PublicReader, "regulations").queryKey
    expect(form.stale.some((keys) => coversKey(keys, read))).toBe(true)
  })
})
