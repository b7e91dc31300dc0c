import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core"
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable"
import type { Subpage } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Button } from "../../../../shared/ui/Button"
import type { SendToBuilder } from "./builderProps"
import { depths, dropPlace } from "./dropPlace"
import { SubpageRow } from "./SubpageRow"

/**
 * The site's subpages as a tree (management 2.6): dragged to reorder (right or left to nest or
 * come out), or moved with each row's buttons; every move is the machine's, which sends the new
 * order. A new custom subpage is added at the end of the roots.
 */
export function SubpageTree({ subpages, disabled, send }: { readonly subpages: ReadonlyArray<Subpage>; readonly disabled: boolean; readonly send: SendToBuilder }) {
  const { t } = useTranslation("ownerArea")
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const depth = depths(subpages)
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const target = subpages.find((subpage) => subpage.id === over?.id)
    if (target === undefined || (active.id === target.id && Math.abs(delta.x) < 1)) return
    const place = dropPlace(subpages, target, delta.x)
    send({ type: "DROP_SUBPAGE", id: Number(active.id), ...place })
  }
  const last = subpages.length === 1
  return (
    <div className="website-subpages">
      <div className="website-subpages__bar">
        <h2 className="owner-tab__subtitle">{t("SUBPAGES")}</h2>
        <Button variant="primary" disabled={disabled} onClick={() => send({ type: "ADD_SUBPAGE" })}>
          {t("SUBPAGE_ADD")}
        </Button>
      </div>
      {last ? (
        <p id="subpage-last-reason" className="website__hint">
          {t("WEBSITE_LAST_SUBPAGE")}
        </p>
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={subpages.map((subpage) => subpage.id)} strategy={verticalListSortingStrategy}>
          <ol className="website-subpages__list" data-testid="subpages">
            {subpages.map((subpage) => (
              <SubpageRow key={subpage.id} subpage={subpage} depth={depth.get(subpage.id) ?? 0} last={last} send={send} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  )
}
