import { facilityKeys, facilityNewsQuery, membershipKeys, type Membership, type Page, type Publication, type User } from "@pociecha/core"
import type { QueryClient } from "@tanstack/react-query"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { api } from "../../../shared/api"
import { recordedError, serveRecordedAnswers, testQueryClient } from "../../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, startSignedOut } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import NewsSection from "./NewsSection"

const publication = (id: number, overrides: Partial<Publication> = {}): Publication => ({
  id,
  facility_id: 42,
  title: `Wpis ${id}`,
  content: `<p>Treść wpisu ${id}</p>`,
  category: "relation",
  visibility: "public",
  holiday: null,
  attachments: [],
  account_id: null,
  account: null,
  created_at: Date.UTC(2026, 10, 20, 9),
  updated_at: Date.UTC(2026, 10, 20, 9),
  ...overrides
})

const pageOf = (items: Publication[], page = 1, pageTotal = 1): Page<Publication> => ({
  itemsReceived: items.length,
  curPage: page,
  nextPage: page < pageTotal ? page + 1 : null,
  prevPage: page > 1 ? page - 1 : null,
  offset: (page - 1) * 10,
  itemsTotal: items.length + (pageTotal - 1) * 10,
  pageTotal,
  items
})

const trip = publication(1, {
  title: "Wycieczka do ZOO",
  content: "<p>Jedziemy w <strong>piątek</strong>.</p>",
  attachments: [
    { name: "autokar.jpg", url: "/media/news/autokar.jpg", type: "image", size: 1000 },
    { name: "zgoda.pdf", url: "/media/news/zgoda.pdf", type: "pdf", size: 2000 },
    { name: "lista.docx", url: "/media/news/lista.docx", type: "word", size: 3000 },
    { name: "koszty.xlsx", url: "/media/news/koszty.xlsx", type: "excel", size: 3000 },
    { name: "piosenka.mp4", url: "/media/news/piosenka.mp4", type: "movie", size: 9000 }
  ]
})
const forParents = publication(2, { title: "Zebranie rodziców", visibility: "private" })
const forStaff = publication(3, { title: "Rada pedagogiczna", visibility: "admin_only" })

const reader: User = aSignedInUser()
const membership = (status: Membership["status"]): Membership => ({
  facility_id: 42, facility_name: "Przedszkole Słoneczko", facility_slug: "przedszkole-sloneczko", facility_city: "Kraków",
  role: "parent", status, permissions: [], created_at: 0, decided_at: null
})

let pages: Record<string, Page<Publication> | "failed"> = {}
let mine: Membership[] = []
const { requests } = serveRecordedAnswers({
  "POST /api/v1/account/session": () => ({ status: 200, body: reader }),
  "GET /api/facility/list/przedszkole-sloneczko/publications": (request) => {
    const answer = pages[new URL(request.url).searchParams.get("page") ?? "1"]
    if (answer === undefined || answer === "failed") return recordedError("ERROR_UNKNOWN")
    return { status: 200, body: answer }
  },
  "GET /api/v1/membership/mine": () => ({ status: 200, body: mine })
})

const premium = { id: 42, slug: "przedszkole-sloneczko", status: "premium" as const }
const open = (facility: { id: number; slug: string | null; status: "premium" | "registered" } = premium, onSubscribe = vi.fn()) => {
  const queryClient = testQueryClient()
  return { ...renderWithProviders(<NewsSection facility={facility} onSubscribe={onSubscribe} />, { queryClient }), onSubscribe, queryClient }
}
/** Waits until every read under `key` has been answered (or given up). */
const answered = (queryClient: QueryClient, key: readonly unknown[]) =>
  waitFor(() => {
    const states = queryClient.getQueryCache().findAll({ queryKey: key }).map((query) => query.state.status)
    expect(states.length > 0 && states.every((status) => status !== "pending")).toBe(true)
  })
const entries = async () => (await screen.findAllByTestId("news-entry")).map((entry) => within(entry))

beforeAll(startSignedOut)
beforeEach(() => {
  pages = { "1": pageOf([trip]) }
  mine = []
})

