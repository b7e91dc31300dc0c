// The owner's tab forms (owner area and business-card panel alike, management 2.4, 2.8) as an
// owner saves them.
import { expect } from "@playwright/test"

/** Saves the tab's form (its test id) and waits for its green toast (management 8). */
export async function saveTab(page, form, toast) {
  await page.getByTestId(form).getByTestId("save").click()
  await expect(page.getByText(toast).first()).toBeVisible()
}
