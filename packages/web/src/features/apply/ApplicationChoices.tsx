import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core"
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable"
import {
  choicesOf,
  MAX_APPLICATION_CHOICES,
  myFavouritesQuery,
  withChoiceAdded,
  withChoiceMoved,
  withChoiceRemoved,
  type User
} from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../shared/api"
import { FieldMessage } from "../../shared/forms"
import { Button, buttonClass } from "../../shared/ui/Button"
import { dragAnnouncements } from "../../shared/ui/dragAnnouncements"
import { ChoiceRow } from "./ChoiceRow"

export interface ApplicationChoicesProps {
  readonly user: User
  /** The form's `facility_ids` field: the facilities in priority order, as core holds them. */
  readonly value: string
  readonly error: string | undefined
  /** Sends the field's new text (core's withChoice… helpers); core refuses what issue 20 does not allow. */
  readonly onChange: (value: string) => void
}

/**
 * The facilities the application goes to, most wanted first (issue 20): the one applied from,
 * others added from the parent's favourites, removed, and moved by dragging the handle (the
 * pointer, or Space, arrows, Space) or by the up and down buttons. Each facility receives its own
 * copy and never learns of the others or of the order, which the list says.
 */
export function ApplicationChoices({ user, value, error, onChange }: ApplicationChoicesProps) {
  const { t } = useTranslation("apply")
  const choices = choicesOf(value)
  const favourites = useQuery(myFavouritesQuery(api, user.id))
  const addable = (favourites.data ?? []).filter((facility) => !choices.some((choice) => choice.id === facility.id))
  const full = choices.length >= MAX_APPLICATION_CHOICES
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const accessibility = dragAnnouncements(t, "CHOICE", (id) => choices.findIndex((choice) => choice.id === id) + 1)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return
    onChange(withChoiceMoved(value, Number(active.id), choices.findIndex((choice) => choice.id === over.id)))
  }
  return (
    <fieldset className="apply__group" data-testid="apply-choices">
      <legend>{t("CHOICES")}</legend>
      <p className="apply__note" id="apply-choices-note">
        {t("CHOICES_NOTE", { count: MAX_APPLICATION_CHOICES })}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={choices.map((choice) => choice.id)} strategy={verticalListSortingStrategy}>
          <ol className="apply__choices" aria-describedby="apply-choices-note">
            {choices.map((choice, index) => (
              <ChoiceRow
                key={choice.id}
                choice={choice}
                position={index + 1}
                onUp={index === 0 ? null : () => onChange(withChoiceMoved(value, choice.id, index - 1))}
                onDown={index === choices.length - 1 ? null : () => onChange(withChoiceMoved(value, choice.id, index + 1))}
                onRemove={choices.length === 1 ? null : () => onChange(withChoiceRemoved(value, choice.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {error === undefined ? null : <FieldMessage messageKey={error} />}
      {full ? (
        <p className="apply__note">{t("CHOICES_FULL", { count: MAX_APPLICATION_CHOICES })}</p>
      ) : (
        <details className="apply__add" data-testid="apply-add-choice">
          <summary className={buttonClass({})}>{t("ADD_CHOICE")}</summary>
          {addable.length === 0 ? (
            <p className="apply__note">{t("ADD_CHOICE_NONE")}</p>
          ) : (
            <ul className="apply__favourites" aria-label={t("ADD_CHOICE_FROM")}>
              {addable.map((facility) => (
                <li key={facility.id}>
                  <span>{facility.name}</span>
                  <Button
                    variant="ghost"
                    aria-label={t("ADD_CHOICE_NAMED", { name: facility.name })}
                    onClick={() => onChange(withChoiceAdded(value, { id: facility.id, name: facility.name }))}
                  >
                    {t("ADD")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </details>
      )}
    </fieldset>
  )
}
