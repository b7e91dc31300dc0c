import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { initI18n } from "../i18n"
import { renderWithProviders } from "../testing/TestProviders"
import { usePageTitle } from "./usePageTitle"

const og = (property: string) => document.head.querySelector(`meta[property="og:${property}"]`)?.getAttribute("content")

function Page({ title, description }: { readonly title: string | null; readonly description?: string }) {
  usePageTitle(title, description)
  return null
}

beforeAll(() => initI18n("pl"))

beforeEach(() => {
  // index.html's defaults, as the server sends them.
  document.head.innerHTML =
    '<meta property="og:title" content="Pociecha — żłobki i przedszkola w Polsce" /><meta property="og:description" content="Mapa żłobków i przedszkoli." />'
  history.replaceState(null, "", "/placowka/sloneczko?tab=opinie")
})

describe("usePageTitle: each page its own title, for tabs and for links shared (spec 2.15)", () => {
  it("gives the page's title and description to og:title and og:description, and its address to og:url", () => {
    renderWithProviders(<Page title="Przedszkole Słoneczko, Kraków" description="ul. Długa 1, Kraków" />)
    expect(document.title).toBe("Przedszkole Słoneczko, Kraków | Pociecha")
    expect(og("title")).toBe("Przedszkole Słoneczko, Kraków | Pociecha")
    expect(og("description")).toBe("ul. Długa 1, Kraków")
    expect(og("url")).toBe(`${location.origin}/placowka/sloneczko`)
  })

  it("follows navigation, and leaving restores the defaults", () => {
    const { rerender, unmount } = renderWithProviders(<Page title="Kraków" />)
    expect(og("title")).toBe("Kraków | Pociecha")
    expect(og("description")).toBe("Mapa żłobków i przedszkoli.")
    rerender(<Page title="Gdańsk" />)
    expect(og("title")).toBe("Gdańsk | Pociecha")
    unmount()
    expect(og("title")).toBe("Pociecha — żłobki i przedszkola w Polsce")
    expect(og("description")).toBe("Mapa żłobków i przedszkoli.")
  })
})
