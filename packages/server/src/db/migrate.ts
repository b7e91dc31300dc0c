import { NodeServices } from "@effect/platform-node"
import { PgMigrator } from "@effect/sql-pg"
import { Effect } from "effect"
import directory from "./migrations/0001_directory"
import accounts from "./migrations/0002_accounts"

/** Applies the migrations not yet applied, in order; run on every start. */
export const migrate = PgMigrator.run({
  loader: PgMigrator.fromRecord({
    "0001_directory": directory,
    "0002_accounts": accounts
  })
}).pipe(Effect.provide(NodeServices.layer))
