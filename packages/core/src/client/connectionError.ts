/**
 * A call that got no error body back: the network failed or the answer could not be read
 * (spec 8.1: the call rejects with 'Connection error'). A plain Error, not an Effect data type,
 * so machines can name it without loading Effect into the page's first script.
 */
export class ConnectionError extends Error {
  readonly _tag = "ConnectionError"
  constructor(options: { readonly cause: unknown }) {
    super("Connection error", options)
    this.name = "ConnectionError"
  }
}
