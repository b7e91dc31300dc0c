import { describe, expect, it } from "vitest"
import { renderSitePage, sitePageStatus } from "./render"
import { parseHtml } from "./testing/parseHtml"
import { aFacility, aPublication, aSite, aSubpage, aView, aWebPage, defaultSubpages, subpageOf } from "./testing/siteFixture"
import type { SitePageView } from "./view"

const page = (view: SitePageView) => parseHtml(renderSitePage(view))
const text = (doc: Document, selector: string) => doc.querySelector(selector)?.textContent?.trim() ?? ""
const jsonLd = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "null")

describe("the main page", () => {
  const doc = page(aView())

  it("is a whole document in the site's language with one inlined stylesheet and only the optional island", () => {
    const html = renderSitePage(aView())
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true)
    expect(doc.documentElement.getAttribute("lang")).toBe("pl")
    expect(doc.querySelectorAll("style")).toHaveLength(1)
    expect(doc.querySelectorAll("link[rel=stylesheet]")).toHaveLength(0)
    const scripts = [...doc.querySelectorAll("script:not([type='application/ld+json'])")].map((script) => script.getAttribute("src"))
    expect(scripts).toEqual(["/themes/preferences.js"])
  })

  it("has the theme's colour as its icon, inline, so the browser asks for no /favicon.ico", () => {
    const icon = page(aView({ theme: "bears" })).querySelector('link[rel="icon"]')?.getAttribute("href") ?? ""
    expect(icon.startsWith("data:image/svg+xml,")).toBe(true)
    expect(decodeURIComponent(icon)).toContain('fill="#e64a19"')
  })

  it("shows the hero from the card: name, badge, address, opening hours and contact", () => {
    expect(text(doc, "h1")).toBe("Przedszkole Tęcza")
    expect(text(doc, "main .badge")).toBe("Zaufana placówka")
    expect(text(doc, "main address")).toBe("Piękna 5, 00-001 Warszawa")
    expect(doc.querySelector("main")?.textContent).toContain("06:30 – 17:30")
    expect(doc.querySelector('main a[href="tel:+48123456789"]')?.textContent).toBe("+48 123 456 789")
    expect(doc.querySelector('main a[href="mailto:tecza@example.pl"]')).not.toBeNull()
  })

  it("has its title, description, canonical and Open Graph image in the head", () => {
    expect(doc.title).toBe("Przedszkole Tęcza")
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Kameralne przedszkole z ogrodem.")
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://tecza.pociecha.pl/")
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe("https://cdn.example/logo.png")
  })

  it("describes a kindergarten as a schema.org Preschool with address, geo, hours and rating", () => {
    const data = jsonLd(doc)
    expect(data["@type"]).toBe("Preschool")
    expect(data.name).toBe("Przedszkole Tęcza")
    expect(data.address).toMatchObject({ streetAddress: "Piękna 5", postalCode: "00-001", addressLocality: "Warszawa" })
    expect(data.geo).toMatchObject({ latitude: 52.22, longitude: 21.01 })
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:30", closes: "17:30" }
    ])
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 12 })
  })

  it("describes a nursery without opinions as a ChildCare with no rating", () => {
    const facility = aFacility({ specialization: ["nursery"], opinions_count: 0, score_total: null })
    const data = jsonLd(page(aView({ site: aSite({ facility, preschool: false }) })))
    expect(data["@type"]).toBe("ChildCare")
    expect(data).not.toHaveProperty("aggregateRating")
  })

  it("uses the theme's hero as the preview image when the facility has no logo", () => {
    const doc = page(aView({ site: aSite({ facility: aFacility({ avatar: null }) }), theme: "space" }))
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe("https://tecza.pociecha.pl/themes/space/hero.svg")
  })
})

describe("the menu and breadcrumbs", () => {
  it("lists the visible subpages marked for the menu, in order, and marks the current one", () => {
    const subpages = [
      ...defaultSubpages().map((subpage) => (subpage.type === "staff" ? { ...subpage, in_menu: false } : subpage)),
      aSubpage(9, "custom", { visible: false })
    ]
    const view = aView({ site: aSite({ webPage: aWebPage(subpages) }) })
    const links = [...page(view).querySelectorAll("nav.menu a")].map((a) => [a.textContent, a.getAttribute("href")])
    expect(links).toEqual([
      ["Strona główna", "/"], ["O nas", "/o-nas"], ["Galeria", "/galeria"], ["Plan dnia", "/plan-dnia"],
      ["Rekrutacja", "/rekrutacja"], ["Aktualności", "/aktualnosci"], ["Kontakt", "/kontakt"]
    ])
    expect(page(view).querySelector('nav.menu a[aria-current="page"]')?.getAttribute("href")).toBe("/")
  })

  it("builds the breadcrumbs from the subpage tree: main page, ancestors, the page", () => {
    const child = aSubpage(9, "custom", { parent: "2", slug: "historia", title: "Historia" })
    const view = aView({ site: aSite({ webPage: aWebPage([...defaultSubpages(), child]) }) })
    const doc = page({ ...view, current: { kind: "subpage", subpage: child }, path: "/historia" })
    const crumbs = [...doc.querySelectorAll(".crumbs li")].map((li) => [li.textContent, li.querySelector("a")?.getAttribute("href") ?? null])
    expect(crumbs).toEqual([["Strona główna", "/"], ["O nas", "/o-nas"], ["Historia", null]])
    expect(text(doc, "h1")).toBe("Historia")
    expect(doc.querySelector('nav.menu li a[href="/o-nas"] + ul a[href="/historia"]')).not.toBeNull()
  })
})

