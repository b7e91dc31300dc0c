import { Context } from "effect"
import type { Credentials, Desk } from "./desk"

/** What the commands work with: the desk (core's session) and where answers are written. */
export interface CliContextShape {
  /** The desk, opened once per run. */
  readonly desk: Desk
  /** Writes output (stdout): what a person reads, or what --json gives a script. */
  readonly out: (text: string) => void
  /** Writes why a command failed (stderr). */
  readonly err: (text: string) => void
  /** Credentials for `pociecha login`: POCIECHA_EMAIL / POCIECHA_PASSWORD, or asked for. */
  readonly credentials: Partial<Credentials>
}

/** The run's context, provided by main (and by the tests, with a desk of their own). */
export class CliContext extends Context.Service<CliContext, CliContextShape>()("@pociecha/cli/CliContext") {}
