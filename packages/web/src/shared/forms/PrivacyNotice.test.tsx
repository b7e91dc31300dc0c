import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { mountTestRoot } from "../testing/mountTestRoot"
import { PrivacyNotice } from "./PrivacyNotice"

const mounted = mountTestRoot()

beforeAll(() => initI18n("pl"))

describe("PrivacyNotice", () => {
  it("says who controls the data and links the privacy policy in a new tab, so the form keeps what was typed", async () => {
    await act(async () => mounted.root.render(<PrivacyNotice />))
    const notice = mounted.container.querySelector("[data-testid=privacy-notice]")!
    expect(notice.textContent).toContain("Administratorem podanych tu danych osobowych jest operator serwisu Pociecha")
    const link = notice.querySelector("a")!
    expect(link.getAttribute("href")).toBe("/polityka-prywatnosci")
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.textContent).toBe("Więcej w polityce prywatności")
  })

  it("for a form sent on to a facility, says the facility controls the data once it has it", async () => {
    await act(async () => mounted.root.render(<PrivacyNotice toFacility />))
    expect(mounted.container.textContent).toContain("od chwili przekazania placówka jest administratorem danych Twoich i dziecka")
  })
})
