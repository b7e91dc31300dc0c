import { blogCategories, blogPaths, type BlogCategory } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"

/** Links to all posts and to each category's page; the one shown is marked current. */
export function CategoryNav({ current }: { readonly current: BlogCategory | null }) {
  const { t } = useTranslation("blog")
  const links = [
    { key: "all", label: t("ALL_POSTS"), href: blogPaths.list, current: current === null },
    ...blogCategories.map((category) => ({ key: category, label: t(`CATEGORY_${category}`), href: blogPaths.category(category), current: current === category }))
  ]
  return (
    <nav className="blog-categories" aria-label={t("CATEGORIES")}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} aria-current={link.current ? "page" : undefined} className={link.current ? "blog-categories__current" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
