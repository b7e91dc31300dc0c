import { describe, expect, it } from "vitest"
import type { Overview } from "../overview"
import { accountCounters } from "./accountCounters"

const overview = (newAnswers: number, newMessages: number, byFacility: Record<string, number>): Overview => ({
  opinions: { new_answers: newAnswers, new_opinions: 4, new_opinions_by_facility: { "7": 4 } },
  user_questions: { new_messages: newMessages, new_messages_by_facility: byFacility }
})

describe("My account's counters (spec 3.13)", () => {
  it("counts new answers to my opinions and new messages in my threads", () => {
    expect(accountCounters(overview(2, 3, { "12": 3 }), [])).toEqual({ opinions: 2, questions: 3, total: 5 })
  })

  it("leaves out parents' messages in the threads of the facilities I run, and new opinions about them", () => {
    // 3 of the 5 messages are parents' in facility 7's threads, which I run; 2 are the facility 12's answers to me.
    expect(accountCounters(overview(0, 5, { "7": 3, "12": 2 }), [7])).toEqual({ opinions: 0, questions: 2, total: 2 })
    expect(accountCounters(overview(1, 3, { "7": 3 }), [7, 9])).toEqual({ opinions: 1, questions: 0, total: 1 })
  })

  it("counts nothing before the overview is read", () => {
    expect(accountCounters(undefined, [7])).toEqual({ opinions: 0, questions: 0, total: 0 })
    expect(accountCounters(null, [])).toEqual({ opinions: 0, questions: 0, total: 0 })
  })
})
