export { appSession } from "./appSession"
export { PociechaSessionProvider, usePociechaSession } from "./PociechaSessionProvider"
export { usePociechaMachine, useReadyMachine } from "./usePociechaMachine"
