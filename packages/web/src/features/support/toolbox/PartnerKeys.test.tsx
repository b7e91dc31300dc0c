import type { NewPartner, Partner } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportToolboxPage from "./SupportToolboxPage"

const support = aSupportUser()
const KEY = "pk_9f8e7d6c5b4a39281706f5e4d3c2b1a0"

let partners: Partner[] = [{ id: 1, name: "Żłobki24", created_at: Date.UTC(2026, 0, 10), revoked_at: null }]
const calls: string[] = []

serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/support/partners": () => ({ status: 200, body: partners }),
  "POST /api/v1/support/partners": async (request) => {
    const { name } = (await request.json()) as { name: string }
    calls.push(`create ${name}`)
    const created: NewPartner = { id: 2, name, created_at: Date.UTC(2026, 1, 1), revoked_at: null, key: KEY }
    partners = [{ id: 2, name, created_at: created.created_at, revoked_at: null }, ...partners]
    return { status: 201, body: created }
  },
  "DELETE /api/v1/support/partners/2": () => {
    calls.push("revoke 2")
    partners = partners.map((partner) => (partner.id === 2 ? { ...partner, revoked_at: Date.UTC(2026, 1, 2) } : partner))
    return { status: 204 }
  }
})

beforeAll(() => startSignedIn(support))

describe("Partner apps in the toolbox (issue 18)", { timeout: 15_000 }, () => {
  it("shows a new partner's key once, lists the partner, and revokes its key only once confirmed", async () => {
    const { user: person } = renderWithProviders(<SupportToolboxPage />, { path: "/support/toolbox" })
    const section = await screen.findByTestId("toolbox-partners")
    await waitFor(() => expect(within(section).getAllByTestId("partner-row")).toHaveLength(1))

    // An empty name is refused by core's checks before any call.
    await person.click(within(section).getByTestId("partner-create"))
    await waitFor(() => expect(within(section).getByTestId("partner-name").getAttribute("aria-invalid")).toBe("true"))
    expect(calls).toEqual([])

    await person.type(within(section).getByTestId("partner-name"), "Przedszkola Online{Enter}")
    const shown = await within(section).findByTestId("partner-new-key")
    expect((within(shown).getByTestId("partner-key") as HTMLInputElement).value).toBe(KEY)
    expect(shown.textContent).toContain("nie pokażemy go ponownie")
    await person.click(within(shown).getByTestId("partner-key-copy"))
    expect(await navigator.clipboard.readText()).toBe(KEY)
    expect(within(shown).getByTestId("partner-key-copy").textContent).toBe("Skopiowano")
    expect(calls).toEqual(["create Przedszkola Online"])

    // The list is read again: the new partner heads it.
    await waitFor(() => expect(within(section).getAllByTestId("partner-row")).toHaveLength(2))
    const row = within(section).getAllByTestId("partner-row")[0]!
    expect(row.textContent).toContain("Przedszkola Online")
    expect(row.textContent).toContain("aktywna")

    // Kept: the key goes for good, an empty form takes its place.
    await person.click(within(shown).getByTestId("partner-key-kept"))
    expect(within(section).queryByTestId("partner-new-key")).toBeNull()
    expect(screen.queryByDisplayValue(KEY)).toBeNull()
    expect((within(section).getByTestId("partner-name") as HTMLInputElement).value).toBe("")

    await person.click(within(row).getByTestId("partner-revoke"))
    expect(row.textContent).toContain("Unieważnić klucz aplikacji „Przedszkola Online”?")
    expect(calls).toEqual(["create Przedszkola Online"])
    await person.click(within(row).getByTestId("partner-revoke-confirm"))
    await waitFor(() => expect(calls).toEqual(["create Przedszkola Online", "revoke 2"]))
    await waitFor(() => expect(within(section).getAllByTestId("partner-row")[0]!.textContent).toContain("klucz unieważniony"))
    expect(within(section).getAllByTestId("partner-row")[0]!.dataset.revoked).toBe("true")
  })
})
