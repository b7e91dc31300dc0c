import { DecoratorNode, type DOMConversionMap, type DOMExportOutput, type NodeKey, type SerializedLexicalNode, type Spread } from "lexical"
import type { ReactElement } from "react"

export type SerializedImageNode = Spread<{ readonly src: string; readonly alt: string }, SerializedLexicalNode>

/** An image of rich text (management 2.11: IMAGE inserts an uploaded picture), kept as `<img src alt>`. */
export class ImageNode extends DecoratorNode<ReactElement> {
  __src: string
  __alt: string

  static override getType(): string {
    return "image"
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key)
  }

  constructor(src: string, alt = "", key?: NodeKey) {
    super(key)
    this.__src = src
    this.__alt = alt
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt)
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: "image", version: 1, src: this.__src, alt: this.__alt }
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => ({ node: $createImageNode(element.getAttribute("src") ?? "", element.getAttribute("alt") ?? "") }),
        priority: 0
      })
    }
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement("img")
    image.setAttribute("src", this.__src)
    image.setAttribute("alt", this.__alt)
    return { element: image }
  }

  override createDOM(): HTMLElement {
    return document.createElement("span")
  }

  override updateDOM(): false {
    return false
  }

  override decorate(): ReactElement {
    return <img src={this.__src} alt={this.__alt} className="rich-text__image" />
  }
}

export function $createImageNode(src: string, alt = ""): ImageNode {
  return new ImageNode(src, alt)
}
