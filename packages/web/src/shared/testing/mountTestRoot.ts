import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach } from "vitest"

/**
 * A React root in a fresh container for each test of the file, unmounted after it,
 * with act() enabled. Read `root` and `container` inside tests (they change per test).
 */
export function mountTestRoot(): { readonly root: Root; readonly container: HTMLDivElement } {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  let current: { root: Root; container: HTMLDivElement } | null = null
  beforeEach(() => {
    const container = document.createElement("div")
    document.body.append(container)
    current = { root: createRoot(container), container }
  })
  afterEach(() => {
    const mounted = current
    if (mounted === null) return
    act(() => mounted.root.unmount())
    mounted.container.remove()
    current = null
  })
  const mounted = () => {
    if (current === null) throw new Error("mountTestRoot: read root and container inside a test")
    return current
  }
  return {
    get root() {
      return mounted().root
    },
    get container() {
      return mounted().container
    }
  }
}
