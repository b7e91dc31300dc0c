import { describe, expect, it } from "vitest"
import { startForm } from "../testing/formHarness"
import { checkThreadMessage, threadMessageFormMachine } from "./threadMessageForm.machine"

describe("thread message form", () => {
  it("asks for a message within the contract's length", () => {
    expect(checkThreadMessage({ content: " \n " })).toEqual({ content: "FIELD_REQUIRED" })
    expect(checkThreadMessage({ content: "x".repeat(2001) })).toEqual({ content: "TEXT_TOO_LONG" })
    expect(checkThreadMessage({ content: "Dziękuję!" })).toEqual({})
    // What is sent is trimmed: spaces around a message of the longest length do not count.
    expect(checkThreadMessage({ content: ` ${"x".repeat(2000)} ` })).toEqual({})
  })

  it("stays open after each message, empty, for the next one", async () => {
    const form = startForm(threadMessageFormMachine, { threadId: 5 })
    for (const content of ["Pierwsza", "Druga"]) {
      form.actor.send({ type: "CHANGE", field: "content", value: content })
      await form.submit()
      await form.send.latest().resolve({ id: 1, content, from_facility: false, author_name: null, created_at: 1 })
      expect(form.actor.getSnapshot().value).toBe("editing")
      expect(form.context().values).toEqual({ content: "" })
    }
    expect(form.send.calls.map((call) => call.input)).toEqual([
      { threadId: 5, content: "Pierwsza" },
      { threadId: 5, content: "Druga" }
    ])
    expect(form.announced).toEqual(["sent", "sent"])
  })
})
