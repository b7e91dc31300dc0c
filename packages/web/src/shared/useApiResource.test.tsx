import { act } from "react"
import { createRoot } from "react-dom/client"
import { describe, expect, it } from "vitest"
import { useApiResource, type ApiResource } from "./api"

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function deferred<A>() {
  let resolve!: (value: A) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<A>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe("useApiResource", () => {
  it("loads, reloads when deps change, and drops answers to superseded requests", async () => {
    const calls: Array<ReturnType<typeof deferred<string>>> = []
    let seen: ApiResource<string> | null = null
    function Probe({ id }: { readonly id: string }) {
      seen = useApiResource(() => {
        const call = deferred<string>()
        calls.push(call)
        return call.promise
      }, [id])
      return null
    }
    const root = createRoot(document.createElement("div"))
    act(() => root.render(<Probe id="a" />))
    expect(seen!.loading).toBe(true)
    act(() => root.render(<Probe id="b" />))
    expect(calls).toHaveLength(2)
    await act(async () => calls[1]!.resolve("b"))
    expect(seen!).toMatchObject({ data: "b", loading: false, error: undefined })
    await act(async () => calls[0]!.resolve("a (late)"))
    expect(seen!.data).toBe("b")

    act(() => seen!.reload())
    expect(seen!.loading).toBe(true)
    expect(seen!.data).toBe("b")
    await act(async () => calls[2]!.reject(new Error("offline")))
    expect(seen!).toMatchObject({ data: "b", loading: false })
    expect((seen!.error as Error).message).toBe("offline")
    act(() => root.unmount())
  })
})
