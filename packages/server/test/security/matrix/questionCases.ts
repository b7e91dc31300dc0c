import { facilityRunners, signedIn, type Case, type Expected, type MatrixWorld } from "./matrixWorld"

/** A thread the parent opened with this facility, made in the database for one attempt. */
const parentsThread = async (world: MatrixWorld) => {
  const [thread] = await world.server.query<{ id: number }>(
    `with opened as (insert into user_questions (facility_id, account_id, topic) values ($1, $2, 'fees') returning id)
     insert into question_messages (question_id, author_account_id, from_facility, content)
     select id, $2, false, 'Ile kosztuje miesiąc opieki?' from opened returning question_id as id`,
    [world.facilityId, world.sessions.parent.id]
  )
  return { thread: thread!.id }
}

/** The parent who asked and those who run this facility: its owner and support. */
const threadSides = (status: number): Expected => ({ ...facilityRunners(status), parent: status })

/** Question threads (spec 2.9, 3.8): anyone signed in asks; a thread is its parent's and its facility's. */
export const questionCases: Readonly<Record<string, Case>> = {
  "questions.ask": {
    method: "POST",
    path: () => "/api/v1/user-question",
    body: (world) => ({ facility_id: world.facilityId, topic: "visit", content: "Czy możemy odwiedzić placówkę w piątek?" }),
    expected: signedIn(201)
  },
  "questions.list": {
    method: "GET",
    path: (world) => `/api/v1/user-question?facility_id=${world.facilityId}`,
    expected: facilityRunners(200)
  },
  "questions.thread": {
    method: "GET",
    prepare: parentsThread,
    path: (_world, { prepared }) => `/api/v1/user-question/${String(prepared.thread)}`,
    expected: threadSides(200)
  },
  "questions.write": {
    method: "POST",
    prepare: parentsThread,
    path: (_world, { prepared }) => `/api/v1/user-question/${String(prepared.thread)}/message`,
    body: () => ({ content: "Dziękujemy za pytanie." }),
    expected: threadSides(201)
  }
}
