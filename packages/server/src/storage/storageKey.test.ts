import { describe, expect, it } from "vitest"
import { contentTypeOfKey, fileUrl, isPublicKey, keyOfFileUrl, newStorageKey, PRIVATE_FOLDER } from "./storageKey"

describe("storage keys", () => {
  it("take lower-case words joined by slashes and a known extension, which gives the content type", () => {
    expect(contentTypeOfKey("avatars/1f0c9a7e-1b2c-4d5e-8f90-123456789abc.jpg")).toBe("image/jpeg")
    expect(contentTypeOfKey("gallery/12/photo_1.png")).toBe("image/png")
    expect(contentTypeOfKey("a.webp")).toBe("image/webp")
    expect(contentTypeOfKey("a/b.gif")).toBe("image/gif")
  })

  it("refuse anything that could climb out of the store, mean two things, or be served as something else", () => {
    const refused = [
      "../jwt-secret.jpg", "avatars/../../x.jpg", "avatars/./x.jpg", "/etc/x.jpg", "avatars//x.jpg", "avatars/x.jpg/",
      "avatars\\x.jpg", "avatars/%2e%2e.jpg", "Avatars/x.jpg", "avatars/x.JPG", "avatars/x.jpg.partial", "avatars/x.svg",
      "avatars/x.html", "avatars/x", "avatars/.jpg", "-x.jpg", "avatars/x y.jpg", "avatars/zdjęcie.jpg", "x.jpg\u0000.png",
      "", `${"a".repeat(197)}.jpg`
    ]
    for (const key of refused) expect(contentTypeOfKey(key), key).toBeNull()
    expect(contentTypeOfKey(`${"a".repeat(196)}.jpg`)).toBe("image/jpeg")
  })

  it("are new each time, and map to their URL and back; other URLs have none", () => {
    const key = newStorageKey("avatars", "jpg")
    expect(contentTypeOfKey(key)).toBe("image/jpeg")
    expect(newStorageKey("avatars", "jpg")).not.toBe(key)
    expect(fileUrl(key)).toBe(`/files/${key}`)
    expect(keyOfFileUrl(fileUrl(key))).toBe(key)
    for (const url of [null, "https://example.com/files/a.jpg", "/files/../a.jpg", "/avatars/a.jpg", "/files/a.exe"]) {
      expect(keyOfFileUrl(url), String(url)).toBeNull()
    }
  })
})

describe("private keys", () => {
  it("are keys (a claim's PDF too) that are never public", () => {
    const key = newStorageKey(`${PRIVATE_FOLDER}/shadow-documents`, "pdf")
    expect(contentTypeOfKey(key)).toBe("application/pdf")
    expect(isPublicKey(key)).toBe(false)
    expect(isPublicKey("avatars/a.jpg")).toBe(true)
    expect(isPublicKey("privateer/a.jpg")).toBe(true)
    expect(isPublicKey("avatars/../private/a.pdf")).toBe(false)
  })
})
