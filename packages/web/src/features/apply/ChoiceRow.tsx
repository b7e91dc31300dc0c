import { useSortable } from "@dnd-kit/sortable"
import { CSS } from "@dnd-kit/utilities"
import type { ApplicationChoice } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Button } from "../../shared/ui/Button"

/**
 * One facility of the application's list, at its place in the parent's order: a handle to drag
 * it, buttons to move it up or down (a null action: the button is off at the list's end) and to
 * remove it (off while it is the only one).
 */
export function ChoiceRow({ choice, position, onUp, onDown, onRemove }: {
  readonly choice: ApplicationChoice
  readonly position: number
  readonly onUp: (() => void) | null
  readonly onDown: (() => void) | null
  readonly onRemove: (() => void) | null
}) {
  const { t } = useTranslation("apply")
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: choice.id })
  return (
    <li
      ref={setNodeRef}
      className={`apply__choice${isDragging ? " apply__choice--dragging" : ""}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="apply-choice"
    >
      <button type="button" className="apply__handle" aria-label={t("CHOICE_HANDLE", { name: choice.name, position })} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="apply__position" aria-hidden="true">
        {position}.
      </span>
      <span className="apply__choice-name">{choice.name}</span>
      <span className="apply__choice-actions">
        <Button variant="ghost" disabled={onUp === null} onClick={onUp ?? undefined} aria-label={t("CHOICE_UP", { name: choice.name })}>
          ↑
        </Button>
        <Button variant="ghost" disabled={onDown === null} onClick={onDown ?? undefined} aria-label={t("CHOICE_DOWN", { name: choice.name })}>
          ↓
        </Button>
        <Button variant="ghost" disabled={onRemove === null} onClick={onRemove ?? undefined} aria-label={t("CHOICE_REMOVE", { name: choice.name })}>
          {t("REMOVE")}
        </Button>
      </span>
    </li>
  )
}
