import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { renderWithProviders } from "../testing/TestProviders"
import { PrivacyNotice } from "./PrivacyNotice"

beforeAll(() => initI18n("pl"))

describe("PrivacyNotice", () => {
  it("says who controls the data and links the privacy policy in a new tab, so the form keeps what was typed", () => {
    renderWithProviders(<PrivacyNotice />)
    const notice = screen.getByTestId("privacy-notice")
    expect(notice.textContent).toContain("Administratorem podanych tu danych osobowych jest operator serwisu Pociecha")
    const link = screen.getByRole("link")
    expect(link.getAttribute("href")).toBe("/polityka-prywatnosci")
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.textContent).toBe("Więcej w polityce prywatności")
  })

  it("for a form sent on to a facility, says the facility controls the data once it has it", () => {
    const { container } = renderWithProviders(<PrivacyNotice toFacility />)
    expect(container.textContent).toContain("od chwili przekazania placówka jest administratorem danych Twoich i dziecka")
  })
})
