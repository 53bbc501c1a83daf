// Portal settings through the provider API (issue 17 point 2, decision 054): the key/value rows the
// vendor app's start-up calls read (decision 005), as one resource with one version (its ETag). A PUT
// names the settings it changes; they are written with the version bump and the settings.changed
// event in one transaction, and the vendor app's next call reads them.
import type { PortalSettingsFields, ProviderPortalSettings } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { getProviderPortalSettings, writePortalSettings } from './portal-settings.ts';

export { getProviderPortalSettings };

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

/** The provider API's PUT: writePortalSettings in a transaction of its own, the provider as actor. */
export async function putProviderPortalSettings(
  db: Db,
  changes: Partial<PortalSettingsFields>,
  options: { expectedVersion: number | undefined },
): Promise<ProviderPortalSettings> {
  return db.transaction().execute(async (tx) => {
    const written = await writePortalSettings(tx, changes, {
      expectedVersion: options.expectedVersion,
      actor: PROVIDER_ACTOR,
    });
    return written.settings;
  });
}
