// The owner area's News tab (management 2.4 publications; 1: a moderator teacher's one screen) as
// a writer uses it: a new item written in its form and published.
import { expect } from "@playwright/test"

/**
 * Writes a news item in the open News tab — its title, `text` typed into the rich-text editor,
 * the category "Relacja lub ogłoszenie" and, when given, the visibility (`public`, `private`;
 * moderators choose it) — saves it, and returns the item once the tab's list shows it.
 */
export async function publishNews(page, { title, text, visibility }) {
  await page.getByTestId("publication-new").click()
  const form = page.getByTestId("publication-form")
  await form.getByLabel(/^Tytuł/).fill(title)
  await form.getByRole("textbox", { name: "Treść", exact: true }).click()
  await page.keyboard.type(text)
  await form.getByLabel(/^Kategoria/).selectOption("relation")
  if (visibility !== undefined) await form.getByLabel(/^Widoczność/).selectOption(visibility)
  await form.getByTestId("save").click()
  const item = page.getByTestId("publication").filter({ hasText: title })
  await expect(item, `the news tab does not list "${title}"`).toBeVisible()
  return item
}
