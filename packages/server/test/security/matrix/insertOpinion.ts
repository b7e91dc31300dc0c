import type { MatrixWorld } from "./matrixWorld"

/**
 * Writes an opinion straight to the database, for a case whose call uses one up (a verdict, an
 * answer): about the facility none of the roles has anything to do with, unless one is named.
 */
export const insertOpinion = async (
  world: MatrixWorld,
  state: { status: "pending" | "accepted"; answer?: "pending"; facilityId?: number }
): Promise<number> => {
  const [row] = await world.server.query<{ id: number }>(
    `insert into opinions (facility_id, rating_cleanliness, rating_staff, rating_food, comment, author_name, author_surname,
       status, facility_answer, answer_status, answered_at)
     values ($1, 4, 4, 4, 'Opinia do sprawdzenia uprawnień — wystarczająco długa, by ją przyjąć.', 'Jan', 'Kowal', $2, $3, $4, $5)
     returning id`,
    [
      state.facilityId ?? world.otherFacilityId,
      state.status,
      state.answer === undefined ? null : "Dziękujemy za opinię.",
      state.answer ?? null,
      state.answer === undefined ? null : new Date()
    ]
  )
  return row!.id
}
