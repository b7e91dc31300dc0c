import { BadRequestError, createPociechaRuntime, MAX_FILE_BYTES } from "@pociecha/core"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoAccount } from "../src/db/seed/demoAccounts"
import { accountsOf } from "./support/accounts"
import { fileStores, type StartedStore } from "./support/fileStores"
import { errorOf, requestBytes } from "./support/http"
import { startTestServer, type TestServer } from "./support/testServer"
import { chunkedUpload, fileForm } from "./support/uploads"

/**
 * A photo as a phone stores it: 1200 × 600 pixels, red on the left and blue on the right, with
 * EXIF orientation 6 (show it turned a quarter clockwise: red on top), a copyright line and GPS.
 */
const sidewaysPhoto = async () => {
  const red = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#ff0000" } }).png().toBuffer()
  const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: "Anna Nowak, ul. Polna 1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 3/1 0/1" } })
    .toBuffer()
  const metadata = await sharp(photo).metadata()
  expect(metadata.orientation).toBe(6)
  expect(metadata.exif?.length).toBeGreaterThan(0)
  return new Uint8Array(photo)
}

const transparentPng = async (width: number, height: number) =>
  new Uint8Array(await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer())

/** `size` bytes that start as a JPEG does: passes the magic-bytes check, so only the size decides. */
const jpegSized = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

const pixel = async (image: Uint8Array, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}

