import { blogCategories, type CmsBlogPost } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSignedInUser, resumeSessionAs, sessionOf, startSignedOut } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import CmsBlogPostPage from "./CmsBlogPostPage"

const editor = aSignedInUser({ id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", email: "redakcja@pociecha.pl", type: "content", jwt: "jwt-redakcja" })
const post: CmsBlogPost = {
  id: 7, slug: "jak-wybrac-przedszkole", category: blogCategories[0]!, title: "Jak wybrać przedszkole", author: "Redakcja",
  status: "draft", publish_at: null, state: "draft", updated_at: "2026-11-20T10:00:00.000Z", description: "O wyborze przedszkola.",
  body_html: "<p>Odwiedź przedszkole przed zapisem.</p>", cover_url: "/blog/okladka.svg", cover_alt: "Dziecko z plecakiem",
  translations: { en: { title: "How to choose a nursery", description: "On choosing.", body_html: "<p>Visit the nursery first.</p>" } },
  created_at: "2026-11-20T10:00:00.000Z"
}
const saved: unknown[] = []
const titleField = () => screen.getByRole<HTMLInputElement>("textbox", { name: /^Tytuł/ })
serveRecordedAnswers({
  ...sessionOf(editor),
  "GET /api/v1/cms/blog/posts/7": () => ({ status: 200, body: post }),
  "PUT /api/v1/cms/blog/posts/7": async (request) => {
    saved.push(await request.json())
    return { status: 200, body: { ...post, updated_at: "2026-11-21T10:00:00.000Z" } }
  }
})

describe("CmsBlogPostPage — the CMS's content editor (issue 19)", () => {
  it("shows a tab per version, previews the one shown, and saves without a version removed", async () => {
    await startSignedOut()
    await resumeSessionAs(editor)
    const { user } = renderWithProviders(<CmsBlogPostPage />, { path: "/cms/blog/7", route: "/cms/blog/:id" })
    const tabs = await screen.findByRole("tablist")
    expect(within(tabs).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Polski", "Angielski"])
    expect(screen.getByTestId("content-state").textContent).toBe("Szkic")

    await user.click(within(tabs).getByRole("tab", { name: "Angielski" }))
    expect(titleField().value).toBe("How to choose a nursery")
    await user.click(screen.getByTestId("preview"))
    expect((await screen.findByTestId("content-preview")).textContent).toContain("Visit the nursery first.")
    await user.keyboard("{Escape}")

    // A Ukrainian version is added; the English one removed goes back to Polish.
    expect(screen.queryByTestId("add-ua")).not.toBeNull()
    await user.click(screen.getByTestId("remove-en"))
    expect(within(screen.getByRole("tablist")).getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Polski"])
    expect(titleField().value).toBe("Jak wybrać przedszkole")

    await user.selectOptions(screen.getByRole("combobox", { name: /^Status/ }), "published")
    expect(screen.getByTestId("content-state").textContent).toBe("Opublikowany")
    await user.click(screen.getByTestId("save"))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({ slug: post.slug, title: post.title, status: "published", translations: { ua: null, en: null } })
  })
})
