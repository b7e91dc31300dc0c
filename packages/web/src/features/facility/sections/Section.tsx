import type { ReactNode } from "react"

/** A titled section of the profile; its id is the target of the in-page navigation. */
export function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="facility-section card" id={id} aria-labelledby={`${id}-title`}>
      <div className="facility-section__head">
        <h2 className="facility-section__title" id={`${id}-title`}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}
