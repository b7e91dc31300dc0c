import type { Tag } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import { AlertModalHost } from "../../../shared/ui/AlertModal"
import SupportTagsPage from "./SupportTagsPage"

const support = aSupportUser()

const aTag = (id: string, param: string, createdAt: number, overrides: Partial<Tag> = {}): Tag => ({
  id,
  key: param.replace(/-/g, "_"),
  type: "features",
  display: `FEATURE_${param.toUpperCase()}`,
  param,
  icon: null,
  created_at: createdAt,
  created_at_display: "01.02.2026 - 10:00",
  names: { pl: `Tag ${param}`, ua: `Тег ${param}`, en: `Tag ${param}` },
  ...overrides
})

let tags: Tag[] = [aTag("11111111-1111-4111-8111-111111111111", "ogrod", 1), aTag("22222222-2222-4222-8222-222222222222", "basen", 2)]
const sent: Array<{ readonly method: string; readonly path: string; readonly body?: unknown }> = []
serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/tag": () => ({ status: 200, body: tags }),
  "POST /api/v1/tag": async (request) => {
    const body = (await request.json()) as Omit<Tag, "id" | "created_at" | "created_at_display">
    sent.push({ method: "POST", path: "/api/v1/tag", body })
    const tag = aTag("33333333-3333-4333-8333-333333333333", body.param, 3, body)
    tags = [...tags, tag]
    return { status: 201, body: tag }
  },
  "DELETE /api/v1/tag/11111111-1111-4111-8111-111111111111": (request) => {
    const url = new URL(request.url)
    sent.push({ method: "DELETE", path: url.pathname + url.search })
    if (url.searchParams.get("force") !== "true") {
      return {
        status: 409,
        body: { statusCode: 409, message: "conflict", data: { error: { type: "error/tag-in-use", msg: "ERROR_TAG_IN_USE", schema: { facilities: ["12"], publications: ["0"] } } } }
      }
    }
    tags = tags.filter((tag) => tag.param !== "ogrod")
    return { status: 204 }
  }
})

beforeAll(() => startSignedIn(support))

const row = (param: string) => screen.queryByTestId(`tag-${param}`)
const rowParams = () => within(screen.getByTestId("tag-list")).getAllByRole("listitem").map((item) => item.getAttribute("data-testid"))

describe("SupportTagsPage (management 2.9 Tags)", { timeout: 15_000 }, () => {
  it("sorts newest first, creates a tag whose label shows at once, and deletes one in use only after showing where and a second confirmation", async () => {
    const { user } = renderWithProviders(<><SupportTagsPage /><AlertModalHost /></>, { path: "/support/tags" })
    await waitFor(() => expect(row("basen")).not.toBeNull())
    expect(rowParams()).toEqual(["tag-basen", "tag-ogrod"])
    // Support's own label, not the display key, though the app ships no translation of it.
    expect(row("basen")?.textContent).toContain("Tag basen")

    await user.click(screen.getByTestId("tag-new"))
    const form = within(screen.getByTestId("tag-form"))
    await user.type(form.getByLabelText(/^Klucz/, { selector: "input[name=key]" }), "sala")
    await user.type(form.getByLabelText(/Klucz tłumaczenia/), "FEATURE_SALA")
    await user.type(form.getByLabelText(/Adres/), "Sala Zła")
    await user.type(form.getByLabelText(/po polsku/), "Sala sensoryczna")
    await user.type(form.getByLabelText(/po ukraińsku/), "Сенсорна кімната")
    await user.type(form.getByLabelText(/po angielsku/), "Sensory room")
    await user.click(form.getByTestId("tag-save"))
    await waitFor(() => expect(screen.getByTestId("tag-form").textContent).toContain("Tylko małe litery"))
    expect(sent).toEqual([])
    await user.clear(form.getByLabelText(/Adres/))
    await user.type(form.getByLabelText(/Adres/), "sala")
    await user.click(form.getByTestId("tag-save"))
    await waitFor(() => expect(row("sala")?.textContent).toContain("Sala sensoryczna"))
    expect(sent[0]).toMatchObject({ method: "POST", body: { key: "sala", type: "features", param: "sala", icon: null, names: { en: "Sensory room" } } })

    await user.click(within(row("ogrod")!).getByRole("button", { name: "Usuń" }))
    await user.click(await screen.findByRole("button", { name: "Zatwierdź" }))
    await waitFor(() => expect(screen.getByTestId("tag-in-use").textContent).toContain("placówki: 12"))
    expect(row("ogrod")).not.toBeNull()
    await user.click(within(screen.getByTestId("tag-in-use")).getByRole("button"))
    await user.click(await screen.findByRole("button", { name: "Zatwierdź" }))
    await waitFor(() => expect(row("ogrod")).toBeNull())
    expect(sent.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/v1/tag/11111111-1111-4111-8111-111111111111",
      "/api/v1/tag/11111111-1111-4111-8111-111111111111?force=true"
    ])
  })
})
