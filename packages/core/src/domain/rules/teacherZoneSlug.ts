/** The list's second address (`/strefa-nauczyciela/materialy-dydaktyczne`): no material may take it as its slug. */
export const MATERIALS_LIST_SEGMENT = "materialy-dydaktyczne"
