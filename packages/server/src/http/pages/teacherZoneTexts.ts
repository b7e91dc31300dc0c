import type { Language } from "@pociecha/core"

/**
 * The teacher zone's texts that its served pages show, in each language, copied from the app's
 * locale files (features/teacherZone and the shell's common texts): the server imports nothing of
 * the web app. teacherZoneTexts.test.ts holds each one equal to the app's.
 */
const texts = {
  pl: {
    TEACHER_ZONE: "Strefa nauczyciela", TITLE_MATERIALS: "Materiały dydaktyczne dla nauczycieli przedszkoli",
    MATERIALS_INTRO: "Scenariusze zajęć, piosenki, wiersze, książeczki i porady na każdy dzień i każde święto przedszkolnego kalendarza.",
    BACK_TO_MATERIALS: "Wróć do listy materiałów", ATTACHMENTS: "Załączniki",
    NOT_TRANSLATED: "Ten materiał nie ma jeszcze wersji w Twoim języku – pokazujemy wersję polską."
  },
  ua: {
    TEACHER_ZONE: "Зона вчителя", TITLE_MATERIALS: "Навчальні матеріали для вихователів дитячих садків",
    MATERIALS_INTRO: "Сценарії занять, пісні, вірші, книжечки та поради на кожен день і кожне свято дитсадкового календаря.",
    BACK_TO_MATERIALS: "Повернутися до списку матеріалів", ATTACHMENTS: "Вкладення",
    NOT_TRANSLATED: "Цей матеріал ще не має версії вашою мовою – показуємо польську версію."
  },
  en: {
    TEACHER_ZONE: "Teacher zone", TITLE_MATERIALS: "Teaching materials for kindergarten teachers",
    MATERIALS_INTRO: "Lesson plans, songs, poems, books and tips for every day and every holiday of the kindergarten year.",
    BACK_TO_MATERIALS: "Return to materials list", ATTACHMENTS: "Attachments",
    NOT_TRANSLATED: "This material has no version in your language yet – showing the Polish one."
  }
} as const satisfies Record<Language, Record<string, string>>

export type TeacherZoneTextKey = keyof (typeof texts)["pl"]

/** The texts, as the app's locale files have them (for the drift test). */
export const teacherZoneTexts: Readonly<Record<Language, Readonly<Record<TeacherZoneTextKey, string>>>> = texts
