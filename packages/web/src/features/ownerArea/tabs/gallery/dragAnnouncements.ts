import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core"
import type { TFunction } from "i18next"

/**
 * What a screen reader hears while a photo is moved (dnd-kit's live region): the photo and the
 * place by their positions in the gallery, in the page's language — dnd-kit's own defaults are
 * English and name the internal ids.
 */
export function dragAnnouncements(
  t: TFunction<"ownerArea">,
  positionOf: (id: UniqueIdentifier) => number
): { readonly announcements: Announcements; readonly screenReaderInstructions: ScreenReaderInstructions } {
  const over = (key: "GALLERY_DRAG_OVER" | "GALLERY_DRAG_DROPPED", active: UniqueIdentifier, target: UniqueIdentifier | undefined) =>
    target === undefined ? t("GALLERY_DRAG_OUTSIDE", { from: positionOf(active) }) : t(key, { from: positionOf(active), to: positionOf(target) })
  return {
    screenReaderInstructions: { draggable: t("GALLERY_DRAG_INSTRUCTIONS") },
    announcements: {
      onDragStart: ({ active }) => t("GALLERY_DRAG_LIFTED", { from: positionOf(active.id) }),
      onDragOver: ({ active, over: target }) => over("GALLERY_DRAG_OVER", active.id, target?.id),
      onDragEnd: ({ active, over: target }) => over("GALLERY_DRAG_DROPPED", active.id, target?.id),
      onDragCancel: ({ active }) => t("GALLERY_DRAG_CANCELLED", { from: positionOf(active.id) })
    }
  }
}
