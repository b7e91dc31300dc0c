import { payloadFieldMessages } from "@pociecha/core"
import type { Schema } from "effect"

/**
 * Checks a payload against the contract's own schema (e.g. core's SignupPayload) before
 * sending it, and gives the first message key of each failing field — what the server would
 * answer in `data.error.schema` — so a form shows its fields at once.
 */
export function contractFieldErrors<S extends Schema.Top>(schema: S, payload: unknown): Record<string, string> {
  const messages = payloadFieldMessages(schema, payload) ?? {}
  return Object.fromEntries(
    Object.entries(messages).flatMap(([field, keys]) => (keys[0] === undefined ? [] : [[field, keys[0]]]))
  )
}
