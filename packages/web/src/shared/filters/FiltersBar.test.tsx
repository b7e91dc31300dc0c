import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { memoryLocation } from "wouter/memory-location"
import { preloadApi } from "../api"
import { initI18n } from "../i18n"
import { mountTestRoot } from "../testing/mountTestRoot"
import { serveRecordedAnswers } from "../testing/recordedApi"
import { until } from "../testing/until"
import { FiltersBar } from "./FiltersBar"
import { TestProviders } from "../testing/TestProviders"

serveRecordedAnswers({ "GET /api/v1/tag": () => ({ status: 200, body: [] }) })

const mounted = mountTestRoot()
let location = memoryLocation({ path: "/", record: true })

async function mount(path: string, vacancies: boolean) {
  location = memoryLocation({ path, record: true })
  await act(async () => {
    mounted.root.render(
      <TestProviders location={location}>
          <FiltersBar vacancies={vacancies} />
        </TestProviders>
    )
  })
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find((button) => button.textContent?.trim().startsWith(name))

async function openDialog(): Promise<HTMLElement> {
  await act(async () => buttonNamed(mounted.container, "Wszystkie filtry")?.click())
  let dialog: HTMLElement | null = null
  await until(() => {
    dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog).not.toBeNull()
  })
  return dialog!
}

const ageGroup = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("fieldset")].find((set) => set.querySelector("legend")?.textContent === "Wolne miejsca dla dziecka w wieku")

const searchOf = (path: string | undefined) => new URLSearchParams(path?.split("?")[1] ?? "")

beforeAll(async () => {
  initI18n("pl")
  await preloadApi()
})

describe("FiltersBar: free places for a child aged … (beyond the spec)", () => {
  it("offers the age groups youngest first and keeps the chosen ones in the URL", async () => {
    await mount("/wszystkie-lokalizacje?city=krakow", true)
    const dialog = await openDialog()
    const group = ageGroup(dialog)
    expect([...(group?.querySelectorAll("label") ?? [])].map((label) => label.textContent)).toEqual([
      "do 3 lat (żłobek)",
      "3 lata",
      "4 lata",
      "5 lat",
      "6 lat"
    ])
    const three = [...(group?.querySelectorAll("label") ?? [])].find((label) => label.textContent === "3 lata")
    await act(async () => three?.click())
    await act(async () => buttonNamed(dialog, "Zastosuj")?.click())
    const search = searchOf(location.history.at(-1))
    expect(search.get("vacancies_for")).toBe('["3"]')
    expect(search.get("city")).toBe("krakow")
    // The filter in force counts in 'all filters'.
    await until(() => expect(mounted.container.querySelector(".filters-bar__count")?.textContent).toBe("1"))
  })

  it("starts from the URL's age groups, and 'clear filters' removes them", async () => {
    await mount('/wszystkie-lokalizacje?vacancies_for=["nursery","5"]', true)
    const dialog = await openDialog()
    const checked = [...(ageGroup(dialog)?.querySelectorAll<HTMLInputElement>("input:checked") ?? [])]
    expect(checked.map((input) => input.labels?.[0]?.textContent)).toEqual(["do 3 lat (żłobek)", "5 lat"])
    await act(async () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })))
    await act(async () => buttonNamed(mounted.container, "Wyczyść filtry")?.click())
    expect(searchOf(location.history.at(-1)).has("vacancies_for")).toBe(false)
  })

  it("is not offered where no map searches (the landing list knows no vacancies)", async () => {
    await mount("/", false)
    const dialog = await openDialog()
    expect(dialog.querySelector("legend")).not.toBeNull()
    expect(ageGroup(dialog)).toBeUndefined()
  })
})
