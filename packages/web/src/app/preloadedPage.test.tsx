import { act, render, screen } from "@testing-library/react"
import { Suspense } from "react"
import { describe, expect, it } from "vitest"
import { preloadedPage } from "./preloadedPage"

const Greeting = ({ name }: { readonly name: string }) => <p data-testid="page">Dzień dobry, {name}</p>

const renderGreeting = (Page: (props: { readonly name: string }) => React.ReactNode) =>
  render(<Suspense fallback={<p data-testid="loading" />}><Page name="Ala" /></Suspense>)

describe("a page whose code may be in before the first render", () => {
  it("renders at once, with no loading screen, once preloaded", async () => {
    let fetched = 0
    const page = preloadedPage(async () => {
      fetched += 1
      return { default: Greeting }
    })
    await page.load()
    renderGreeting(page.Page)
    // Read right after the first render, not waited for: a preloaded page never suspends.
    expect(screen.queryByTestId("loading")).toBeNull()
    expect(screen.getByTestId("page").textContent).toBe("Dzień dobry, Ala")
    expect(fetched).toBe(1)
  })

  it("shows the loading screen until its code arrives when not preloaded, and fetches it once", async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined
    let fetched = 0
    const page = preloadedPage(() => {
      fetched += 1
      return new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve))
    })
    renderGreeting(page.Page)
    expect(screen.getByTestId("loading")).toBeDefined()
    void page.load()
    await act(async () => arrive({ default: Greeting }))
    expect((await screen.findByTestId("page")).textContent).toBe("Dzień dobry, Ala")
    expect(fetched).toBe(1)
  })

  it("asks again after a failed fetch", async () => {
    let attempts = 0
    const page = preloadedPage(async () => {
      attempts += 1
      if (attempts === 1) throw new Error("offline")
      return { default: Greeting }
    })
    await expect(page.load()).rejects.toThrow("offline")
    await expect(page.load()).resolves.toEqual({ default: Greeting })
    expect(attempts).toBe(2)
  })
})
