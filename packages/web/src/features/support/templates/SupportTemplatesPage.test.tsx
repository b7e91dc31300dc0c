import type { PageTemplate } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../shared/testing/recordedApi"
import { aSupportUser, sessionOf, startSignedIn } from "../../../shared/testing/signedInUser"
import { renderWithProviders } from "../../../shared/testing/TestProviders"
import SupportTemplatesPage from "./SupportTemplatesPage"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

const support = aSupportUser()
const meadow: PageTemplate = {
  id: 3,
  key: "meadow",
  name: "Łąka",
  description: "Zielony motyw.",
  image: "/files/templates/laka.jpg",
  is_visible: true
}

let templates: PageTemplate[] = []
let patches: Array<Record<string, unknown>> = []
const served = serveRecordedAnswers({
  ...sessionOf(support),
  "GET /api/v1/page-templates": () => ({ status: 200, body: templates }),
  "PATCH /api/v1/page-templates/3": async (request) => {
    const patch = (await request.json()) as Record<string, unknown>
    patches.push(patch)
    templates = templates.map((template) => (template.id === 3 ? { ...template, ...patch } : template))
    return { status: 200, body: templates[0] }
  }
})

beforeAll(() => startSignedIn(support))
beforeEach(() => {
  templates = [meadow]
  patches = []
  served.requests.length = 0
  toasts.error.mockClear()
})

const openForm = async () => {
  const { user } = renderWithProviders(<SupportTemplatesPage />, { path: "/support/templates" })
  await user.click(await screen.findByRole("button", { name: "Edytuj" }))
  return { user, form: within(await screen.findByTestId("template-form")) }
}

describe("SupportTemplatesPage's picture (management 2.9 Templates: an avatar input with aspect ratio 0)", { timeout: 15_000 }, () => {
  it("shows the template's picture whole in the avatar input, with no URL to type; removing it saves the template without one", async () => {
    const { user, form } = await openForm()
    const picture = form.getByTestId("template-image-image")
    expect(picture.getAttribute("src")).toBe("/files/templates/laka.jpg")
    expect(picture.classList.contains("avatar--free")).toBe(true)
    expect(form.queryByRole("textbox", { name: "Obrazek" })).toBeNull()

    await user.click(form.getByRole("button", { name: "Usuń zdjęcie" }))
    await waitFor(() => expect(form.getByTestId("template-image-image").getAttribute("src")).toBe("/images/placeholders/none.svg"))
    await user.click(form.getByTestId("template-save"))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toMatchObject({ image: "" })
    expect(toasts.success).toHaveBeenCalledWith("Szablon zapisany")
  })

  it("refuses a file that is no picture before any upload; a picture opens the crop dialog, and CANCEL leaves the template's", async () => {
    const { form } = await openForm()
    const anyFile = userEvent.setup({ applyAccept: false })
    const picker = form.getByTestId<HTMLInputElement>("template-image-file")
    await anyFile.upload(picker, new File(["szablon"], "szablon.pdf", { type: "application/pdf" }))
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Nieprawidłowy format pliku"))
    expect(screen.queryByRole("dialog", { name: "Wybierz kadr" })).toBeNull()

    await anyFile.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "laka.png", { type: "image/png" }))
    const crop = await screen.findByRole("dialog", { name: "Wybierz kadr" })
    await anyFile.click(within(crop).getByRole("button", { name: "Anuluj" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Wybierz kadr" })).toBeNull())
    expect(served.requests.some((request) => request.includes("/images"))).toBe(false)
    expect(form.getByTestId("template-image-image").getAttribute("src")).toBe("/files/templates/laka.jpg")
  })
})
