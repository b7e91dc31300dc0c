import type { Employee } from "@pociecha/core"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { mountTestRoot } from "../../../../shared/testing/mountTestRoot"
import { serveRecordedAnswers } from "../../../../shared/testing/recordedApi"
import { until } from "../../../../shared/testing/until"
import { click, ownerSession, renderTab, signInOwner, typeInto } from "../ownerTabTesting"
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

const mounted = mountTestRoot()
const names = () => [...mounted.container.querySelectorAll('[data-testid="staff-employee"] .staff__name')].map((name) => name.textContent)
const newForm = () => mounted.container.querySelector(".staff__new form")!

beforeAll(signInOwner)

describe("StaffTab (management 2.4 Staff, 8)", () => {
  it("adds an employee tidied, after its checks, and deletes them", async () => {
    staff = []
    await renderTab(mounted, StaffTab)
    await until(() => expect(newForm()).not.toBeNull())
    await act(async () => (newForm() as HTMLFormElement).requestSubmit())
    await until(() => expect(newForm().querySelectorAll('[aria-invalid="true"]')).toHaveLength(2))
    await typeInto(newForm().querySelector('input[name="name"]')!, "  Ewa   Lis ")
    await typeInto(newForm().querySelector('input[name="position"]')!, "Nauczycielka")
    await act(async () => (newForm() as HTMLFormElement).requestSubmit())
    await until(() => expect(names()).toEqual(["Ewa Lis"]))
    expect(added).toEqual([{ name: "Ewa Lis", position: "Nauczycielka" }])
    // The form opens empty for the next one.
    await until(() => expect(newForm().querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(""))
    await click(mounted.container.querySelector('[data-testid="staff-delete"]'))
    await until(() => expect(names()).toEqual([]))
  })
})
