import { act } from "react"
import { createRoot } from "react-dom/client"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { useOpenUntilNavigation } from "./useOpenUntilNavigation"

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe("menus close on route change (spec 2.3)", () => {
  it("counts as open only on the path it was opened on", () => {
    const location = memoryLocation({ path: "/zlobki-miasta" })
    let state: readonly [boolean, (open: boolean) => void] = [false, () => undefined]
    function Probe() {
      state = useOpenUntilNavigation()
      return null
    }
    const root = createRoot(document.createElement("div"))
    act(() =>
      root.render(
        <Router hook={location.hook}>
          <Probe />
        </Router>
      )
    )
    expect(state[0]).toBe(false)
    act(() => state[1](true))
    expect(state[0]).toBe(true)
    act(() => location.navigate("/przedszkola-miasta"))
    expect(state[0]).toBe(false)
    act(() => location.navigate("/zlobki-miasta"))
    expect(state[0]).toBe(false)
    act(() => state[1](true))
    act(() => state[1](false))
    expect(state[0]).toBe(false)
    act(() => root.unmount())
  })
})
