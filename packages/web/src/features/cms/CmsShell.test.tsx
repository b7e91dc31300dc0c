import { screen } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../shared/testing/recordedApi"
import { aSignedInUser, sessionOf, startSignedIn } from "../../shared/testing/signedInUser"
import { renderWithProviders } from "../../shared/testing/TestProviders"
import { CmsShell } from "./CmsShell"

const parent = aSignedInUser()
serveRecordedAnswers({ ...sessionOf(parent) })

beforeAll(() => startSignedIn(parent))

describe("CmsShell — who may enter the CMS (management 2.10, 6)", () => {
  it("tells a signed-in parent they have no access, and shows nothing of the page", async () => {
    renderWithProviders(<CmsShell title="Miasta"><p data-testid="cms-page">lista miast</p></CmsShell>, { path: "/cms/city" })
    expect(await screen.findByText("Nie masz dostępu do CMS. Mogą z niego korzystać tylko redakcja i wsparcie.")).toBeDefined()
    expect(screen.queryByTestId("cms-page")).toBeNull()
  })
})
