import { formatDateTime, maintenanceQuery, readyMachines } from "@pociecha/core"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../../../shared/api"
import { ReadState } from "../../../shared/ui/ReadState"
import { ConfirmedAction } from "./ConfirmedAction"

/**
 * Maintenance in support's toolbox (issue 19): whether it is on and since when, and the switch,
 * confirmed (core's maintenanceSwitch; every tab's state is read again after it).
 */
export function MaintenanceSwitch() {
  const { t } = useTranslation("support")
  const state = useQuery(maintenanceQuery(api))
  return (
    <section className="support__section" aria-labelledby="toolbox-maintenance" data-testid="toolbox-maintenance">
      <h2 id="toolbox-maintenance">{t("MAINTENANCE_SECTION")}</h2>
      <ReadState query={state}>
        {(current) =>
          current.on
            ? (
              <>
                <p data-testid="toolbox-maintenance-state">{t("MAINTENANCE_IS_ON", { since: current.since === null ? "—" : formatDateTime(current.since) })}</p>
                <ConfirmedAction key="off" ready={readyMachines.maintenanceSwitch} input={{ on: false }} label={t("MAINTENANCE_SWITCH_OFF")}
                  question={t("MAINTENANCE_SWITCH_OFF_CONFIRM")} done="MAINTENANCE_SWITCHED_OFF" testId="toolbox-maintenance-off" />
              </>
            )
            : (
              <>
                <p data-testid="toolbox-maintenance-state">{t("MAINTENANCE_IS_OFF")}</p>
                <ConfirmedAction key="on" ready={readyMachines.maintenanceSwitch} input={{ on: true }} label={t("MAINTENANCE_SWITCH_ON")}
                  question={t("MAINTENANCE_SWITCH_ON_CONFIRM")} done="MAINTENANCE_SWITCHED_ON" testId="toolbox-maintenance-on" />
              </>
            )}
      </ReadState>
    </section>
  )
}
