import type { Employee } from "@pociecha/core"
import { screen, waitFor, within } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { ownerSession, renderOwnerTab, startAsOwner } from "../ownerTabTesting"
import StaffTab from "./StaffTab"

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock("sonner", () => ({ toast: toasts }))

let staff: Employee[] = []
const added: unknown[] = []
serveRecordedAnswers({
  ...ownerSession,
  "GET /api/facility/list/przedszkole-sloneczko-krakow/employees": () => ({ status: 200, body: staff }),
  "POST /api/facility/list/przedszkole-sloneczko-krakow/employees": async (request) => {
    const body = (await request.json()) as Omit<Employee, "id" | "photo">
    added.push(body)
    const employee = { id: staff.length + 10, photo: null, ...body }
    staff = [...staff, employee]
    return { status: 201, body: employee }
  },
  "DELETE /api/facility/list/przedszkole-sloneczko-krakow/employees/10": () => {
    staff = staff.filter((employee) => employee.id !== 10)
    return { status: 204 }
  }
})

const cards = () => screen.queryAllByTestId("staff-employee")
/** The form that adds an employee, under its "Add an employee" heading. */
const newForm = () => within(screen.getByRole("heading", { name: "Dodaj pracownika" }).parentElement!)

beforeAll(startAsOwner)

describe("StaffTab (management 2.4 Staff, 8)", () => {
  it("adds an employee tidied, after its checks, and deletes them", async () => {
    staff = []
    const { user } = renderOwnerTab(StaffTab)
    await screen.findByText("Nie dodano jeszcze pracowników.")
    await user.click(newForm().getByRole("button", { name: "Dodaj pracownika" }))
    await waitFor(() => expect(newForm().getByLabelText(/Imię i nazwisko/).getAttribute("aria-invalid")).toBe("true"))
    expect(newForm().getByLabelText(/Stanowisko/).getAttribute("aria-invalid")).toBe("true")
    expect(added).toEqual([])
    await user.type(newForm().getByLabelText(/Imię i nazwisko/), "  Ewa   Lis ")
    await user.type(newForm().getByLabelText(/Stanowisko/), "Nauczycielka")
    await user.click(newForm().getByRole("button", { name: "Dodaj pracownika" }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    within(cards()[0]!).getByText("Ewa Lis")
    within(cards()[0]!).getByText("Nauczycielka")
    expect(added).toEqual([{ name: "Ewa Lis", position: "Nauczycielka" }])
    // The form opens empty for the next one.
    await waitFor(() => expect((newForm().getByLabelText(/Imię i nazwisko/) as HTMLInputElement).value).toBe(""))
    await user.click(within(screen.getByTestId("staff-employee")).getByRole("button", { name: "Usuń" }))
    await waitFor(() => expect(cards()).toEqual([]))
    expect(staff).toEqual([])
  })
})
