// US reference data: states, cities, counties and ZIP codes. The ZIPs (with each one's primary city
// and county) come from the MIT-licensed @mardillu/us-cities-utils package (about 41,000 ZIPs, from
// GeoNames/USPS data); cities and counties are the distinct values of the ZIP rows, so every ZIP's
// city exists in `cities`. The data only changes with a new migration, which lets the API cache it.
import { sql, type Kysely } from 'kysely';
import { usStates } from './us-states.ts';
// read in a child process: parsed here, the 5 MB module kept ~95 MB in this process (decision 125)
import { readZipDataset } from './us-zip-dataset.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Keys, indexes and foreign keys are added after the fill: built once over the loaded rows they
  // cost a fraction of the per-row checks (40k foreign-key triggers alone took most of a second).
  await sql`
    create table states (code text not null check (code ~ '^[A-Z]{2}$'), name text not null);
    create table cities (id serial, state_code text not null, name text not null);
    create table counties (id serial, state_code text not null, name text not null);
    create table zip_codes (
      zip text not null check (zip ~ '^[0-9]{5}$'),
      city text not null,
      state_code text not null,
      -- empty where the dataset names no county (a few Pacific-island ZIPs)
      county text not null default ''
    );
  `.execute(db);

  await sql`
    insert into states (code, name)
    select * from unnest(${usStates.map(([code]) => code)}::text[], ${usStates.map(([, name]) => name)}::text[])
  `.execute(db);

  // one statement with four array parameters rather than ~41k single-row inserts
  const zips = await readZipDataset();
  await sql`
    insert into zip_codes (zip, city, state_code, county)
    select * from unnest(
      ${zips.map((z) => z.zip)}::text[],
      ${zips.map((z) => z.city)}::text[],
      ${zips.map((z) => z.stateCode)}::text[],
      ${zips.map((z) => z.county)}::text[]
    )
  `.execute(db);
  await sql`
    insert into cities (state_code, name)
    select distinct state_code, city from zip_codes order by state_code, city
  `.execute(db);
  await sql`
    insert into counties (state_code, name)
    select distinct state_code, county from zip_codes where county <> '' order by state_code, county
  `.execute(db);

  await sql`
    alter table states add primary key (code), add unique (name);
    alter table cities add primary key (id), add unique (state_code, name),
      add foreign key (state_code) references states (code);
    alter table counties add primary key (id), add unique (state_code, name),
      add foreign key (state_code) references states (code);
    alter table zip_codes add primary key (zip),
      add foreign key (state_code) references states (code),
      -- every ZIP's city is a row of cities
      add foreign key (state_code, city) references cities (state_code, name);
    -- a typed city name is matched without regard to case
    create index cities_lower_name_idx on cities (lower(name), state_code);
    create index zip_codes_state_code_idx on zip_codes (state_code);
    analyze states, cities, counties, zip_codes;
  `.execute(db);
}
