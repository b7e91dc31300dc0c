import { useTranslation } from "react-i18next"
import "./counterBadge.css"

/**
 * How many new things wait behind a menu item or tab (spec 2.3, 3.13): a small pill with the
 * number, read out as 'N new items'; nothing when there are none.
 */
export function CounterBadge({ count, testId }: { readonly count: number; readonly testId?: string }) {
  const { t } = useTranslation()
  if (count <= 0) return null
  return (
    <span className="counter-badge" data-testid={testId} data-count={count}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{t("NEW_ITEMS", { count })}</span>
    </span>
  )
}
