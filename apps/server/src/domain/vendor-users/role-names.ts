// The user groups (roles) a vendor user holds, as every surface's user answer shows them: their names,
// sorted without regard to case, [] for none. A column of a query whose users table is aliased `u`.
import { sql } from 'kysely';

export const userRoleNames = () =>
  sql<string[]>`coalesce(
    (select array_agg(r.name order by lower(r.name))
       from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id),
    '{}')`.as('roles');
