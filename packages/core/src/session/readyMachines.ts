/** Every machine of core as a ready machine: `session.machine(readyMachines.questionForm)`. */
export * from "./accountMachines"
export * from "./ownerMachines"
export * from "./parentMachines"
export * from "./searchMachines"
export * from "./supportMachines"
