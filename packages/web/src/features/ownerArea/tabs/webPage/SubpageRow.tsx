import { useSortable } from "@dnd-kit/sortable"
import { CSS } from "@dnd-kit/utilities"
import type { Subpage, SubpageMove } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Button } from "../../../../shared/ui/Button"
import type { SendToBuilder } from "./builderProps"
import { INDENT_PX } from "./dropPlace"

/** The keyboard moves of a row, each a button named for the page it moves. */
const moves: ReadonlyArray<{ readonly move: SubpageMove; readonly label: "SUBPAGE_MOVE_UP" | "SUBPAGE_MOVE_DOWN" | "SUBPAGE_OUTDENT" | "SUBPAGE_INDENT"; readonly icon: string }> = [
  { move: "up", label: "SUBPAGE_MOVE_UP", icon: "↑" },
  { move: "down", label: "SUBPAGE_MOVE_DOWN", icon: "↓" },
  { move: "outdent", label: "SUBPAGE_OUTDENT", icon: "←" },
  { move: "indent", label: "SUBPAGE_INDENT", icon: "→" }
]

export interface SubpageRowProps {
  readonly subpage: Subpage
  readonly depth: number
  /** The only subpage left: it cannot be deleted (management 2.6). */
  readonly last: boolean
  readonly send: SendToBuilder
}

/** One subpage of the tree: its drag handle, moves, edit, in-menu and visible switches, delete. */
export function SubpageRow({ subpage, depth, last, send }: SubpageRowProps) {
  const { t } = useTranslation("ownerArea")
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: subpage.id })
  const title = subpage.title
  return (
    <li
      ref={setNodeRef}
      className={`subpage-row${isDragging ? " subpage-row--dragging" : ""}`}
      style={{ transform: CSS.Transform.toString(transform), transition, marginInlineStart: depth * INDENT_PX }}
      data-testid="subpage"
      data-subpage-id={subpage.id}
      data-parent={subpage.parent}
    >
      <button type="button" className="subpage-row__handle" aria-label={t("SUBPAGE_DRAG", { title })} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="subpage-row__title">{title}</span>
      <span className="subpage-row__moves">
        {moves.map(({ move, label, icon }) => (
          <Button key={move} variant="ghost" aria-label={t(label, { title })} onClick={() => send({ type: "MOVE_SUBPAGE", id: subpage.id, move })}>
            {icon}
          </Button>
        ))}
      </span>
      <label className="website-switch">
        <input type="checkbox" role="switch" checked={subpage.in_menu} onChange={(event) => send({ type: "SET_SUBPAGE_FLAG", id: subpage.id, flag: "in_menu", value: event.target.checked })} />
        {t("SUBPAGE_IN_MENU")}
        <span className="visually-hidden">: {title}</span>
      </label>
      <label className="website-switch">
        <input type="checkbox" role="switch" checked={subpage.visible} onChange={(event) => send({ type: "SET_SUBPAGE_FLAG", id: subpage.id, flag: "visible", value: event.target.checked })} />
        {t("SUBPAGE_VISIBLE")}
        <span className="visually-hidden">: {title}</span>
      </label>
      <Button variant="outline" aria-label={t("SUBPAGE_EDIT", { title })} onClick={() => send({ type: "EDIT_SUBPAGE", id: subpage.id })}>
        {t("EDIT")}
      </Button>
      <Button
        variant="ghost"
        aria-label={t("SUBPAGE_DELETE", { title })}
        disabled={last}
        aria-describedby={last ? "subpage-last-reason" : undefined}
        onClick={() => send({ type: "REMOVE_SUBPAGE", id: subpage.id })}
      >
        {t("DELETE")}
      </Button>
    </li>
  )
}
