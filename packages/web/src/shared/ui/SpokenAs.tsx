import type { ReactNode } from "react"

/**
 * Text shown one way and read another, e.g. '★ 4.5' read as 'rating 4.5 out of 5'. Screen readers
 * get `spoken` only; the eye gets `visible`. (An aria-label would do it only on elements with a
 * role: on a plain span axe reports it as aria-prohibited-attr, and readers may ignore it.)
 */
export function SpokenAs({ visible, spoken, className }: { readonly visible: ReactNode; readonly spoken: string; readonly className?: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">{visible}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  )
}
