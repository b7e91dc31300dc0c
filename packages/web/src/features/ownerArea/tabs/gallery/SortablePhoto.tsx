import { useSortable } from "@dnd-kit/sortable"
import { CSS } from "@dnd-kit/utilities"
import type { GalleryPhoto } from "@pociecha/core"
import { useTranslation } from "react-i18next"
import { Button } from "../../../../shared/ui/Button"

/**
 * One photo of the gallery grid: dragged by its handle (the pointer, or the keyboard: Space to
 * lift, arrows to move, Space to drop), deleted by its button.
 */
export function SortablePhoto({ photo, position, onDelete }: { readonly photo: GalleryPhoto; readonly position: number; readonly onDelete: () => void }) {
  const { t } = useTranslation("ownerArea")
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id })
  return (
    <li
      ref={setNodeRef}
      className={`gallery-editor__photo${isDragging ? " gallery-editor__photo--dragging" : ""}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="gallery-photo"
      data-photo-id={photo.id}
    >
      <button type="button" className="gallery-editor__handle" aria-label={t("GALLERY_MOVE", { position })} data-testid="gallery-handle" {...attributes} {...listeners}>
        <img src={photo.thumb_url} alt={t("GALLERY_PHOTO_ALT", { position })} loading="lazy" draggable={false} />
      </button>
      <Button variant="ghost" className="gallery-editor__delete" onClick={onDelete} data-testid="gallery-delete">
        {t("DELETE")}
      </Button>
    </li>
  )
}
