import { $isLinkNode, TOGGLE_LINK_COMMAND, type LinkNode } from "@lexical/link"
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext"
import { $createHeadingNode, $isHeadingNode } from "@lexical/rich-text"
import { $setBlocksType } from "@lexical/selection"
import { $findMatchingParent } from "@lexical/utils"
import { isAllowedLinkHref, linkRel } from "@pociecha/core"
import { $createParagraphNode, $getSelection, $insertNodes, $isRangeSelection, type LexicalNode } from "lexical"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { $createImageNode } from "./ImageNode"

interface ToolbarState {
  readonly heading: boolean
  /** The cursor is on a link: NOFOLLOW works, LINK removes it. */
  readonly onLink: boolean
  readonly nofollow: boolean
  readonly hasSelection: boolean
}

const idle: ToolbarState = { heading: false, onLink: false, nofollow: false, hasSelection: false }

const linkOf = (node: LexicalNode): LinkNode | null => $findMatchingParent(node, $isLinkNode) as LinkNode | null

function readState(): ToolbarState {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return idle
  const anchor = selection.anchor.getNode()
  const block = anchor.getTopLevelElement()
  const link = linkOf(anchor)
  return {
    heading: $isHeadingNode(block) && block.getTag() === "h2",
    onLink: link !== null,
    nofollow: link?.getRel()?.split(/\s+/).includes("nofollow") ?? false,
    hasSelection: !selection.isCollapsed()
  }
}

/**
 * The editor's toolbar (management 2.11): HEADING toggles a level-2 heading; IMAGE uploads a
 * picture and inserts its URL (a second upload waits for the first); NOFOLLOW, on a link,
 * toggles 'nofollow' in its rel; LINK, with text selected, removes the link under the cursor or
 * asks for a URL — empty removes, cancel does nothing, a disallowed scheme is refused.
 */
export function RichTextToolbar({ onUpload }: { readonly onUpload?: ((file: File) => Promise<string>) | undefined }) {
  const { t } = useTranslation("forms")
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState(idle)
  const [uploading, setUploading] = useState(false)
  const picker = useRef<HTMLInputElement>(null)

  useEffect(() => editor.registerUpdateListener(({ editorState }) => setState(editorState.read(readState))), [editor])

  const toggleHeading = () =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) $setBlocksType(selection, () => (state.heading ? $createParagraphNode() : $createHeadingNode("h2")))
    })

  const toggleNofollow = () =>
    editor.update(() => {
      const selection = $getSelection()
      const link = $isRangeSelection(selection) ? linkOf(selection.anchor.getNode()) : null
      link?.setRel(linkRel(!state.nofollow))
    })

  const link = () => {
    if (state.onLink) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
      return
    }
    const answer = window.prompt(t("RICH_TEXT_LINK_PROMPT"))
    if (answer === null) return
    const url = answer.trim()
    if (url === "") editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
    else if (isAllowedLinkHref(url)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, rel: linkRel(true) })
    else window.alert(t("RICH_TEXT_LINK_NOT_ALLOWED"))
  }

  const upload = async (file: File) => {
    if (onUpload === undefined || uploading) return
    setUploading(true)
    try {
      const url = await onUpload(file)
      editor.update(() => $insertNodes([$createImageNode(url, file.name)]))
    } catch {
      // A failed upload only ends the waiting (management 8: the loading state resets silently).
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t("RICH_TEXT_TOOLBAR")}>
      <button type="button" className="rich-text__tool" aria-pressed={state.heading} data-testid="rt-heading" onClick={toggleHeading}>
        {t("RICH_TEXT_HEADING")}
      </button>
      {onUpload === undefined ? null : (
        <>
          <button type="button" className="rich-text__tool" aria-busy={uploading} data-testid="rt-image" onClick={() => picker.current?.click()}>
            {uploading ? t("LOADING_DOTS", { ns: "common" }) : t("RICH_TEXT_IMAGE")}
          </button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            hidden
            data-testid="rt-image-file"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ""
              if (file !== undefined) void upload(file)
            }}
          />
        </>
      )}
      <button type="button" className="rich-text__tool" disabled={!state.onLink && !state.hasSelection} data-testid="rt-link" onClick={link}>
        {state.onLink ? t("RICH_TEXT_UNLINK") : t("RICH_TEXT_LINK")}
      </button>
      <button type="button" className="rich-text__tool" disabled={!state.onLink} aria-pressed={state.nofollow} data-testid="rt-nofollow" onClick={toggleNofollow}>
        NOFOLLOW
      </button>
    </div>
  )
}
