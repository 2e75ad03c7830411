/**
 * The region a phone number written without +country is read in (PHONE_REGION): the API sets it
 * from its config, the SPA from GET /api/config. Apart from phone.ts so that setting it (the SPA's
 * first load does) does not bring libphonenumber into the first load.
 */
export const DEFAULT_PHONE_REGION = 'US';

let phoneRegion = DEFAULT_PHONE_REGION;

export function setPhoneRegion(region: string | null | undefined): void {
  phoneRegion = region?.toUpperCase() || DEFAULT_PHONE_REGION;
}

export function getPhoneRegion(): string {
  return phoneRegion;
}
