import { act } from "react"

/**
 * Waits until `check` stops throwing, letting React work between tries; rethrows the
 * last failure after `timeout` ms. A wait on a condition, not a fixed sleep.
 */
export async function until(check: () => void, timeout = 2000): Promise<void> {
  const start = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - start > timeout) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  }
}
