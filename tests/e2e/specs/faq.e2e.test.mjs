// The FAQ (issue 19; public-side 2.13): reached from the footer in Polish, Ukrainian and
// English, searched, an answer opened by its link; written by content staff in the CMS; its
// pages accessible and served with their title, description and FAQPage JSON-LD.
import assert from "node:assert/strict"
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { DEMO_PASSWORD, demoAccounts } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"

/** Opens the language menu and picks `label`. */
async function chooseLanguage(page, label) {
  await page.getByTestId("language-button").click()
  await page.getByRole("menuitemradio", { name: label }).click()
}

/** Each language: its menu label, the FAQ's tabs and the footer link, the headings and an answer of the parents' section. */
const languages = [
  { label: null, sections: "Działy pytań", footer: "Pytania i odpowiedzi (FAQ)", intro: "Najczęstsze pytania", parents: "Pytania rodziców", question: "Jak złożyć zgłoszenie do placówki?", answer: "Złóż zgłoszenie" },
  { label: "(UA) Українська", sections: "Розділи запитань", footer: "Запитання та відповіді (FAQ)", intro: "Часті запитання", parents: "Запитання батьків", question: "Як подати заявку до закладу?", answer: "Подати заявку" },
  // English is not in the language menu (SELECTABLE_LANGUAGES): its pages are reached by `?lang=en`.
  { label: "(EN) English", url: "/?lang=en", sections: "Question sections", footer: "Questions and answers (FAQ)", intro: "Frequently asked questions", parents: "Parents' questions", question: "How do I apply to a facility?", answer: "Apply" }
]

for (const language of languages) {
  test(`the FAQ is reached from the footer and reads in ${language.label ?? "Polish"}`, async ({ newPage }) => {
    const page = await newPage()
    await page.goto(url(language.url ?? "/"))
    if (language.label !== null && language.url === undefined) await chooseLanguage(page, language.label)
    await page.locator("footer").getByRole("link", { name: language.footer, exact: true }).click()
    await waitForPath(page, "/faq/intro")
    await expect(page.getByRole("heading", { level: 1, name: language.intro })).toBeVisible()
    await page.getByRole("navigation", { name: language.sections }).getByRole("link", { name: language.parents, exact: true }).click()
    await waitForPath(page, "/faq/rodzic")
    await expect(page.getByRole("heading", { level: 1, name: language.parents })).toBeVisible()
    await page.getByRole("heading", { level: 2, name: language.question }).click()
    await expect(page.locator("#jak-zlozyc-zgloszenie")).toContainText(language.answer)
    assert.deepEqual(page.errors, [])
  })
}

test("a search narrows the answers, and an answer's link opens it", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/faq/rodzic"))
  const questions = page.locator("details.faq-entry h2")
  await expect(questions).toHaveCount(3)
  await page.getByRole("searchbox").fill("zgloszenie")
  await page.getByRole("button", { name: "Szukaj", exact: true }).click()
  await expect(page).toHaveURL(/\/faq\/rodzic\?q=zgloszenie$/)
  await expect(questions).toHaveText(["Jak złożyć zgłoszenie do placówki?"])

  // Inside the folded answer: read from the DOM, not the accessibility tree.
  const link = page.locator("#jak-zlozyc-zgloszenie a.faq-entry__link")
  const href = await link.getAttribute("href")
  assert.equal(href, "#jak-zlozyc-zgloszenie")
  const opened = await newPage()
  await opened.goto(url(`/faq/rodzic${href}`))
  await expect(opened.locator("#jak-zlozyc-zgloszenie")).toHaveAttribute("open", "")
  await expect(opened.locator("#jak-znalezc-przedszkole")).not.toHaveAttribute("open", "")
  await expect(opened.locator("#jak-zlozyc-zgloszenie")).toContainText("Moje zgłoszenia")
})

test("a FAQ page has no axe violation", async ({ newPage }) => {
  const page = await newPage()
  await page.goto(url("/faq/dyrektor"))
  await expect(page.getByRole("heading", { level: 1, name: "Pytania dyrektorów" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  assert.deepEqual(await axeViolations(page), [])
})

test("a FAQ page's HTML carries its answers, title, description and FAQPage JSON-LD before any script runs", async () => {
  const response = await fetch(url("/faq/nauczyciel"))
  assert.equal(response.status, 200)
  const html = await response.text()
  assert.match(html, /<title>Pytania nauczycieli \| Pociecha<\/title>/)
  assert.match(html, /<meta name="description" content="Praca w przedszkolu[^"]*" \/>/)
  assert.match(html, /<link rel="canonical" href="[^"]*\/faq\/nauczyciel" \/>/)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json))
  const faqPage = jsonLd.find((data) => data["@type"] === "FAQPage")
  assert.ok(faqPage.mainEntity.some((question) => question.name === "Gdzie znajdę materiały dydaktyczne?" && question.acceptedAnswer.text.includes("strefie nauczyciela")))
})

test("content staff write a FAQ answer as a draft, unseen by readers, then publish it and it is on the page", async ({ newPage }) => {
  const question = `Czy przedszkole wydaje obiady? ${Date.now()}`
  // The row's name as a pattern: the question mark is a character, not a quantifier.
  const row = (where) => where.getByRole("row", { name: new RegExp(question.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
  const page = await newPage()
  await page.goto(url("/cms/login"))
  await page.getByLabel(/^E-mail/).fill(demoAccounts.content)
  await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD)
  await page.getByTestId("cms-login-submit").click()
  await waitForPath(page, "/cms/city")
  await page.getByRole("link", { name: "FAQ", exact: true }).click()
  await waitForPath(page, "/cms/faq")
  await page.getByRole("link", { name: "Nowy wpis FAQ — Pytania rodziców" }).click()
  await page.getByLabel(/^Tytuł/).fill(question)
  await page.locator(".rich-text__content").click()
  await page.keyboard.type("Tak, przedszkole wydaje trzy posiłki dziennie.")
  await page.getByTestId("save").click()
  await waitForPath(page, "/cms/faq")
  await expect(row(page)).toContainText("Szkic")

  const reader = await newPage()
  await reader.goto(url("/faq/rodzic"))
  await expect(reader.getByRole("heading", { level: 1, name: "Pytania rodziców" })).toBeVisible()
  await expect(reader.getByRole("heading", { level: 2, name: question })).toHaveCount(0)

  await row(page).getByRole("link", { name: /Edytuj/ }).click()
  await page.getByLabel(/^Status/).selectOption("published")
  await page.getByTestId("save").click()
  await waitForPath(page, "/cms/faq")
  await expect(row(page)).toContainText("Opublikowany")

  await reader.reload()
  await expect(reader.getByRole("heading", { level: 2, name: question })).toBeVisible()
})
