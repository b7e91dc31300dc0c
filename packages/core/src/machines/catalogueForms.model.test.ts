import { describe, expect, it } from "vitest"
import type { UserLimitRecord } from "../domain/userLimit"
import { checkTemplateForm } from "./pageTemplateForm.machine"
import { checkTagForm, tagPayload } from "./tagForm.machine"
import { checkLimitForm } from "./userLimitForm.machine"

const tagValues = {
  key: "sala_sensoryczna",
  type: "features",
  display: "FEATURE_SENSORY_ROOM",
  param: "sala-sensoryczna",
  icon: "",
  name_pl: "Sala sensoryczna",
  name_ua: "Сенсорна кімната",
  name_en: "Sensory room"
}

describe("the tag form's checks", () => {
  it("take a whole tag, with no icon when none is chosen", () => {
    expect(checkTagForm(tagValues).errors).toEqual({})
    expect(tagPayload(tagValues)).toMatchObject({ icon: null, names: { pl: "Sala sensoryczna" } })
  })

  it("say which field is wrong: a slug that is not lower-case words, a missing label, an unknown icon", () => {
    const errors = checkTagForm({ ...tagValues, param: "Sala Sensoryczna", name_ua: " ", icon: "rocket" }).errors
    expect(errors).toEqual({ param: "TAG_PARAM_INVALID", name_ua: "FIELD_REQUIRED", icon: "FIELD_INVALID" })
  })
})

describe("the limit form's checks", () => {
  const limit = (type: UserLimitRecord["type"]): UserLimitRecord => ({ id: 1, key: "k", type, value_free: 0, value_registered: 0, value_premium: 1 })

  it("take whole numbers from 0 to 100000", () => {
    expect(checkLimitForm({ value_free: "3", value_registered: "5", value_premium: "100000" }, { limit: limit("limit") }).errors).toEqual({})
  })

  it("refuse an empty value, a fraction, a negative or too big a number", () => {
    expect(checkLimitForm({ value_free: "", value_registered: "2.5", value_premium: "100001" }, { limit: limit("limit") }).errors)
      .toEqual({ value_free: "FIELD_REQUIRED", value_registered: "FIELD_INVALID", value_premium: "FIELD_INVALID" })
    expect(checkLimitForm({ value_free: "-1", value_registered: "0", value_premium: "0" }, { limit: limit("limit") }).errors)
      .toEqual({ value_free: "FIELD_INVALID" })
  })

  it("hold a switch to 0 or 1", () => {
    expect(checkLimitForm({ value_free: "0", value_registered: "2", value_premium: "1" }, { limit: limit("boolean") }).errors)
      .toEqual({ value_registered: "FIELD_INVALID" })
  })
})

describe("the template form's checks", () => {
  it("need a known theme and a name", () => {
    const values = { key: "rainbow", name: "Tęcza", description: "", image: "/themes/rainbow/hero.jpg", is_visible: "false" }
    expect(checkTemplateForm(values).errors).toEqual({})
    expect(checkTemplateForm({ ...values, key: "disco", name: "  " }).errors).toEqual({ key: "FIELD_INVALID", name: "FIELD_REQUIRED" })
  })
})
