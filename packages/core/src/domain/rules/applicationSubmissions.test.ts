import { describe, expect, it } from "vitest"
import type { ApplicationStatus, ParentApplication } from "../application"
import { acceptedWithOthersOpen, submissionsOf } from "./applicationSubmissions"
import { applicantDetails } from "../../testing/fixtures"

const copy = (id: number, group_id: number | null, priority: number | null, status: ApplicationStatus = "new"): ParentApplication => ({
  id,
  facility_id: id * 10,
  facility_name: `Placówka ${id}`,
  facility_slug: null,
  ...applicantDetails,
  status,
  created_at: 1,
  status_changed_at: null,
  group_id,
  priority,
  waiting_age_group: null,
  waiting_position: null
})
const ids = (copies: ReadonlyArray<ParentApplication>) => copies.map((application) => application.id)

describe("the parent's submissions (issue 20)", () => {
  it("puts the copies of one submission together in the parent's priority order, a lone application alone", () => {
    const submissions = submissionsOf([copy(5, null, null), copy(3, 9, 2), copy(1, 9, 3), copy(4, 9, 1), copy(2, null, null)])
    expect(submissions.map((submission) => ids(submission.copies))).toEqual([[5], [4, 3, 1], [2]])
    expect(new Set(submissions.map((submission) => submission.key)).size).toBe(3)
  })

  it("asks to withdraw the others once a facility accepted, while another copy may still be withdrawn", () => {
    expect(acceptedWithOthersOpen([copy(1, 9, 1, "waiting_list"), copy(2, 9, 2, "accepted"), copy(3, 9, 3, "declined")])?.id).toBe(2)
    expect(acceptedWithOthersOpen([copy(1, 9, 1, "contacted"), copy(2, 9, 2, "new")])).toBeNull()
    expect(acceptedWithOthersOpen([copy(1, 9, 1, "withdrawn"), copy(2, 9, 2, "accepted"), copy(3, 9, 3, "declined")])).toBeNull()
    expect(acceptedWithOthersOpen([copy(2, null, null, "accepted")])).toBeNull()
  })
})
