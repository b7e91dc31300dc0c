import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { fileUrlSigner, SIGNED_URL_SECONDS, withoutQuery } from "./signedFileUrls"

const signer = fileUrlSigner(Redacted.make("a-secret-long-enough-for-the-tests-0123456789"))
const key = "publications/7/0b7c3c2e-6a55-4e0b-9d84-6a1c3f1d2e77.pdf"
const now = Date.UTC(2026, 10, 27, 12, 0, 0)
const queryOf = (url: string) => new URL(url, "http://localhost").searchParams

describe("a signed file URL", () => {
  it("opens its own file for an hour at least, and no longer than a step more", () => {
    const url = signer.sign(key, now)
    expect(withoutQuery(url)).toBe(`/files/${key}`)
    expect(signer.opens(key, queryOf(url), now)).toBe(true)
    expect(signer.opens(key, queryOf(url), now + SIGNED_URL_SECONDS * 1000 - 1)).toBe(true)
    expect(signer.opens(key, queryOf(url), now + (SIGNED_URL_SECONDS + 600) * 1000)).toBe(false)
  })

  it("stays the same URL within a step, so a picture read twice keeps its address", () => {
    expect(signer.sign(key, now + 60_000)).toBe(signer.sign(key, now + 1000))
  })

  it("opens nothing else: another key, a changed expiry or signature, a signature of another secret, no query", () => {
    const query = queryOf(signer.sign(key, now))
    expect(signer.opens(key.replace("7/", "8/"), query, now)).toBe(false)
    const later = new URLSearchParams(query)
    later.set("expires", String(Number(query.get("expires")) + 600))
    expect(signer.opens(key, later, now)).toBe(false)
    const forged = new URLSearchParams(query)
    forged.set("signature", "A".repeat(43))
    expect(signer.opens(key, forged, now)).toBe(false)
    const other = fileUrlSigner(Redacted.make("another-secret-long-enough-for-the-tests-012345"))
    expect(signer.opens(key, queryOf(other.sign(key, now)), now)).toBe(false)
    expect(signer.opens(key, new URLSearchParams(), now)).toBe(false)
  })
})
