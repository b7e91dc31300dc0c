import type { ComponentProps, ReactNode } from "react"

export interface TitledSectionProps extends Omit<ComponentProps<"section">, "title" | "aria-labelledby"> {
  /** The heading's id: the heading names the section, which screen readers list as a region. */
  readonly titleId: string
  readonly title: ReactNode
  readonly titleClassName?: string | undefined
  /** A head row around the heading, with what stands beside it (a link, a status, a filter). */
  readonly head?: { readonly className: string; readonly aside?: ReactNode } | undefined
  /** A wrapper inside the section around all it holds, e.g. the page's container in a full-width band. */
  readonly innerClassName?: string | undefined
}

/** A section named by its second-level heading. */
export function TitledSection({ titleId, title, titleClassName, head, innerClassName, children, ...section }: TitledSectionProps) {
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  )
  const content = (
    <>
      {head === undefined ? (
        heading
      ) : (
        <div className={head.className}>
          {heading}
          {head.aside}
        </div>
      )}
      {children}
    </>
  )
  return (
    <section {...section} aria-labelledby={titleId}>
      {innerClassName === undefined ? content : <div className={innerClassName}>{content}</div>}
    </section>
  )
}