describe("the card's subpages", () => {
  const view = aView()
  const on = (type: Parameters<typeof subpageOf>[1], path: string) =>
    page({ ...view, current: { kind: "subpage", subpage: subpageOf(view, type) }, path })

  it("draws the theme's pictures from the page's own host", () => {
    const about = page({ ...aView(), current: { kind: "subpage", subpage: subpageOf(aView(), "about") }, path: "/o-nas" })
    expect(about.querySelector("img.illustration")?.getAttribute("src")).toBe(`${aView().urls.assetBase}/${aView().theme}/about.svg`)
  })

  it("about shows the description and the subpage's own rich-text sections", () => {
    const about = { ...subpageOf(view, "about"), sections: [{ type: "rich_text" as const, rich_text: "<p>Nasza historia.</p>" }] }
    const doc = page({ ...view, current: { kind: "subpage", subpage: about }, path: "/o-nas" })
    expect(doc.querySelector("main")?.textContent).toContain("Kameralne przedszkole z ogrodem.")
    expect(doc.querySelector("main")?.textContent).toContain("Nasza historia.")
    expect(doc.title).toBe("O nas – Przedszkole Tęcza")
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://tecza.pociecha.pl/o-nas")
  })

  it("gallery, staff, day plan and recruitment read the card", () => {
    expect(on("gallery", "/galeria").querySelector('main a[href="/media/g1.jpg"] img')?.getAttribute("src")).toBe("/media/g1-thumb.jpg")
    expect(text(on("staff", "/kadra"), "main li h2")).toBe("Anna Nowak")
    expect(text(on("day_plan", "/plan-dnia"), "main tbody th")).toBe("08:00 – 08:30")
    const recruitment = on("recruitment", "/rekrutacja").querySelector("main")?.textContent
    expect(recruitment).toContain("Trwa rekrutacja")
    expect(recruitment).toContain("Zapisy do końca marca.")
    expect(recruitment).toContain("4 lata")
  })

  it("contact draws the map from tiles without a script and links to the portal's map", () => {
    const doc = page({ ...view, urls: { ...view.urls, tileUrl: "https://tiles.example/{z}/{x}/{y}.png" }, current: { kind: "subpage", subpage: subpageOf(view, "contact") }, path: "/kontakt" })
    const tiles = [...doc.querySelectorAll(".map img")].map((img) => img.getAttribute("src"))
    expect(tiles.length).toBeGreaterThan(0)
    expect(tiles.every((src) => src?.startsWith("https://tiles.example/16/"))).toBe(true)
    expect(doc.querySelector(".map")?.getAttribute("aria-label")).toBe("Mapa: Piękna 5, 00-001 Warszawa")
    expect(doc.querySelector('main a[href="https://pociecha.pl/placowka/7"]')).not.toBeNull()
  })

  it("a custom subpage shows its title and sections", () => {
    const custom = aSubpage(9, "custom", { sections: [{ type: "rich_text", rich_text: "<h2>Zoo</h2>" }] })
    const doc = page({ ...view, current: { kind: "subpage", subpage: custom }, path: "/wycieczki" })
    expect(text(doc, "h1")).toBe("Wycieczki")
    expect(text(doc, "main .rich h2")).toBe("Zoo")
  })
})

