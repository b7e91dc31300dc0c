import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core"
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable"
import { facilityGalleryQuery, facilityRefOf, galleryOrderChanged, readyMachines, type Gallery, type ManagedFacility } from "@pociecha/core"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../../shared/api"
import { FilesButton, useToasts } from "../../../../shared/forms"
import { usePociechaMachine } from "../../../../shared/session"
import { Modal } from "../../../../shared/ui/Modal"
import { dragAnnouncements } from "../../../../shared/ui/dragAnnouncements"
import { SortablePhoto } from "./SortablePhoto"
import { UploadList } from "./UploadList"
import { Button } from "../../../../shared/ui/Button"

export interface GalleryEditorProps {
  readonly facility: Pick<ManagedFacility, "id" | "slug">
  readonly photos: Gallery
  readonly limit: number
}

/**
 * The gallery's editing (core's galleryEditorMachine): a multi-file picker, each upload with its
 * progress, photos dragged (or moved with the keyboard: Space, arrows, Space) into a new order
 * that SAVE_ORDER keeps, and deleting after a confirmation. Each gallery the server answers goes
 * to the query cache, so the profile shows it.
 */
export function GalleryEditor({ facility, photos, limit }: GalleryEditorProps) {
  const facilityRef = facilityRefOf(facility)
  const { t } = useTranslation("ownerArea")
  const client = useQueryClient()
  const editor = usePociechaMachine(readyMachines.galleryEditor, { input: { facilityRef, photos, limit } })
  useToasts(editor, "ownerArea")
  useEffect(() => {
    const subscription = editor.on("galleryChanged", ({ photos: answer }) => {
      client.setQueryData(facilityGalleryQuery(api, facilityRef).queryKey, answer)
    })
    return () => subscription.unsubscribe()
  }, [editor, client, facilityRef])
  const context = useSelector(editor, (snapshot) => snapshot.context)
  const state = useSelector(editor, (snapshot) => snapshot.value)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const movable = state === "idle" || state === "uploading"
  const accessibility = dragAnnouncements(t, "GALLERY", (id) => context.photos.findIndex((photo) => photo.id === id) + 1)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return
    const to = context.photos.findIndex((photo) => photo.id === over.id)
    if (to !== -1) editor.send({ type: "MOVE", id: Number(active.id), to })
  }
  return (
    <div className="gallery-editor">
      <div className="gallery-editor__bar">
        <p className="gallery-editor__count" data-testid="gallery-count">
          {t("GALLERY_COUNT", { count: context.photos.length, limit })}
        </p>
        <FilesButton label={t("GALLERY_ADD")} testId="gallery-file" accept="image/*" variant="primary" onChoose={(files) => editor.send({ type: "CHOOSE", files })} />
        <Button
          data-testid="gallery-save-order"
          disabled={!movable || state === "uploading"}
          aria-describedby={galleryOrderChanged(context) ? "gallery-order-hint" : undefined}
          onClick={() => editor.send({ type: "SAVE_ORDER" })}
        >
          {state === "savingOrder" ? t("SAVING") : t("GALLERY_SAVE_ORDER")}
        </Button>
      </div>
      {galleryOrderChanged(context) ? (
        <p id="gallery-order-hint" className="owner-tab__hint" role="status">
          {t("GALLERY_ORDER_CHANGED")}
        </p>
      ) : null}
      <UploadList uploads={context.uploads} onRetry={(key) => editor.send({ type: "RETRY", key })} onDrop={(key) => editor.send({ type: "DROP", key })} />
      {context.photos.length === 0 ? (
        <p className="owner-tab__empty">{t("GALLERY_EMPTY")}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={context.photos.map((photo) => photo.id)} strategy={rectSortingStrategy} disabled={!movable}>
            <ol className="gallery-editor__grid" data-testid="gallery-photos">
              {context.photos.map((photo, index) => (
                <SortablePhoto key={photo.id} photo={photo} position={index + 1} onDelete={() => editor.send({ type: "DELETE", id: photo.id })} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <Modal
        open={state === "confirmingDelete" || state === "deleting"}
        onOpenChange={(open) => {
          if (!open && state === "confirmingDelete") editor.send({ type: "CANCEL" })
        }}
        title={t("GALLERY_DELETE_TITLE")}
        description={t("GALLERY_DELETE_TEXT")}
        size="small"
        actions={[
          { display: t("CANCEL"), onClick: () => editor.send({ type: "CANCEL" }), disabled: state === "deleting" },
          { display: t("DELETE"), color: "danger", onClick: () => editor.send({ type: "CONFIRM" }), disabled: state === "deleting" }
        ]}
      />
    </div>
  )
}
