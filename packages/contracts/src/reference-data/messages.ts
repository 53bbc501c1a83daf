// The reference-data calls' error texts, defined once for the server and the web app.
export const ZIP_CODE_MUST_BE_5_DIGITS = 'Zip code must be 5 digits.';
export const STATE_CODE_MUST_BE_2_LETTERS = 'State code must be 2 letters.';
export const noCityOrStateForZip = (zip: string) => `No city or state was found for zip code ${zip}.`;
export const noStateForCode = (stateCode: string) => `No state was found for state code ${stateCode}.`;

/** A ZIP code as the lookup takes it: exactly five digits (no ZIP+4). */
export const zipCodePattern = /^\d{5}$/;
/** A USPS state code; lower case is accepted and read as upper case. */
export const stateCodePattern = /^[A-Za-z]{2}$/;