describe("news", () => {
  const view = aView()
  const news = subpageOf(view, "news")

  it("lists the entries with links to their own pages, pages them, and invites a guest to sign in", () => {
    const items = [aPublication(), aPublication({ id: 13, title: "Wycieczka", visibility: "private" })]
    const doc = page({ ...view, current: { kind: "subpage", subpage: news }, news: { items, page: 2, pages: 3 }, path: "/aktualnosci?page=2" })
    expect([...doc.querySelectorAll(".news h2 a")].map((a) => a.getAttribute("href"))).toEqual(["/aktualnosci/12", "/aktualnosci/13"])
    expect(text(doc, ".news li:nth-child(2) .badge")).toBe("Dla rodziców")
    expect(doc.querySelector('.pager a[rel="prev"]')?.getAttribute("href")).toBe("/aktualnosci")
    expect(doc.querySelector('.pager a[rel="next"]')?.getAttribute("href")).toBe("/aktualnosci?page=3")
    expect(doc.querySelector('main a[href="https://pociecha.pl/logowanie?site=tecza"]')).not.toBeNull()
  })

  it("tells a signed-in parent who they are and does not ask them to sign in", () => {
    const doc = page({ ...view, viewer: { signedIn: true, name: "Ewa" }, current: { kind: "subpage", subpage: news }, path: "/aktualnosci" })
    expect(doc.body.textContent).toContain("Zalogowano jako Ewa")
    expect(doc.body.textContent).not.toContain("Zaloguj się")
  })

  it("an entry shows image attachments and offers the others as downloads with their kind's icon", () => {
    const attachments = [
      { name: "bal.jpg", url: "/files/1.jpg", type: "image" as const, size: 1 },
      { name: "plan.pdf", url: "/files/2.pdf", type: "pdf" as const, size: 1 },
      { name: "lista.docx", url: "/files/3.docx", type: "word" as const, size: 1 },
      { name: "koszty.xlsx", url: "/files/4.xlsx", type: "excel" as const, size: 1 },
      { name: "notatki.txt", url: "/files/5.txt", type: "file" as const, size: 1 }
    ]
    const publication = aPublication({ attachments })
    const doc = page({ ...view, current: { kind: "newsEntry", publication }, path: "/aktualnosci/12" })
    expect(doc.querySelector('main img[src="/files/1.jpg"]')?.getAttribute("alt")).toBe("bal.jpg")
    const files = [...doc.querySelectorAll(".files li")].map((li) => [li.getAttribute("data-kind"), li.querySelector("a")?.getAttribute("href"), li.querySelector("svg.icon") !== null])
    expect(files).toEqual([["pdf", "/files/2.pdf", true], ["word", "/files/3.docx", true], ["excel", "/files/4.xlsx", true], ["file", "/files/5.txt", true]])
    expect(doc.title).toBe("Bal przebierańców – Przedszkole Tęcza")
    const crumbs = [...doc.querySelectorAll(".crumbs li")].map((li) => li.textContent)
    expect(crumbs).toEqual(["Strona główna", "Aktualności", "Bal przebierańców"])
  })
})

describe("missing pages", () => {
  it.each([
    ["pl", "Strona internetowa tej placówki nie istnieje już pod tym adresem."],
    ["ua", "Вебсайту цього закладу за цією адресою більше не існує."],
    ["en", "This facility's website no longer exists at this address."]
  ] as const)("a domain without a site says WEBPAGE_DOMAIN_NOT_EXIST in %s", (lang, message) => {
    const view = aView({ site: null, current: { kind: "notFound" }, lang })
    const doc = page(view)
    expect(doc.querySelector("main")?.textContent).toContain(message)
    expect(doc.documentElement.getAttribute("lang")).toBe(lang === "ua" ? "uk" : lang)
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex")
    expect(sitePageStatus(view)).toBe(404)
  })

  it("an unknown path of an existing site is a 404 inside the site", () => {
    const view = aView({ current: { kind: "notFound" }, path: "/nie-ma" })
    const doc = page(view)
    expect(doc.querySelector("main")?.textContent).toContain("Nie znaleziono strony")
    expect(doc.querySelector("nav.menu")).not.toBeNull()
    expect(sitePageStatus(view)).toBe(404)
    expect(sitePageStatus(aView())).toBe(200)
  })
})

describe("user text", () => {
  it("escapes plain-text titles and names, also inside the JSON-LD", () => {
    const name = `Tęcza </script><script>alert(1)</script>`
    const evil = `<img src=x onerror=alert(1)>`
    const site = aSite({ facility: aFacility({ name }), webPage: aWebPage([aSubpage(1, "main", { title: evil }), aSubpage(2, "custom", { title: evil })]) })
    const html = renderSitePage(aView({ site }))
    expect(html).not.toContain("<script>alert(1)")
    expect(html).not.toContain("<img src=x")
    const doc = parseHtml(html)
    expect(text(doc, "h1")).toBe(name)
    expect(jsonLd(doc).name).toBe(name)
  })
})

describe("display settings", () => {
  it("paint the visitor's choices as classes on <html> and post back to the page they are on", () => {
    const doc = page(aView({ preferences: { scheme: "dark", fontSize: "biggest", contrast: true }, theme: "bears", path: "/kontakt" }))
    expect(doc.documentElement.className.split(" ").sort()).toEqual(["contrast-high", "font-biggest", "scheme-dark", "theme-bears"])
    const form = doc.querySelector('form[action="/_preferences"]')
    expect(form?.getAttribute("method")).toBe("post")
    expect(form?.querySelector('input[name="back"]')?.getAttribute("value")).toBe("/kontakt")
    expect(form?.querySelector('button[name="scheme"]')?.getAttribute("value")).toBe("light")
    expect(form?.querySelector('button[name="fontSize"][aria-pressed="true"]')?.getAttribute("value")).toBe("biggest")
    // the name starts with the sign shown (WCAG 2.5.3), the words after it for screen readers
    expect(form?.querySelector('button[name="fontSize"][aria-pressed="true"]')?.textContent).toBe("A++ Największy tekst")
    expect(form?.querySelector('button[name="fontSize"][aria-pressed="true"]')?.hasAttribute("aria-label")).toBe(false)
    expect(form?.querySelector('button[name="contrast"]')?.getAttribute("value")).toBe("0")
  })

  it("default to light, normal font, no high contrast", () => {
    expect(page(aView()).documentElement.className).toBe("theme-crayons scheme-light")
  })
})