describe("NewsSection — a guest (spec 3.12, 3.15; issue 17)", () => {
  it("shows each item's title, date and content as the server sanitised it", async () => {
    open()
    const [entry] = await entries()
    expect(entry!.getByRole("heading", { name: "Wycieczka do ZOO" })).toBeDefined()
    expect(entry!.getByText("piątek").tagName).toBe("STRONG")
    expect(entry!.getByText("20.11.2026").getAttribute("dateTime")).toBe("2026-11-20T09:00:00.000Z")
    // A public item carries no badge.
    expect(entry!.queryByTestId("news-visibility")).toBeNull()
  })

  it("shows the pictures in the post and offers every other file as a download named by its kind", async () => {
    open()
    const [entry] = await entries()
    const picture = entry!.getByRole("img", { name: "autokar.jpg" })
    expect(picture.getAttribute("src")).toBe("/media/news/autokar.jpg")
    expect(entry!.queryByRole("link", { name: /autokar/ })).toBeNull()
    const files = within(entry!.getByRole("list", { name: "Załączniki" }))
    expect(files.getAllByRole("link")).toHaveLength(4)
    for (const [name, url, kind] of [
      ["zgoda.pdf (PDF)", "/media/news/zgoda.pdf", "pdf"],
      ["lista.docx (dokument Word)", "/media/news/lista.docx", "word"],
      ["koszty.xlsx (arkusz Excel)", "/media/news/koszty.xlsx", "excel"],
      ["piosenka.mp4 (film)", "/media/news/piosenka.mp4", "movie"]
    ] as const) {
      const link = files.getByRole("link", { name })
      expect(link.getAttribute("href")).toBe(url)
      expect(link.hasAttribute("download")).toBe(true)
      // Each kind has its own icon.
      expect(link.querySelector("svg")?.getAttribute("class")).toBe(`attachment-icon attachment-icon--${kind}`)
    }
  })

  it("invites a guest to subscribe to read the private posts, through the profile's own subscription", async () => {
    const { user, onSubscribe } = open()
    const invitation = await screen.findByTestId("news-invitation")
    expect(invitation.textContent).toContain("tylko dla swoich rodziców")
    await user.click(within(invitation).getByRole("button", { name: "Dołącz, aby czytać wszystkie" }))
    expect(onSubscribe).toHaveBeenCalledOnce()
  })

  it("reads older pages below the first, as the reader asks for them", async () => {
    pages = { "1": pageOf([trip], 1, 2), "2": pageOf([publication(11, { title: "Dawny wpis" })], 2, 2) }
    const before = requests.length
    const { user } = open()
    await entries()
    expect(requests.slice(before).filter((request) => request.endsWith("/publications"))).toHaveLength(1)
    await user.click(screen.getByRole("button", { name: "Pokaż starsze aktualności" }))
    await screen.findByRole("heading", { name: "Dawny wpis" })
    expect(screen.getAllByTestId("news-entry").map((entry) => entry.querySelector("h3")?.textContent)).toEqual(["Wycieczka do ZOO", "Dawny wpis"])
    expect(screen.queryByRole("button", { name: "Pokaż starsze aktualności" })).toBeNull()
  })

  it("says a premium facility has no news yet, and leaves another's profile without the section", async () => {
    pages = { "1": pageOf([]) }
    const { unmount } = open()
    await screen.findByText("Placówka nie opublikowała jeszcze żadnych aktualności.")
    unmount()
    const { container, queryClient } = open({ id: 42, slug: "przedszkole-sloneczko", status: "registered" })
    await answered(queryClient, facilityKeys.publications("przedszkole-sloneczko"))
    expect(container.querySelector("#news")).toBeNull()
    expect(screen.queryByText(/Aktualności/)).toBeNull()
  })

  it("leaves the profile as it was when the news cannot be read", async () => {
    pages = { "1": "failed" }
    const { container, queryClient } = open()
    await answered(queryClient, facilityKeys.publications("przedszkole-sloneczko"))
    expect(container.querySelector("#news")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
  })
})

describe("NewsSection — signed in (spec 3.12, 4.5)", () => {
  beforeAll(() => resumeSessionAs(reader))

  it("marks the items not for everyone: private ones for subscribers, the others for staff", async () => {
    pages = { "1": pageOf([forParents, forStaff, trip]) }
    mine = [membership("accepted")]
    open()
    const [parents, staff, everyone] = await entries()
    expect(parents!.getByTestId("news-visibility").textContent).toBe("Dla subskrybentów")
    expect(staff!.getByTestId("news-visibility").textContent).toBe("Dla kadry")
    expect(everyone!.queryByTestId("news-visibility")).toBeNull()
  })

  it("never shows a member the page a guest read before they signed in: each reader has their own", async () => {
    pages = { "1": pageOf([forParents, trip]) }
    mine = [membership("accepted")]
    const queryClient = testQueryClient()
    queryClient.setQueryData(facilityNewsQuery(api, "przedszkole-sloneczko", null, 1).queryKey, pageOf([trip]))
    renderWithProviders(<NewsSection facility={premium} onSubscribe={vi.fn()} />, { queryClient })
    expect(screen.queryByTestId("news-entry")).toBeNull()
    expect((await entries()).map((entry) => entry.getByRole("heading").textContent)).toEqual(["Zebranie rodziców", "Wycieczka do ZOO"])
  })

  it("invites no confirmed member to subscribe", async () => {
    mine = [membership("accepted")]
    const { queryClient } = open()
    await entries()
    await answered(queryClient, membershipKeys.mine(reader.id))
    expect(screen.queryByTestId("news-invitation")).toBeNull()
  })

  it("tells one whose subscription waits that the private posts come once it is confirmed", async () => {
    mine = [membership("pending")]
    open()
    const invitation = await screen.findByTestId("news-invitation")
    expect(invitation.textContent).toContain("Gdy placówka potwierdzi Twoją prośbę")
    expect(within(invitation).queryByRole("button")).toBeNull()
  })

  it("invites a signed-in stranger to subscribe", async () => {
    const { user, onSubscribe } = open()
    await user.click(await screen.findByRole("button", { name: "Dołącz, aby czytać wszystkie" }))
    expect(onSubscribe).toHaveBeenCalledOnce()
  })
})
