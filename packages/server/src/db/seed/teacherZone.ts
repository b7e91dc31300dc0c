import { type ContentText, type MaterialType, slugify } from "@pociecha/core"
import { Effect } from "effect"
import { insertRows } from "./batches"
import { seedCalendarEvents, seedContests, type SeedEvent } from "./teacherEvents"
import { seedMaterials } from "./teacherMaterials"

const DAY_MS = 86_400_000

/** What a material of each type says after its description: how to use it in a group. */
const usage: Readonly<Record<MaterialType, string>> = {
  scenario: "Cele zajęć: rozwijanie ciekawości świata, współpracy w grupie i swobodnej wypowiedzi. Czas trwania: około 30 minut. Przebieg: powitanie w kole, część główna z zabawą ruchową, podsumowanie i rozmowa o tym, co dzieci zapamiętały.",
  book: "Czytajcie powoli, zatrzymując się przy ilustracjach: zapytajcie dzieci, co widzą i co czują bohaterowie. Po lekturze zaproponujcie rysunek ulubionej sceny.",
  song: "Najpierw zaśpiewajcie piosenkę sami, potem uczcie jej zwrotka po zwrotce, pokazując gesty do słów. Refren dzieci szybko podchwycą – warto powtarzać go przy codziennych czynnościach.",
  poem: "Czytajcie wiersz wyraźnie i rytmicznie, z gestami do każdej linijki. Dzieci powtarzają po jednym wersie, a na koniec cała grupa mówi go razem.",
  tips: "Wskazówki sprawdzone w pracy z grupami przedszkolnymi: zacznijcie od małych kroków, chwalcie wysiłek, nie tylko efekt, i angażujcie rodziców."
}

const bodyOf = (description: string, type: MaterialType) => `<p>${description}</p><h2>Jak korzystać</h2><p>${usage[type]}</p>`

/** A material's versions besides Polish: the song for mothers has them (served to ua and en readers), the rest do not. */
const translationsOf = (slug: string): Record<string, ContentText> => {
  if (slug !== "piosenka-dla-mamy") return {}
  return {
    ua: { title: "Пісня для мами", description: "Ніжна пісня про маму для травневого свята.", body_html: "<p>Ніжна пісня про маму для травневого свята, з акомпанементом на фортепіано.</p>" },
    en: { title: "A song for Mum", description: "A tender song about mum for the May celebration.", body_html: "<p>A tender song about mum for the May celebration, with a piano accompaniment.</p>" }
  }
}

const eventRow = (kind: "calendar" | "contest", published: Date) => (event: SeedEvent) => ({
  slug: event.slug,
  kind,
  day: event.day ?? null,
  month: event.month ?? null,
  starts_on: event.starts_on ?? null,
  ends_on: event.ends_on ?? null,
  status: "published",
  publish_at: published,
  title: event.title,
  description: event.description,
  body_html: `<p>${event.description}</p>`,
  translations: "{}"
})

/**
 * The teacher zone's demo content (issue 19): the calendar events, three contests and the
 * materials, published over the weeks before the reference date, many linked to an event.
 */
export const seedTeacherZone = (referenceDate: Date) =>
  Effect.gen(function*() {
    const published = new Date(referenceDate.getTime() - 60 * DAY_MS)
    const events = yield* insertRows<Record<string, unknown>, { id: number; slug: string }>("teacher_events", [
      ...seedCalendarEvents.map(eventRow("calendar", published)),
      ...seedContests.map(eventRow("contest", published))
    ], "id, slug")
    const eventId = new Map(events.map((event) => [event.slug, event.id]))
    yield* insertRows("materials", seedMaterials.map((material, index) => {
      const slug = slugify(material.title)
      return {
        slug,
        material_crumb_display: material.title,
        entry_kind: material.event?.startsWith("konkurs-") ? "contest" : "material",
        visibility: "public",
        material_type: material.type,
        topics: `{${material.topics.join(",")}}`,
        age_groups: `{${material.ages.join(",")}}`,
        event_id: material.event === null ? null : eventId.get(material.event) ?? null,
        attachments: JSON.stringify((material.files ?? []).map((file) => ({ url: `/media/strefa-nauczyciela/${file}`, name: file }))),
        status: "published",
        publish_at: new Date(referenceDate.getTime() - (index + 1) * DAY_MS),
        title: material.title,
        description: material.description,
        body_html: bodyOf(material.description, material.type),
        translations: JSON.stringify(translationsOf(slug))
      }
    }))
    return seedMaterials.length
  })
