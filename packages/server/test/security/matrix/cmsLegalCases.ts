import { cmsStaff, type Case } from "./matrixWorld"

/**
 * Legal texts in the CMS (issue 19): content staff and support publish. The cookie information,
 * dated far ahead: never in force, so no other case of the matrix is asked to accept it.
 */
export const cmsLegalCases: Readonly<Record<string, Case>> = {
  "cmsLegal.publish": {
    method: "POST",
    path: () => "/api/v1/cms/legal/cookies",
    body: () => ({ title: "Informacja o plikach cookies", body_html: "<p>Wersja próbna</p>", published_on: "2099-01-01" }),
    expected: cmsStaff(200)
  }
}
