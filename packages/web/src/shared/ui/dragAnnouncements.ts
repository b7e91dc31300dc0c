import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core"
import type { Namespace, TFunction } from "i18next"
import { keyFromData } from "../i18n/keyFromData"

/** The texts a sortable list's announcements take: `{prefix}_DRAG_INSTRUCTIONS`, `_LIFTED`, `_OVER`, `_DROPPED`, `_OUTSIDE`, `_CANCELLED`. */
type DragText = "INSTRUCTIONS" | "LIFTED" | "OVER" | "DROPPED" | "OUTSIDE" | "CANCELLED"

/**
 * What a screen reader hears while an item of a sortable list is moved (dnd-kit's live region):
 * the item and the place by their positions in the list, in the page's language — dnd-kit's own
 * defaults are English and name the internal ids. The texts are the feature's, under `prefix`
 * (GALLERY for the gallery's photos, CHOICE for an application's facilities).
 */
export function dragAnnouncements<Ns extends Namespace>(
  t: TFunction<Ns>,
  prefix: string,
  positionOf: (id: UniqueIdentifier) => number
): { readonly announcements: Announcements; readonly screenReaderInstructions: ScreenReaderInstructions } {
  // The feature's namespace falls back to common, which keyFromData names: any namespace's t takes its keys.
  const say = (text: DragText, options: Record<string, number> = {}): string => (t as unknown as TFunction)(keyFromData(`${prefix}_DRAG_${text}`), options)
  const over = (text: "OVER" | "DROPPED", active: UniqueIdentifier, target: UniqueIdentifier | undefined) =>
    target === undefined ? say("OUTSIDE", { from: positionOf(active) }) : say(text, { from: positionOf(active), to: positionOf(target) })
  return {
    screenReaderInstructions: { draggable: say("INSTRUCTIONS") },
    announcements: {
      onDragStart: ({ active }) => say("LIFTED", { from: positionOf(active.id) }),
      onDragOver: ({ active, over: target }) => over("OVER", active.id, target?.id),
      onDragEnd: ({ active, over: target }) => over("DROPPED", active.id, target?.id),
      onDragCancel: ({ active }) => say("CANCELLED", { from: positionOf(active.id) })
    }
  }
}
