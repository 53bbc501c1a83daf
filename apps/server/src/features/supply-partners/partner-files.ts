// Where partner logos and documents live in the blob store, and the same-origin path a logo is served
// at. Keys are built only from names stored in the database (checked by the migration's patterns).
import { callUrl, supplyPartnerLogoCall } from '@vp/contracts';

export const logoBlobKey = (logoFile: string) => `supply-partners/logos/${logoFile}`;
export const documentBlobKey = (name: string, extension: string) =>
  `supply-partners/documents/${name}.${extension}`;
export const logoUrl = (logoFile: string) =>
  callUrl(supplyPartnerLogoCall, { params: { fileName: logoFile } });
