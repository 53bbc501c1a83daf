import type { Db } from '../../platform/db/database.ts';

export function listStates(db: Db) {
  return db.selectFrom('states').select(['code as stateCode', 'name as stateName']).execute();
}

export function listCities(db: Db) {
  return db.selectFrom('cities').select(['name as cityName', 'state_code as stateCode']).execute();
}

export function findZipCode(db: Db, zip: string) {
  return db
    .selectFrom('zip_codes as z')
    .innerJoin('states as s', 's.code', 'z.state_code')
    .select([
      'z.city as cityName',
      'z.state_code as stateCode',
      's.name as stateName',
      'z.county as countyName',
    ])
    .where('z.zip', '=', zip)
    .executeTakeFirst();
}
