import { NodeServices } from "@effect/platform-node"
import { PgMigrator } from "@effect/sql-pg"
import { Effect } from "effect"
import directory from "./migrations/0001_directory"
import accounts from "./migrations/0002_accounts"
import resultOrder from "./migrations/0003_result_order"

/** Applies the migrations not yet applied, in order; run on every start. */
export const migrate = PgMigrator.run({
  loader: PgMigrator.fromRecord({
    "0001_directory": directory,
    "0002_accounts": accounts,
    "0003_result_order": resultOrder
  })
}).pipe(Effect.provide(NodeServices.layer))
