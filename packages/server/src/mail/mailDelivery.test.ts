import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { defaultMailDelivery, retryDelay } from "./mailDelivery"

const minutesAfter = (attempt: number) => Duration.toMillis(retryDelay(defaultMailDelivery, attempt)) / 60_000

describe("retryDelay", () => {
  it("waits 30 s after the first failure, doubles after each, and never more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(minutesAfter)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60])
    expect(minutesAfter(80)).toBe(60)
    expect(minutesAfter(10_000)).toBe(60)
  })

  it("keeps retrying for about three days before giving up", () => {
    let waited = 0
    for (let attempt = 1; attempt < defaultMailDelivery.maxAttempts; attempt++) waited += minutesAfter(attempt)
    expect(waited / 60 / 24).toBeGreaterThan(2.9)
    expect(waited / 60 / 24).toBeLessThan(3.5)
  })
})
