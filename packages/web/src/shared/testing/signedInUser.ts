import type { User } from "@pociecha/core"
import { waitFor } from "@testing-library/react"
import { expect } from "vitest"
import { preloadApi } from "../api"
import { startSession } from "../auth/session"
import { appSession } from "../session/appSession"
import { initI18n } from "../i18n"
import type { RecordedAnswer } from "./recordedApi"

/** A signed-in parent as the session call answers it, for web tests that resume a session; override what a test is about. */
export const aSignedInUser = (overrides: Partial<User> = {}): User => ({
  id: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  email: "marta@example.pl",
  name: "Marta",
  surname: "Pytająca",
  avatar: null,
  source: "email",
  status: "active",
  third_party_data: null,
  type: "user",
  language: "pl",
  perms: {},
  facilities: [],
  shadow_facilities: [],
  notify_new_opinions: true,
  notify_new_questions: true,
  jwt: "jwt-marta",
  ...overrides
})

/** A support worker (the moderation and shadow desks) as the session call answers them. */
export const aSupportUser = (overrides: Partial<User> = {}): User =>
  aSignedInUser({
    id: "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a",
    email: "wsparcie@pociecha.pl",
    name: "Wanda",
    surname: "Wsparcie",
    type: "support",
    notify_new_opinions: false,
    notify_new_questions: false,
    jwt: "jwt-wanda",
    ...overrides
  })

/** The signed-in person's overview with nothing new in it (the header's counters read it on every page). */
export const nothingNew = {
  "GET /api/v1/overview": (): RecordedAnswer => ({
    status: 200,
    body: { opinions: { new_answers: 0, new_opinions: 0, new_opinions_by_facility: {} }, user_questions: { new_messages: 0, new_messages_by_facility: {} } }
  })
}

/** The session call's recorded answer, for serveRecordedAnswers: `user` is signed in. */
export const sessionOf = (user: User) => ({ "POST /api/v1/account/session": (): RecordedAnswer => ({ status: 200, body: user }) })

/** Starts what a page needs for a file's tests: Polish texts, the API and the session, signed out. */
export async function startSignedOut(): Promise<void> {
  initI18n("pl")
  await preloadApi()
  startSession()
}

/** Resumes the session the recorded answers serve, and waits until `user` is signed in. */
export async function resumeSessionAs(user: Pick<User, "id">): Promise<void> {
  appSession.actor.send({ type: "RESUME" })
  await waitFor(() => expect(appSession.actor.getSnapshot().context.user?.id).toBe(user.id))
}

/** {@link startSignedOut}, then signed in as `user` (the recorded answers must serve {@link sessionOf} it). */
export async function startSignedIn(user: Pick<User, "id">): Promise<void> {
  await startSignedOut()
  await resumeSessionAs(user)
}
