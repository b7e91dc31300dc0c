import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { preloadApi } from "../api"
import { initI18n } from "../i18n"
import { serveRecordedAnswers } from "../testing/recordedApi"
import { renderWithProviders } from "../testing/TestProviders"
import { FiltersBar } from "./FiltersBar"

serveRecordedAnswers({ "GET /api/v1/tag": () => ({ status: 200, body: [] }) })

const allFilters = () => screen.getByRole("button", { name: /^Wszystkie filtry/ })

/** Renders the bar at `path` and opens 'all filters'; the dialog's code arrives lazily, so it is waited for. */
async function openDialog(path: string, vacancies: boolean) {
  const rendered = renderWithProviders(<FiltersBar vacancies={vacancies} />, { path })
  await rendered.user.click(allFilters())
  return { ...rendered, dialog: await screen.findByRole("dialog") }
}

const ageGroup = (dialog: HTMLElement) => within(dialog).queryByRole("group", { name: "Wolne miejsca dla dziecka w wieku" })

const searchOf = (path: string | undefined) => new URLSearchParams(path?.split("?")[1] ?? "")

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("FiltersBar: free places for a child aged … (beyond the spec)", () => {
  it("offers the age groups youngest first and keeps the chosen ones in the URL", async () => {
    const { dialog, user, location } = await openDialog("/wszystkie-lokalizacje?city=krakow", true)
    const group = ageGroup(dialog)!
    expect(within(group).getAllByRole("checkbox").map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      "do 3 lat (żłobek)",
      "3 lata",
      "4 lata",
      "5 lat",
      "6 lat"
    ])
    await user.click(within(group).getByLabelText("3 lata"))
    await user.click(within(dialog).getByRole("button", { name: "Zastosuj" }))
    const search = searchOf(location.history.at(-1))
    expect(search.get("vacancies_for")).toBe('["3"]')
    expect(search.get("city")).toBe("krakow")
    // The filter in force counts in 'all filters'.
    await waitFor(() => expect(allFilters().textContent).toBe("Wszystkie filtry1"))
  })

  it("starts from the URL's age groups, and 'clear filters' removes them", async () => {
    const { dialog, user, location } = await openDialog('/wszystkie-lokalizacje?vacancies_for=["nursery","5"]', true)
    const checked = within(ageGroup(dialog)!).getAllByRole<HTMLInputElement>("checkbox").filter((box) => box.checked)
    expect(checked.map((input) => input.labels?.[0]?.textContent)).toEqual(["do 3 lat (żłobek)", "5 lat"])
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await user.click(screen.getByRole("button", { name: "Wyczyść filtry" }))
    expect(searchOf(location.history.at(-1)).has("vacancies_for")).toBe(false)
  })

  it("opens again after a close, on the URL's filters: the dropped choice is gone", async () => {
    const { dialog, user } = await openDialog('/wszystkie-lokalizacje?vacancies_for=["5"]', true)
    await user.click(within(ageGroup(dialog)!).getByLabelText("3 lata"))
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await user.click(allFilters())
    const reopened = await screen.findByRole("dialog")
    const checked = within(ageGroup(reopened)!).getAllByRole<HTMLInputElement>("checkbox").filter((box) => box.checked)
    expect(checked.map((input) => input.labels?.[0]?.textContent)).toEqual(["5 lat"])
  })

  it("is not offered where no map searches (the landing list knows no vacancies)", async () => {
    const { dialog } = await openDialog("/", false)
    expect(within(dialog).getAllByRole("group").length).toBeGreaterThan(0)
    expect(ageGroup(dialog)).toBeNull()
  })
})
