import type { BlogCategory, Language } from "@pociecha/core"

/**
 * The blog's texts that its served pages and its feed show (headings, labels, the categories'
 * names), in each language, copied from the app's features/blog locale files (and `common`'s BLOG): the server imports
 * nothing of the web app. blogServedTexts.test.ts holds each one equal to the app's.
 */
const texts = {
  pl: {
    BLOG: "Blog",
    BLOG_TITLE: "Blog Pociechy",
    BLOG_DESCRIPTION: "Porady i inspiracje dla rodziców maluchów i przedszkolaków: zdrowie, wychowanie, żywienie, zabawy i rekrutacja do przedszkola.",
    CATEGORY_TITLE: "{{category}} – blog Pociechy",
    CATEGORY_DESCRIPTION: "Wpisy z kategorii „{{category}}” na blogu Pociechy: praktyczne porady dla rodziców.",
    CATEGORY_advice: "Porady",
    CATEGORY_child_nutrition: "Żywienie dziecka",
    CATEGORY_games: "Zabawy",
    CATEGORY_child_health: "Zdrowie dziecka",
    CATEGORY_contests: "Konkursy",
    CATEGORY_kindergarten_recruitment: "Rekrutacja do przedszkola",
    CATEGORY_upbringing: "Wychowanie",
    CATEGORY_child_illnesses: "Choroby dzieci",
    CATEGORY_events: "Wydarzenia",
    CATEGORIES: "Kategorie",
    ALL_POSTS: "Wszystkie wpisy",
    READING_TIME: "{{count}} min czytania",
    BY_AUTHOR: "Autor: {{author}}",
    PUBLISHED_ON: "Opublikowano",
    PREVIOUS_POST: "Poprzedni wpis",
    NEXT_POST: "Następny wpis",
    POST_NAVIGATION: "Sąsiednie wpisy",
    RELATED_POSTS: "Podobne wpisy",
    NOT_TRANSLATED: "Ten tekst nie ma jeszcze wersji w Twoim języku – pokazujemy wersję polską.",
    NO_POSTS: "Nie ma jeszcze wpisów w tej kategorii.",
    PAGINATION: "Strony wpisów",
    PREVIOUS_PAGE: "Poprzednia strona",
    NEXT_PAGE: "Następna strona",
    PAGE_OF: "Strona {{page}} z {{total}}",
    FEED: "Kanał Atom bloga"
  },
  ua: {
    BLOG: "Блог",
    BLOG_TITLE: "Блог Pociecha",
    BLOG_DESCRIPTION: "Поради й натхнення для батьків малюків і дошкільнят: здоров’я, виховання, харчування, ігри та вступ до дитячого садка.",
    CATEGORY_TITLE: "{{category}} – блог Pociecha",
    CATEGORY_DESCRIPTION: "Записи з категорії «{{category}}» у блозі Pociecha: практичні поради для батьків.",
    CATEGORY_advice: "Поради",
    CATEGORY_child_nutrition: "Харчування дитини",
    CATEGORY_games: "Ігри",
    CATEGORY_child_health: "Здоров’я дитини",
    CATEGORY_contests: "Конкурси",
    CATEGORY_kindergarten_recruitment: "Вступ до дитячого садка",
    CATEGORY_upbringing: "Виховання",
    CATEGORY_child_illnesses: "Дитячі хвороби",
    CATEGORY_events: "Події",
    CATEGORIES: "Категорії",
    ALL_POSTS: "Усі записи",
    READING_TIME: "{{count}} хв читання",
    BY_AUTHOR: "Автор: {{author}}",
    PUBLISHED_ON: "Опубліковано",
    PREVIOUS_POST: "Попередній запис",
    NEXT_POST: "Наступний запис",
    POST_NAVIGATION: "Сусідні записи",
    RELATED_POSTS: "Схожі записи",
    NOT_TRANSLATED: "Цей текст ще не має версії вашою мовою – показуємо польську версію.",
    NO_POSTS: "У цій категорії ще немає записів.",
    PAGINATION: "Сторінки записів",
    PREVIOUS_PAGE: "Попередня сторінка",
    NEXT_PAGE: "Наступна сторінка",
    PAGE_OF: "Сторінка {{page}} з {{total}}",
    FEED: "Канал Atom блогу"
  },
  en: {
    BLOG: "Blog",
    BLOG_TITLE: "The Pociecha blog",
    BLOG_DESCRIPTION: "Advice and ideas for parents of toddlers and preschoolers: health, upbringing, nutrition, games and kindergarten recruitment.",
    CATEGORY_TITLE: "{{category}} – the Pociecha blog",
    CATEGORY_DESCRIPTION: "Posts in the \"{{category}}\" category of the Pociecha blog: practical advice for parents.",
    CATEGORY_advice: "Advice",
    CATEGORY_child_nutrition: "Child nutrition",
    CATEGORY_games: "Games",
    CATEGORY_child_health: "Child health",
    CATEGORY_contests: "Contests",
    CATEGORY_kindergarten_recruitment: "Kindergarten recruitment",
    CATEGORY_upbringing: "Upbringing",
    CATEGORY_child_illnesses: "Child illnesses",
    CATEGORY_events: "Events",
    CATEGORIES: "Categories",
    ALL_POSTS: "All posts",
    READING_TIME: "{{count}} min read",
    BY_AUTHOR: "By {{author}}",
    PUBLISHED_ON: "Published",
    PREVIOUS_POST: "Previous post",
    NEXT_POST: "Next post",
    POST_NAVIGATION: "Neighbouring posts",
    RELATED_POSTS: "Related posts",
    NOT_TRANSLATED: "This text has no version in your language yet – we show the Polish one.",
    NO_POSTS: "There are no posts in this category yet.",
    PAGINATION: "Pages of posts",
    PREVIOUS_PAGE: "Previous page",
    NEXT_PAGE: "Next page",
    PAGE_OF: "Page {{page}} of {{total}}",
    FEED: "The blog's Atom feed"
  }
} as const satisfies Record<Language, Record<string, string>>

export type BlogTextKey = keyof (typeof texts)["pl"]

/** The texts, as the app's locale files have them (for the drift test). */
export const blogServedTexts: Readonly<Record<Language, Readonly<Record<BlogTextKey, string>>>> = texts

/** A translator over those texts: `{{name}}` takes `values.name`, as i18next interpolates. */
export const blogTranslator = (language: Language) => (key: BlogTextKey, values: Readonly<Record<string, string | number>> = {}): string =>
  texts[language][key].replace(/\{\{(\w+)\}\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name])))

/** A category's name in `language`. */
export const blogCategoryName = (language: Language, category: BlogCategory): string => texts[language][`CATEGORY_${category}`]
