import { describe, expect, it } from "vitest"
import type { NewPartner } from "../api/partners"
import { partnersQuery } from "../queries/partnerQueries"
import type { ApiCaller } from "../client/pociechaClient"
import { coversKey } from "../testing/coversKey"
import { startForm } from "../testing/formHarness"
import { checkPartnerForm, partnerFormMachine } from "./partnerForm.machine"

describe("partnerFormMachine (issue 18, management 8)", () => {
  it("needs a name within the contract's length", () => {
    expect(checkPartnerForm({ name: "  " }).errors).toEqual({ name: "FIELD_REQUIRED" })
    expect(checkPartnerForm({ name: "x".repeat(1000) }).errors).toHaveProperty("name")
    expect(checkPartnerForm({ name: "Żłobki24" }).errors).toEqual({})
  })

  it("sends the trimmed name, ends with the partner and its key, and makes the partner list stale", async () => {
    const form = startForm(partnerFormMachine)
    form.actor.send({ type: "CHANGE", field: "name", value: "  Żłobki24 " })
    await form.submit()
    expect(form.send.latest().input).toEqual({ name: "Żłobki24" })
    const created: NewPartner = { id: 3, name: "Żłobki24", created_at: 1, revoked_at: null, key: "secret" }
    await form.accept(created)
    expect(form.context().result).toEqual(created)
    const read = partnersQuery({} as ApiCaller).queryKey
    expect(form.stale.some((keys) => coversKey(keys, read))).toBe(true)
  })
})
