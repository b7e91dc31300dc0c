export { usePociechaSession } from "./PociechaSessionProvider"
export { usePociechaMachine, useReadyMachine } from "./usePociechaMachine"