describe.each(fileStores)("photos kept in $name", ({ start }) => {
  let store: StartedStore
  let server: TestServer
  let photoBytes: Uint8Array
  beforeAll(async () => {
    photoBytes = await sidewaysPhoto()
    store = await start()
    server = await startTestServer({ facilities: 200, config: { storage: store.storage } })
  })
  afterAll(async () => {
    await server?.close()
    await store?.close()
  })

  const accounts = accountsOf(() => server.baseUrl)
  const signedIn = async () => {
    const me = await accounts.signUpAndConfirm()
    return { id: me.id, jwt: (await accounts.logIn(me.email, me.password)).jwt }
  }
  type Session = Awaited<ReturnType<typeof signedIn>>
  const avatarPath = (account: Session) => `/api/v1/account/account/${account.id}/avatar`
  const upload = (account: Session, bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg", as: Session = account) =>
    accounts.call("POST", avatarPath(account), { token: as.jwt, form: fileForm(bytes, name, type) })
  const served = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`)
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
  }
  const avatarOf = async (account: Session) =>
    (await accounts.call("GET", `/api/v1/account/account/${account.id}`, { token: account.jwt })).body.avatar as string | null

  it("re-encodes a photo: upright, a square of at most 512 px, JPEG without EXIF, served to be kept for good", async () => {
    const me = await signedIn()
    const answer = await upload(me, photoBytes, "IMG_0001.JPG")
    expect(answer.status).toBe(200)
    expect(answer.body.avatar).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.jpg$/)
    expect(await avatarOf(me)).toBe(answer.body.avatar)
    expect(await store.keys()).toContain(answer.body.avatar.slice("/files/".length))

    const { response, bytes } = await served(answer.body.avatar)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/jpeg")
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    const metadata = await sharp(bytes).metadata()
    expect(metadata).toMatchObject({ format: "jpeg", width: 512, height: 512 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(Buffer.from(bytes).includes("Anna Nowak")).toBe(false)
    // Turned upright before cropping: red on top, blue below.
    const [top, bottom] = [await pixel(bytes, 400, 100), await pixel(bytes, 100, 400)]
    expect(top[0]).toBeGreaterThan(240)
    expect(top[2]).toBeLessThan(15)
    expect(bottom[2]).toBeGreaterThan(240)
    expect(bottom[0]).toBeLessThan(15)
  })

  it("never enlarges a small picture, flattens its transparency, and deletes the photo it replaces", async () => {
    const me = await signedIn()
    const first = await upload(me, photoBytes)
    expect(first.status).toBe(200)
    // A PNG named and declared as something else: the content decides.
    const second = await upload(me, await transparentPng(100, 60), "avatar.gif", "application/octet-stream")
    expect(second.status).toBe(200)
    expect(second.body.avatar).not.toBe(first.body.avatar)
    const { bytes } = await served(second.body.avatar)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 60, height: 60 })
    expect(await pixel(bytes, 30, 30)).toEqual([255, 255, 255])

    const gone = await served(first.body.avatar)
    expect(gone.response.status).toBe(404)
    expect(JSON.parse(new TextDecoder().decode(gone.bytes))).toMatchObject({ statusCode: 404, data: { error: { msg: "ERROR_NOT_FOUND" } } })
    expect(await store.keys()).not.toContain(first.body.avatar.slice("/files/".length))
  })

  it("refuses what is not an image, whatever its name and declared type, and stores nothing", async () => {
    const me = await signedIn()
    const before = await store.keys()
    for (const bytes of [new TextEncoder().encode("just some text, named like a photo"), jpegSized(1000)]) {
      const answer = await upload(me, bytes, "photo.png", "image/png")
      expect(answer.status).toBe(400)
      expect(errorOf(answer).data.error).toMatchObject({ msg: "ERROR_BAD_REQUEST", schema: { file: ["INVALID_FILE_FORMAT"] } })
    }
    expect(await store.keys()).toEqual(before)
    expect(await avatarOf(me)).toBeNull()
  })

  it("refuses a file over 5 MB, and a body over the upload's bound before reading it or as it is read", async () => {
    const me = await signedIn()
    const before = await store.keys()
    const overFile = await upload(me, jpegSized(MAX_FILE_BYTES + 1))
    expect(overFile.status).toBe(400)
    expect(errorOf(overFile).data.error.schema).toEqual({ file: ["FILE_TOO_LARGE"] })
    const overBody = await upload(me, jpegSized(6 * 1024 * 1024))
    expect(overBody.status).toBe(413)
    expect(errorOf(overBody).data.error.msg).toBe("ERROR_PAYLOAD_TOO_LARGE")
    expect(await chunkedUpload(server.baseUrl, avatarPath(me), me.jwt, 8 * 1024 * 1024)).toBe(413)
    // The upload's bound is for multipart bodies only: JSON keeps its 1 MB.
    const json = await accounts.call("POST", avatarPath(me), { token: me.jwt, rawBody: JSON.stringify({ file: "a".repeat(2 * 1024 * 1024) }) })
    expect(json.status).toBe(413)
    expect(await store.keys()).toEqual(before)
    expect(await avatarOf(me)).toBeNull()
  })

  it("refuses a multipart body that is not one file part, in the catalogue's shape, and stores nothing", async () => {
    const me = await signedIn()
    const before = await store.keys()
    const photo = await transparentPng(10, 10)
    const twoFiles = fileForm(photo, "a.png", "image/png")
    twoFiles.append("file", new Blob([photo], { type: "image/png" }), "b.png")
    const otherName = new FormData()
    otherName.append("photo", new Blob([photo], { type: "image/png" }), "a.png")
    const textField = new FormData()
    textField.append("file", "not a file")
    for (const form of [twoFiles, otherName, textField, new FormData()]) {
      const answer = await accounts.call("POST", avatarPath(me), { token: me.jwt, form })
      expect([400, 413]).toContain(answer.status)
      expect(errorOf(answer).statusCode).toBe(answer.status)
    }
    const noBoundary = await fetch(`${server.baseUrl}${avatarPath(me)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${me.jwt}`, "content-type": "multipart/form-data" },
      body: "--x\r\ncontent-disposition: form-data; name=\"file\"\r\n\r\nabc"
    })
    expect(noBoundary.status).toBe(400)
    expect(await noBoundary.json()).toMatchObject({ statusCode: 400, data: { error: { msg: "ERROR_BAD_REQUEST" } } })
    expect(await store.keys()).toEqual(before)
    expect(await avatarOf(me)).toBeNull()
  })

  it("lets only the account's owner and support change its photo", async () => {
    const me = await signedIn()
    const stranger = await signedIn()
    const before = await store.keys()
    const refused = await upload(me, photoBytes, "photo.jpg", "image/jpeg", stranger)
    expect(refused.status).toBe(403)
    expect((await accounts.call("DELETE", avatarPath(me), { token: stranger.jwt })).status).toBe(403)
    expect(await store.keys()).toEqual(before)
    const support = await accounts.logIn(demoAccount("support").email, demoAccount("support").password)
    const bySupport = await upload(me, photoBytes, "photo.jpg", "image/jpeg", { id: support.user.id, jwt: support.jwt })
    expect(bySupport.status).toBe(200)
    expect(bySupport.body.id).toBe(me.id)
    expect(await avatarOf(me)).toBe(bySupport.body.avatar)
  })

  it("removes the photo: the user has none and its file is gone", async () => {
    const me = await signedIn()
    const { body } = await upload(me, photoBytes)
    const removed = await accounts.call("DELETE", avatarPath(me), { token: me.jwt })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ id: me.id, avatar: null })
    expect((await served(body.avatar)).response.status).toBe(404)
    expect(await store.keys()).not.toContain(body.avatar.slice("/files/".length))
  })

  it("takes a photo from core's typed client as a browser sends it, a FormData", async () => {
    const me = await accounts.signUpAndConfirm()
    let token: string | null = null
    const api = createPociechaRuntime({ baseUrl: server.baseUrl, tokens: { get: () => token, set: (next) => void (token = next) }, cookieJar: true })
    try {
      const user = await api.call((c) => c.account.login({ payload: { email: me.email, password: me.password } }))
      token = user.jwt!
      const updated = await api.call((c) => c.account.uploadAvatar({ params: { id: me.id }, payload: fileForm(photoBytes, "me.jpg", "image/jpeg") }))
      expect(updated.avatar).toMatch(/^\/files\/avatars\//)
      const refused = await api.call((c) =>
        c.account.uploadAvatar({ params: { id: me.id }, payload: fileForm(new TextEncoder().encode("text"), "me.jpg", "image/jpeg") })).catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(BadRequestError)
      expect((refused as BadRequestError).data.error.schema).toEqual({ file: ["INVALID_FILE_FORMAT"] })
      expect((await api.call((c) => c.account.deleteAvatar({ params: { id: me.id } }))).avatar).toBeNull()
    } finally {
      await api.dispose()
    }
  })

  it("answers the catalogue's 404 for a path under /files that is no key; a path climbing out is no file at all", async () => {
    const me = await signedIn()
    const { body } = await upload(me, photoBytes)
    const key = body.avatar.slice("/files/".length) as string
    const notKeys = [
      `/files/${key.replace("/", "%2F")}`,
      `/files//${key}`,
      `/files/${key.toUpperCase()}`,
      `/files/${key}.exe`,
      `/files/${key.replace(".jpg", ".partial")}`,
      "/files/avatars\\..\\x.jpg",
      "/files/avatars/",
      "/files/"
    ]
    for (const path of notKeys) {
      const response = await requestBytes(server.baseUrl, path)
      expect(response.status, path).toBe(404)
      expect(response.headers["content-type"], path).toBe("application/json")
      expect(JSON.parse(response.body.toString()), path).toMatchObject({ statusCode: 404, data: { error: { msg: "ERROR_NOT_FOUND" } } })
    }
    // The router resolves dot segments (encoded too) before any route sees them: these are other pages, none a file.
    for (const path of ["/files/../../../etc/passwd", "/files/avatars/../../jwt-secret", "/files/%2e%2e/%2e%2e/etc/passwd"]) {
      const response = await requestBytes(server.baseUrl, path)
      expect(response.status, path).toBe(404)
      expect(response.headers["content-type"], path).not.toMatch(/^image\//)
      expect(response.body.toString(), path).not.toMatch(/root:|BEGIN/)
    }
    expect((await requestBytes(server.baseUrl, `/files/${key}`)).status).toBe(200)
  })
})
