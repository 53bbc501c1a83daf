// What tells a server process that a vendor session it keeps as valid may no longer be (decision
// 088): a NOTIFY on `vp_session_changes`, sent at commit by triggers, whatever writes the change
// (logout, refresh-token reuse, a password change, the vendor's admin or the staff console disabling a
// user, the provider API, housekeeping, a DBA's SQL). Payloads: `s<session id>`, `u<user id>`,
// `v<vendor id>`. Only what can end a session's validity notifies: a session revoked, shortened or
// deleted while valid; a user's status or vendor changed, or the user deleted; a vendor's status
// changed, or the vendor deleted. Signing in (an insert) and refreshing (no such change) send nothing.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vp_session_changes', tg_argv[0] || old.id::text);
      return null;
    end $$;

    create trigger session_changed after update on auth_sessions for each row
      when (old.revoked_at is null and (new.revoked_at is not null or new.expires_at < old.expires_at
        or new.user_id <> old.user_id or new.id <> old.id))
      execute function notify_session_change('s');
    create trigger session_deleted after delete on auth_sessions for each row
      when (old.revoked_at is null and old.expires_at > now())
      execute function notify_session_change('s');

    create trigger session_user_changed after update on users for each row
      when (new.status is distinct from old.status or new.vendor_id is distinct from old.vendor_id)
      execute function notify_session_change('u');
    create trigger session_user_deleted after delete on users for each row
      execute function notify_session_change('u');

    create trigger session_vendor_changed after update on vendors for each row
      when (new.status is distinct from old.status)
      execute function notify_session_change('v');
    create trigger session_vendor_deleted after delete on vendors for each row
      execute function notify_session_change('v');
  `.execute(db);
}
