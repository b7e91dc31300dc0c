// Content written in the CMS (issue 19): content staff write a blog post as a draft (readers get
// the 404 page), add its English version and publish it (readers see it, in English with
// ?lang=en), then write a teaching material with a worksheet uploaded from disk, which the teacher
// zone lists and serves under its own name; the editor has no axe violation.
import { expect, test } from "../support/fixtures.mjs"
import { axeViolations } from "../support/axe.mjs"
import { DEMO_PASSWORD, demoAccounts } from "../support/accounts.mjs"
import { url, waitForPath } from "../support/browser.mjs"

const signInToCms = async (page) => {
  await page.goto(url("/cms/login"))
  await page.getByLabel(/^E-mail/).fill(demoAccounts.content)
  await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD)
  await page.getByTestId("cms-login-submit").click()
  await waitForPath(page, "/cms/city")
}

/** Opens a new entry of a CMS section through its navigation. */
const newEntry = async (page, section) => {
  await page.getByTestId("cms").getByRole("navigation").getByRole("link", { name: section }).click()
  await page.getByTestId("content-new").click()
  await expect(page.locator(".rich-text__content")).toBeVisible()
}

/** A field of the editor by its name (`title`, `en.title`, `slug`…). */
const field = (page, name) => page.locator(`:is(input, select, textarea)[name="${name}"]`)

const writeBody = async (page, text) => {
  const editor = page.locator(".rich-text__content")
  await editor.click()
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type(text)
}

test("content staff write a blog post as a draft, add its English version and publish it; then a material the teacher zone lists", async ({ newPage }) => {
  const stamp = Date.now()
  const slug = `szkic-wpisu-${stamp}`
  const title = `Jak przygotować dziecko do przedszkola ${stamp}`
  const english = `How to get a child ready for nursery ${stamp}`
  const page = await newPage()
  await signInToCms(page)
  // A reload, or an address typed in, keeps content staff in the CMS: the session is restored.
  await page.goto(url("/cms/blog"))
  await expect(page.getByTestId("cms").getByRole("heading", { level: 1 })).toHaveText("Blog")

  await newEntry(page, "Blog")
  await field(page, "title").fill(title)
  await field(page, "description").fill("Kilka sprawdzonych sposobów na spokojny początek.")
  await writeBody(page, "Zacznij od krótkich wizyt w przedszkolu.")
  await field(page, "slug").fill(slug)
  await field(page, "category").selectOption({ index: 1 })
  await field(page, "author").fill("Redakcja Pociechy")
  await field(page, "cover_url").fill("/blog/okladka.svg")
  await field(page, "cover_alt").fill("Dziecko z plecakiem przed przedszkolem")
  await expect(page.getByTestId("content-state")).toHaveText("Szkic")
  await page.getByTestId("preview").click()
  await expect(page.getByTestId("content-preview")).toContainText("Zacznij od krótkich wizyt w przedszkolu.")
  await page.keyboard.press("Escape")
  await page.getByTestId("save").click()
  await page.waitForURL(/\/cms\/blog\/\d+$/)
  const editorAddress = page.url()

  const reader = await newPage()
  const draft = await reader.goto(url(`/blog/${slug}`))
  expect(draft.status()).toBe(404)
  await expect(reader.getByTestId("blog-post")).toHaveCount(0)

  await expect(field(page, "title")).toHaveValue(title)
  await page.getByTestId("add-en").click()
  await field(page, "en.title").fill(english)
  await field(page, "en.description").fill("A few proven ways to a calm start.")
  await writeBody(page, "Start with short visits to the nursery.")
  await field(page, "status").selectOption("published")
  await expect(page.getByTestId("content-state")).toHaveText("Opublikowany")
  await page.getByTestId("save").click()
  await expect(page.getByRole("tab", { name: "Angielski" })).toBeVisible()
  await expect(page.getByTestId("content-state")).toHaveText("Opublikowany")
  expect(page.url()).toBe(editorAddress)

  const published = await reader.goto(url(`/blog/${slug}`))
  expect(published.status()).toBe(200)
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title)
  await reader.goto(url(`/blog/${slug}?lang=en`))
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(english)

  const material = `Piosenka o kasztanach ${stamp}`
  await newEntry(page, "Materiały dla nauczycieli")
  await field(page, "title").fill(material)
  await field(page, "description").fill("Wesoła piosenka o jesiennych kasztanach dla czterolatków.")
  await writeBody(page, "Kasztany spadają, dzieci je zbierają.")
  await field(page, "slug").fill(`piosenka-o-kasztanach-${stamp}`)
  await field(page, "material_crumb_display").fill("Piosenka o kasztanach")
  await field(page, "material_type").selectOption("song")
  await page.getByRole("checkbox").first().check()
  await page.getByRole("checkbox", { name: "4 lata" }).check()
  // The worksheet is uploaded from the editor's disk; it joins the attachments under its stored URL.
  const worksheet = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")
  await page.getByTestId("material-files").setInputFiles({ name: "Kasztany.pdf", mimeType: "application/pdf", buffer: worksheet })
  await expect(field(page, "attachment-url-0")).toHaveValue(/^\/files\/materials\/[0-9a-f-]+\.pdf$/)
  await expect(field(page, "attachment-name-0")).toHaveValue("Kasztany.pdf")
  await expect(page.getByTestId("attachment-row")).toContainText("PDF")
  await field(page, "status").selectOption("published")
  await page.getByTestId("save").click()
  await page.waitForURL(/\/cms\/materials\/\d+$/)

  await reader.goto(url(`/strefa-nauczyciela?q=${encodeURIComponent(`kasztanach ${stamp}`)}`))
  await expect(reader.getByTestId("material-card").filter({ hasText: material })).toBeVisible()
  await reader.goto(url(`/strefa-nauczyciela/piosenka-o-kasztanach-${stamp}`))
  const download = reader.getByTestId("material-attachments").getByRole("link", { name: "Kasztany.pdf" })
  await expect(download).toHaveAttribute("download", "Kasztany.pdf")
  const served = await reader.request.get(url(await download.getAttribute("href")))
  expect(Buffer.from(await served.body())).toEqual(worksheet)
  await expect.poll(() => page.errors).toEqual([])
})

test("the CMS's content editor has no axe violation", async ({ newPage }) => {
  const page = await newPage()
  await signInToCms(page)
  await newEntry(page, "Materiały dla nauczycieli")
  expect(await axeViolations(page)).toEqual([])
})
