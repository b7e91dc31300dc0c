import { describe, expect, it } from "vitest"
import { facilitySites, type SiteResponse } from "./support/facilitySites"
import { manySignups, serverForTests } from "./support/testServer"
import { fileForm } from "./support/uploads"

// News for the facility's staff only (visibility admin_only) on its website: read by its teachers
// signed in on the site, never by a guest or a subscribed parent, and their attachments opened
// only through the URL signed for a teacher's page, never kept by a shared cache.

const server = serverForTests(() => ({ facilities: 600, config: manySignups }))
const { call, staffed, onHost, ownSite, publish, signedInOn } = facilitySites(() => server)

const TITLE = "Grafik dyżurów kadry"
const pdfBytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")

/** A site whose facility published a staff-only item with a PDF: the item, and its file's storage key. */
const siteWithStaffNews = async () => {
  const site = await ownSite()
  const upload = await call("POST", `/api/facility/list/${site.facility.id}/publications/attachments`, {
    token: site.owner.jwt,
    form: fileForm(pdfBytes, "dyzury.pdf", "application/pdf")
  })
  expect(upload.status, JSON.stringify(upload.body)).toBe(201)
  const item = await publish(site.owner, site.facility.id, TITLE, "admin_only", [upload.body.url])
  const key = (upload.body.url as string).replace(/^\/files\//, "").replace(/\?.*$/, "")
  return { ...site, item, key }
}

/** The links of a page to the stored file, as the browser follows them. */
const linksTo = (page: SiteResponse, key: string) =>
  [...page.text.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&")).filter((href) => href.startsWith(`/files/${key}`))

/** A refusal a shared cache may not keep either: the next reader may be allowed. */
const noSharedCache = (cacheControl: string | undefined) => expect(cacheControl ?? "").not.toMatch(/public|max-age|s-maxage/)

describe("a staff-only news item on the facility's site", () => {
  it("is hidden from a guest and from a subscribed parent, item and file alike", async () => {
    const { facility, host, item, key } = await siteWithStaffNews()
    const parentCookie = await signedInOn(await staffed.parent(facility.id), host)
    for (const asked of [{}, { cookie: parentCookie }]) {
      const list = await onHost(host, "/aktualnosci", asked)
      expect(list.status).toBe(200)
      expect(list.text).not.toContain(TITLE)
      const entry = await onHost(host, `/aktualnosci/${item.id}`, asked)
      expect(entry.status).toBe(404)
      expect(entry.text).not.toContain(key)
    }
    // The file's own address, without a signature, opens for nobody, on the site's host or the portal's.
    for (const on of [host, new URL(server.baseUrl).host]) {
      const answer = await onHost(on, `/files/${key}`)
      expect(answer.status).toBe(404)
      noSharedCache(answer.headers["cache-control"])
    }
  })

  it("is shown to the facility's teacher signed in on the site, with its file through a URL signed for them, kept by no cache", async () => {
    const { facility, host, item, key } = await siteWithStaffNews()
    const cookie = await signedInOn(await staffed.teacher(facility.id), host)
    const list = await onHost(host, "/aktualnosci", { cookie })
    expect(list.text).toContain(TITLE)
    const entry = await onHost(host, `/aktualnosci/${item.id}`, { cookie })
    expect(entry.status).toBe(200)
    expect(entry.headers["cache-control"]).toBe("private, no-store")
    const [link] = linksTo(entry, key)
    expect(link, "the entry's link to its attachment").toMatch(/\?expires=\d+&signature=/)

    const file = await onHost(host, link!)
    expect(file.status).toBe(200)
    expect(file.text).toBe(new TextDecoder().decode(pdfBytes))
    expect(file.headers["cache-control"]).toBe("private, no-store")
    // A guest's page of the same entry, asked right after, neither shows the item nor links its file.
    const guest = await onHost(host, `/aktualnosci/${item.id}`)
    expect(guest.status).toBe(404)
    expect(linksTo(guest, key)).toEqual([])
  })
})
